import Testing

/// A cycle made only of initializers stops the program with a message naming the path (Docs/Behaviour.md, Cycles).
///
/// It is the one wiring Docs/Behaviour.md calls an error, so the random test never makes one; these exit
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
    static func make(seed: UInt64) -> (spec: WiringSpec, cycle: InitializerCycle) {
        let spec = WiringGenerator.initializerCycle(seed: seed) { cycle(in: $0) != nil }
        return (spec, cycle(in: spec)!)
    }

    /// The first initializer cycle the model meets running the spec's steps.
    static func cycle(in spec: WiringSpec) -> InitializerCycle? {
        let model = ReferenceModel(spec)
        do {
            _ = try model.activate()
            for case .resolve(let ref) in spec.steps { _ = try model.resolve(ref) }
            return nil
        } catch {
            return error as? InitializerCycle
        }
    }

    /// Runs the spec's steps against the engine, which must stop before the end.
    static func run(_ spec: WiringSpec) {
        let assembly = ModelAssembly(spec: spec).activate()
        var held: [ModelNode] = []
        for case .resolve(let ref) in spec.steps { held.append(assembly.resolve(ref)) }
        withExtendedLifetime(held) {}
    }
}
