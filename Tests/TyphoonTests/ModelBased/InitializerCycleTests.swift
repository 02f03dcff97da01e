import Testing
import TyphoonAutoInjection

/// A cycle made only of initializers stops the program with a message naming the path
/// (Docs/Behaviour.md, Cycles).
///
/// The random test never makes one (it makes other cycle errors, more rarely); these exit
/// tests make a few: a small generated wiring with one initializer reference added that closes a
/// cycle its steps reach, in any scope.
@Suite struct InitializerCycleTests {
    @Test(arguments: [UInt64](1...6))
    func generatedInitializerCycleStopsWithAMessageNamingThePath(seed: UInt64) async {
        let (spec, cycle) = InitializerCycleCase.make(seed: seed)
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [seed] in
            InitializerCycleCase.run(InitializerCycleCase.make(seed: seed).spec)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("Circular dependency between initializers: ") && message.contains(cycle.spelled),
            "seed \(seed): expected the path \(cycle.spelled)\n\(spec)\nstderr: \(message.prefix(600))")
    }
}

/// A wiring whose steps reach a cycle of initializers, and the cycle the model says they reach first.
enum InitializerCycleCase {
    static func make(seed: UInt64) -> (spec: WiringSpec, cycle: CycleStop) {
        let spec = WiringGenerator.initializerCycle(seed: seed) { cycle(in: $0) != nil }
        return (spec, cycle(in: spec)!)
    }

    /// The cycle error the model says the spec's steps stop with, if it is one of initializers.
    static func cycle(in spec: WiringSpec) -> CycleStop? {
        guard let stop = ModelCase.verdict(spec).stop, stop.kind == .initializers else { return nil }
        return stop
    }

    /// Runs the spec's steps against the engine, which must stop before the end.
    static func run(_ spec: WiringSpec) {
        let assembly = ModelAssembly(spec: spec).activate()
        var held: [ModelNode] = []
        for step in spec.steps {
            switch step {
            case .resolve(let ref): held.append(assembly.resolve(ref))
            case .inject(let awareness):
                let subject = ModelSubject.make(awareness, journal: assembly.journal)
                try? assembly.inject(subject)
                held.append(subject)
            case .release: if !held.isEmpty { held.removeFirst() }
            case .patch(let node): held.append(assembly.patchStep(node))
            case .detach(let node): assembly.detachStep(node)
            }
        }
        withExtendedLifetime(held) {}
    }
}
