import Swinject
import TyphoonAutoInjection

// 1–3: the four-object graph, a component filled by property injection, a singleton, a prototype
// and a weak singleton. The contenders of each group are measured in turns, so that their ratios
// hold on a noisy machine.

func resolutionBenchmarks() -> [Benchmark] {
    let assembly = BenchmarkAssembly().activate()
    let factory = assembly.factory
    let container = makeSwinjectContainer()
    let holder = HandHolder()

    return [
        // 1. The graph.
        Benchmark(group: "graph", [
            Contender(id: "graph.hand", name: "graph: hand wiring") { n in
                repeated(n) { fingerprint(handWiredCastle()) }
            },
            Contender(id: "graph.typhoon.ref", name: "graph: Typhoon by reference", hand: "graph.hand", swinject: "graph.swinject") { n in
                repeated(n) { fingerprint(assembly.castle()) }
            },
            Contender(id: "graph.typhoon.type", name: "graph: Typhoon by type", hand: "graph.hand", swinject: "graph.swinject") { n in
                repeated(n) { fingerprint(try! factory.component(Castle.self)) }
            },
            Contender(id: "graph.swinject", name: "graph: Swinject") { n in
                repeated(n) { fingerprint(container.resolve(Castle.self)!) }
            },
        ]),

        // 1b. Property injection: one property by reference, one by type (an optional).
        Benchmark(group: "properties", [
            Contender(id: "properties.hand", name: "properties: hand wiring") { n in
                repeated(n) { fingerprint(handWiredSquire()) }
            },
            Contender(
                id: "properties.typhoon.ref", name: "properties: Typhoon by reference", hand: "properties.hand",
                swinject: "properties.swinject"
            ) { n in
                repeated(n) { fingerprint(assembly.squire()) }
            },
            Contender(id: "properties.swinject", name: "properties: Swinject initCompleted") { n in
                repeated(n) { fingerprint(container.resolve(Squire.self)!) }
            },
        ]),

        // 2. A singleton.
        Benchmark(group: "singleton", [
            Contender(id: "singleton.hand", name: "singleton: hand (stored reference, call)") { n in
                chained(n) { identity(holder.shared(salt: $0)) }
            },
            Contender(
                id: "singleton.typhoon.ref", name: "singleton: Typhoon by reference", hand: "singleton.hand",
                swinject: "singleton.swinject"
            ) { n in
                repeated(n) { identity(assembly.sharedService()) }
            },
            Contender(
                id: "singleton.typhoon.type", name: "singleton: Typhoon by type", hand: "singleton.hand",
                swinject: "singleton.swinject"
            ) { n in
                repeated(n) { identity(try! factory.component(SharedService.self)) }
            },
            Contender(id: "singleton.swinject", name: "singleton: Swinject .container") { n in
                repeated(n) { identity(container.resolve(SharedService.self)!) }
            },
        ]),

        // 3. A prototype, and a weak singleton (held outside, so that it stays shared).
        Benchmark(group: "prototype", [
            Contender(id: "prototype.hand", name: "prototype: hand (new instance)") { n in
                repeated(n) { identity(PrototypeService()) }
            },
            Contender(
                id: "prototype.typhoon.ref", name: "prototype: Typhoon by reference", hand: "prototype.hand",
                swinject: "prototype.swinject"
            ) { n in
                repeated(n) { identity(assembly.prototypeService()) }
            },
            Contender(id: "prototype.swinject", name: "prototype: Swinject .transient") { n in
                repeated(n) { identity(container.resolve(PrototypeService.self)!) }
            },
        ]),
        Benchmark(group: "weak", [
            Contender(id: "weak.hand", name: "weak singleton: hand (weak reference, locked)") { n in
                let kept = holder.weak
                return withExtendedLifetime(kept) { repeated(n) { identity(holder.weak) } }
            },
            Contender(
                id: "weak.typhoon.ref", name: "weak singleton: Typhoon by reference", hand: "weak.hand",
                swinject: "weak.swinject"
            ) { n in
                let kept = assembly.weakService()
                return withExtendedLifetime(kept) {
                    repeated(n) {
                        let service = assembly.weakService()
                        precondition(service === kept, "a held weak singleton must stay shared")
                        return identity(service)
                    }
                }
            },
            // Nothing holds it, so every call builds it again: the cost of a shared instance's
            // first build (claiming it, building it, publishing it), which a held one never pays.
            Contender(id: "weak.typhoon.rebuilt", name: "weak singleton: Typhoon by reference, built every call") { n in
                repeated(n) { identity(assembly.weakService()) }
            },
            Contender(id: "weak.swinject", name: "weak singleton: Swinject .weak") { n in
                let kept = container.resolve(WeakService.self)!
                return withExtendedLifetime(kept) { repeated(n) { identity(container.resolve(WeakService.self)!) } }
            },
        ]),
    ]
}
