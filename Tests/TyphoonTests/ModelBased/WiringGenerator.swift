/// SplitMix64: a tiny, well-mixed generator whose whole state is the seed, so a case is its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// Whether an event of probability `numerator / denominator` happens.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        Int.random(in: 0..<denominator, using: &self) < numerator
    }
}

/// Makes random wirings from a seed.
///
/// Initializer references only go to definitions earlier in a random order, so no cycle is made
/// only of initializers (the one wiring Docs/Behaviour.md, Cycles, calls an error); every other reference may
/// go anywhere, the definition itself included.
struct WiringGenerator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// The seed's wiring; `accept` turns down wirings the test cannot use (too many instances)
    /// and the generator draws again from the same stream.
    static func spec(seed: UInt64, accept: (WiringSpec) -> Bool) -> WiringSpec {
        var generator = WiringGenerator(seed: seed)
        while true {
            let spec = generator.wiring()
            if accept(spec) { return spec }
        }
    }

    /// A wiring of the seed with one initializer reference added that closes a cycle of
    /// initializers, for the tests of the error that cycle must stop with; `accept` keeps only
    /// wirings whose steps reach the cycle.
    static func initializerCycle(seed: UInt64, accept: (WiringSpec) -> Bool) -> WiringSpec {
        var generator = WiringGenerator(seed: seed)
        while true {
            var spec = generator.wiring(nodes: 1...5)
            generator.closeInitializerCycle(in: &spec)
            if accept(spec) { return spec }
        }
    }

    mutating func wiring(nodes range: ClosedRange<Int> = 1...12) -> WiringSpec {
        let count = Int.random(in: range, using: &random)
        let active = Array(Array(0..<Ref.universe).shuffled(using: &random).prefix(count))
        var nodes: [Int: NodeSpec] = [:]
        for (position, node) in active.enumerated() {
            nodes[node] = definition(node, earlier: Array(active[..<position]), all: active)
        }
        list(&nodes)
        return WiringSpec(nodes: nodes, steps: steps(active))
    }

    private mutating func ref(_ node: Int) -> Ref {
        Ref(node: node, argument: Ref.takesArgument(node) ? Int.random(in: 0...1, using: &random) : nil)
    }

    private mutating func refs(from nodes: [Int], count: ClosedRange<Int>) -> [Ref] {
        guard !nodes.isEmpty else { return [] }
        return (0..<Int.random(in: count, using: &random)).map { _ in ref(nodes.randomElement(using: &random)!) }
    }

    private mutating func definition(_ node: Int, earlier: [Int], all: [Int]) -> NodeSpec {
        var spec = NodeSpec(scope: ModelScope.allCases.randomElement(using: &random)!)
        spec.scopeInConfiguration = random.chance(1, in: 2)
        spec.initializer = refs(from: earlier, count: 0...2)
        var typed: Set<Int> = []
        for target in refs(from: all, count: 0...3) {
            let byType = !Ref.takesArgument(target.node) && !typed.contains(target.node) && random.chance(1, in: 3)
            if byType { typed.insert(target.node) }
            spec.properties.append(PropertySpec(target: target, byType: byType))
        }
        spec.methods = (0..<Int.random(in: 0...2, using: &random)).map { _ in refs(from: all, count: 1...2) }
        spec.aware = random.chance(1, in: 2)
        spec.before = random.chance(1, in: 3)
        spec.after = random.chance(1, in: 3)
        return spec
    }

    /// Lists every target of a by-type injection, some other plain definitions, and makes some
    /// listed singletons eager.
    private mutating func list(_ nodes: inout [Int: NodeSpec]) {
        let typedTargets = Set(nodes.values.flatMap { $0.properties.filter(\.byType).map(\.target.node) })
        for node in nodes.keys.sorted() where !Ref.takesArgument(node) {
            nodes[node]!.listed = typedTargets.contains(node) || random.chance(1, in: 4)
            nodes[node]!.eager = nodes[node]!.scope == .singleton && random.chance(1, in: 2)
            nodes[node]!.listed = nodes[node]!.listed || nodes[node]!.eager
        }
    }

    private mutating func steps(_ active: [Int]) -> [Step] {
        var steps: [Step] = [.resolve(ref(active.randomElement(using: &random)!))]
        steps.append(.resolve(ref(active.randomElement(using: &random)!)))
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            steps.append(.release)
            steps.append(.resolve(ref(active.randomElement(using: &random)!)))
        }
        return steps
    }

    /// Adds an initializer reference from a definition to one that already reaches it through
    /// initializers (or to itself).
    private mutating func closeInitializerCycle(in spec: inout WiringSpec) {
        let from = spec.nodes.keys.sorted().randomElement(using: &random)!
        var reaching: Set<Int> = [from]
        var changed = true
        while changed {
            changed = false
            for (node, definition) in spec.nodes where !reaching.contains(node) {
                if definition.initializer.contains(where: { reaching.contains($0.node) }) {
                    reaching.insert(node)
                    changed = true
                }
            }
        }
        let to = reaching.sorted().randomElement(using: &random)!
        spec.nodes[from]!.initializer.append(ref(to))
        if random.chance(1, in: 2) { spec.steps.insert(.resolve(ref(from)), at: 0) }
    }
}
