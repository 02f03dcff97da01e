import BenchmarkAssemblies
import Swinject
import TyphoonAutoInjection

// 4–6: inject(self) on an object with ten wrappers, activation of wide assemblies, a deep graph.

func injectionBenchmarks() -> [Benchmark] {
    let assembly = InjectionAssembly().activate()
    var benchmark = Benchmark("inject") { harness in
        let construct: (Int) -> UInt = { n in
            repeated(n) { identity(TenWrappers()) }
        }
        let byHandGross: (Int) -> UInt = { n in
            repeated(n) {
                let target = TenWrappers()
                target.dependency0 = Dependency0()
                target.dependency1 = Dependency1()
                target.dependency2 = Dependency2()
                target.dependency3 = Dependency3()
                target.dependency4 = Dependency4()
                target.service5 = Service5Impl()
                target.service6 = Service6Impl()
                target.service7 = Service7Impl()
                target.service8 = Service8Impl()
                target.service9 = Service9Impl()
                return identity(target) &+ identity(target.dependency0) &+ identity(target.service9)
            }
        }
        let injectedGross: (Int) -> UInt = { n in
            repeated(n) {
                let target = TenWrappers()
                try! assembly.inject(target)
                return identity(target) &+ identity(target.dependency0) &+ identity(target.service9)
            }
        }
        // Timed, a net figure needs the construction measured beside it. Under `--iterations` (a
        // profile), `--only` one of them counts that batch alone, and the net count is the
        // difference of two profiles (the JSON's `netOf`).
        let bodies = [("inject.construct", construct), ("inject.hand", byHandGross), ("inject.typhoon", injectedGross)]
        let chosen = bodies.filter { id, _ in
            selects(harness.only, "inject") || selects(harness.only, id)
                || (id == "inject.construct" && harness.settings.fixedIterations == nil)
        }
        let times = Dictionary(
            uniqueKeysWithValues: zip(chosen.map(\.0), harness.interleavedNanosecondsPerOperation(chosen.map(\.1))))
        let construction = times["inject.construct"]
        var measurements: [Measurement] = []
        if let construction {
            measurements.append(
                Measurement("inject.construct", "inject: construct the object (10 empty wrappers)", construction))
        }
        if let byHand = times["inject.hand"] {
            var measurement = Measurement(
                "inject.hand", "inject: hand, 10 objects assigned, net", byHand - (construction ?? 0))
            measurement.netOf = "inject.construct"
            measurements.append(measurement)
        }
        if let injected = times["inject.typhoon"] {
            var measurement = Measurement(
                "inject.typhoon", "inject: Typhoon inject(self), 10 wrappers, net", injected - (construction ?? 0),
                hand: "inject.hand")
            measurement.netOf = "inject.construct"
            measurements.append(measurement)
        }
        return measurements
    }
    benchmark.contenders = ["inject.construct", "inject.hand", "inject.typhoon"]
    return [benchmark]
}

func activationBenchmarks() -> [Benchmark] {
    wideAssemblyTypes.map { definitions, type -> Benchmark in
        let names = (0..<definitions).map { "w\($0)" }
        return Benchmark(
            group: "activation.\(definitions)", per: "definition", scale: Double(definitions),
            [
                Contender(
                    id: "activation.\(definitions).typhoon", name: "activation: \(definitions) definitions, Typhoon",
                    swinject: "activation.\(definitions).swinject"
                ) { n in
                    repeated(n) { identity(type.init().activate()) }
                },
                Contender(
                    id: "activation.\(definitions).swinject", name: "activation: \(definitions) registrations, Swinject"
                ) { n in
                    repeated(n) {
                        let container = Container()
                        for name in names {
                            container.register(WideComponent.self, name: name) { _ in WideComponent() }
                        }
                        return identity(container)
                    }
                },
            ])
    }
}

/// `verify()` and the wiring graph of the 1,000-definition assembly beside its activation.
///
/// verify makes a sandbox of the same assembly (an activation) and builds each of the 1,000 listed
/// definitions once; the graph makes the same sandbox and builds the same definitions in one
/// resolution while recording each call, measured alone and drawn as DOT and as JSON.
func verifyBenchmarks() -> [Benchmark] {
    let assembly = Wide1000Assembly().activate()
    return [
        Benchmark(
            group: "verify.1000", per: "definition", scale: 1000,
            [
                Contender(id: "verify.1000.activation", name: "verify: activation of 1,000 definitions") { n in
                    repeated(n) { identity(Wide1000Assembly().activate()) }
                },
                Contender(id: "verify.1000.typhoon", name: "verify: verify() of 1,000 definitions") { n in
                    repeated(n) { UInt(try! assembly.verify().verified.count) }
                },
                Contender(id: "verify.1000.graph", name: "verify: wiringGraph() of 1,000 definitions") { n in
                    repeated(n) { UInt(try! assembly.wiringGraph().nodes.count) }
                },
                Contender(
                    id: "verify.1000.graph.drawn", name: "verify: wiringGraph() of 1,000 definitions, as DOT and JSON"
                ) { n in
                    repeated(n) {
                        let graph = try! assembly.wiringGraph()
                        return UInt(graph.dot.utf8.count &+ graph.json.utf8.count)
                    }
                },
            ])
    ]
}

func deepGraphBenchmarks() -> [Benchmark] {
    let assembly = DeepAssembly().activate()
    let byArgument = DeepByArgumentAssembly().activate()
    let container = makeSwinjectDeepContainer()
    return [
        Benchmark(
            group: "deep", per: "level", scale: Double(deepGraphLevels),
            [
                Contender(id: "deep.hand", name: "deep graph: hand wiring") { n in
                    repeated(n) { depthFingerprint(handWiredDeepGraph(levels: deepGraphLevels)) }
                },
                Contender(
                    id: "deep.typhoon.ref", name: "deep graph: Typhoon by reference", hand: "deep.hand",
                    swinject: "deep.swinject"
                ) { n in
                    repeated(n) { depthFingerprint(assembly.level0()) }
                },
                Contender(
                    id: "deep.typhoon.argument", name: "deep graph: Typhoon, run-time argument chain",
                    hand: "deep.hand",
                    swinject: "deep.swinject"
                ) { n in
                    repeated(n) { depthFingerprint(byArgument.level(0)) }
                },
                Contender(id: "deep.swinject", name: "deep graph: Swinject (named registrations)") { n in
                    repeated(n) { depthFingerprint(container.resolve(DeepNode.self, name: swinjectLevelNames[0])!) }
                },
            ])
    ]
}
