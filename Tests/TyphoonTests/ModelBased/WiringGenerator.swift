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
/// only of initializers (the tests of that error add one); every other reference may go anywhere,
/// the definition itself included. A property that refers to a definition whose initializer may
/// be running while the property's own definition is built (it is built inside that initializer)
/// mostly takes the back-reference form; the plain form there, a method or a by-type property
/// makes the cycle error when the steps reach it, as a chain of prototypes deeper than one level does.
struct WiringGenerator {
    /// One wiring in this many of those that stop with a cycle error is kept (one in two of the
    /// rarer chains of prototypes): each runs in a child process, which costs about as much as
    /// forty wirings run in this one.
    static let stopsKept = 16

    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// Whether to keep a wiring that stops with a cycle error.
    mutating func keeps(_ stop: CycleStop) -> Bool {
        random.chance(1, in: stop.kind == .prototypes ? 2 : Self.stopsKept)
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
        let knot = addKnot(to: &nodes, active)
        avoidMostCycles(&nodes)
        var spec = WiringSpec(nodes: nodes, steps: steps(active))
        if let knot, random.chance(1, in: 2) { spec.steps.insert(.resolve(ref(knot)), at: 0) }
        addSubject(to: &spec)
        list(&spec)
        addHooks(to: &spec)
        return spec
    }

    /// In one wiring of three, a knot of prototypes and shared components: a prototype P, most
    /// often a definition with a run-time argument (referred to with either argument; added to
    /// the wiring when none is in it), refers through one or two prototypes to two or three
    /// shared components, each of which refers to P again.
    ///
    /// The chain then holds P (with the same argument) several times: each turn is deeper than
    /// one level, so it builds a new P, and goes on to the next shared component until a turn
    /// finds them all, still being built, and ends (Docs/Behaviour.md, Scopes, where a chain of
    /// prototypes stops; issue 30, point 3). The first step resolves P one time in two.
    ///
    /// - Returns: P, if the wiring has a knot.
    private mutating func addKnot(to nodes: inout [Int: NodeSpec], _ active: [Int]) -> Int? {
        guard active.count >= 4, random.chance(1, in: 3) else { return nil }
        var free = active.shuffled(using: &random)
        var prototype = free.first(where: Ref.takesArgument) ?? free[0]
        if random.chance(3, in: 4) && !Ref.takesArgument(prototype) {
            prototype = (Ref.plainCount..<Ref.subject).randomElement(using: &random)!
            nodes[prototype] = NodeSpec(scope: .prototype)
        }
        free.removeAll { $0 == prototype }
        let between = Array(free.prefix(Int.random(in: 1...min(2, free.count - 2), using: &random)))
        free.removeFirst(between.count)
        let shared = Array(free.prefix(Int.random(in: 2...min(3, free.count), using: &random)))
        nodes[prototype]!.scope = .prototype
        var referrer = prototype
        for node in between {
            nodes[node]!.scope = .prototype
            refer(from: referrer, to: ref(node), in: &nodes)
            referrer = node
        }
        for node in shared {
            nodes[node]!.scope = [.objectGraph, .lazySingleton, .singleton].randomElement(using: &random)!
            refer(from: referrer, to: ref(node), in: &nodes)
            refer(from: node, to: ref(prototype), in: &nodes)
        }
        return prototype
    }

    /// Adds a reference by a property (two times in three) or a method injection.
    private mutating func refer(from node: Int, to target: Ref, in nodes: inout [Int: NodeSpec]) {
        if random.chance(2, in: 3) {
            nodes[node]!.properties.append(PropertySpec(target: target, byType: false))
        } else {
            nodes[node]!.methods.append([target])
        }
    }

    /// In one wiring of two, hooks: objects whose deinit calls one definition of the wiring.
    ///
    /// Some
    /// configurations capture one, some steps patch a plain definition with a stub whose closure
    /// captures one (then patch it again or detach it), and some references pass one as the
    /// run-time argument of a definition that takes one.
    private mutating func addHooks(to spec: inout WiringSpec) {
        guard random.chance(1, in: 2) else { return }
        for node in spec.nodes.keys.sorted() where random.chance(1, in: 4) {
            spec.nodes[node]!.capture = CaptureSite.allCases.randomElement(using: &random)!
        }
        if random.chance(1, in: 3) { addPatches(to: &spec) }
        passHooks(in: &spec)
        spec.hookCall = ref(spec.nodes.keys.sorted().randomElement(using: &random)!)
    }

    /// Patches a plain objectGraph or prototype definition, then patches it again or detaches it.
    ///
    /// The definition keeps only its initializer: the rules do not say what a patched build runs
    /// of the configuration, so a patched definition has nothing there that it could run.
    private mutating func addPatches(to spec: inout WiringSpec) {
        let patchable = spec.nodes.keys.sorted().filter { node in
            !Ref.takesArgument(node) && [.objectGraph, .prototype].contains(spec.nodes[node]!.scope)
        }
        guard let node = patchable.randomElement(using: &random) else { return }
        spec.nodes[node]!.properties = []
        spec.nodes[node]!.methods = []
        spec.nodes[node]!.before = false
        spec.nodes[node]!.after = false
        spec.nodes[node]!.capture = nil
        var at = Int.random(in: 0...spec.steps.count, using: &random)
        spec.steps.insert(.patch(node), at: at)
        for _ in 0..<Int.random(in: 1...2, using: &random) {
            at = Int.random(in: at + 1...spec.steps.count, using: &random)
            spec.steps.insert(random.chance(1, in: 2) ? .patch(node) : .detach(node), at: at)
        }
    }

    /// Makes some references to definitions with an argument pass a hook instead: a new argument
    /// each call, so never to a definition on a cycle (each turn would build a new instance, for
    /// ever), nor to a weak singleton (the rules leave open when its argument goes).
    private mutating func passHooks(in spec: inout WiringSpec) {
        let reached = Self.reachedThroughReferences(spec.nodes)
        func pass(_ ref: inout Ref) {
            guard Ref.takesArgument(ref.node), spec.nodes[ref.node]!.scope != .weakSingleton,
                reached[ref.node] & (1 << ref.node) == 0
            else { return }
            ref.hook = random.chance(1, in: 3)
        }
        for node in spec.nodes.keys.sorted() {
            var definition = spec.nodes[node]!
            for index in definition.initializer.indices { pass(&definition.initializer[index]) }
            for index in definition.properties.indices { pass(&definition.properties[index].target) }
            for method in definition.methods.indices {
                for index in definition.methods[method].indices { pass(&definition.methods[method][index]) }
            }
            spec.nodes[node] = definition
        }
        for index in spec.steps.indices {
            guard case .resolve(var ref) = spec.steps[index] else { continue }
            pass(&ref)
            spec.steps[index] = .resolve(ref)
        }
    }

    /// For each definition, the definitions its references reach, directly or not, as a bit per
    /// definition, by definition.
    private static func reachedThroughReferences(_ nodes: [Int: NodeSpec]) -> [UInt32] {
        var edges = [UInt32](repeating: 0, count: Ref.universe)
        for (node, definition) in nodes {
            for ref in definition.references { edges[node] |= 1 << ref.node }
        }
        return edges.map { start in
            var (reached, grown) = (start, true)
            while grown {
                var next = reached
                for node in 0..<Ref.universe where reached & 1 << node != 0 { next |= edges[node] }
                (grown, reached) = (next != reached, next)
            }
            return reached
        }
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
        spec.awareness = awareness(noneOneIn: 2)
        spec.before = random.chance(1, in: 3)
        spec.after = random.chance(1, in: 3)
        return spec
    }

    /// Keeps most wirings from stopping with a cycle error.
    ///
    /// A reference to a definition whose initializer builds (directly or through what it builds)
    /// the referring definition makes the cycle error when reached, since that initializer is
    /// then running: most such properties by reference take the back-reference form, and most
    /// such initializer arguments, methods and properties by type are dropped. A few properties
    /// elsewhere take the back-reference form too.
    private mutating func avoidMostCycles(_ nodes: inout [Int: NodeSpec]) {
        let inside = Self.builtInsideInitializers(nodes)
        for owner in nodes.keys.sorted() {
            func refersBack(_ target: Ref) -> Bool { inside[target.node] & (1 << owner) != 0 }
            var definition = nodes[owner]!
            definition.initializer.removeAll { refersBack($0) && random.chance(7, in: 8) }
            definition.methods = definition.methods.map { arguments in
                arguments.filter { !refersBack($0) || random.chance(1, in: 8) }
            }
            .filter { !$0.isEmpty }
            definition.properties.removeAll { $0.byType && refersBack($0.target) && random.chance(7, in: 8) }
            for index in definition.properties.indices where !definition.properties[index].byType {
                definition.properties[index].backReference =
                    refersBack(definition.properties[index].target) ? random.chance(7, in: 8) : random.chance(1, in: 12)
            }
            nodes[owner] = definition
        }
    }

    /// For each definition, the definitions that may be built while its initializer runs (its
    /// arguments and everything they reach), as a bit per definition, by definition.
    private static func builtInsideInitializers(_ nodes: [Int: NodeSpec]) -> [UInt32] {
        var arguments = [UInt32](repeating: 0, count: Ref.universe)
        for (node, definition) in nodes {
            for ref in definition.initializer { arguments[node] |= 1 << ref.node }
        }
        let reached = reachedThroughReferences(nodes)
        return arguments.map { start in
            (0..<Ref.universe).reduce(start) { bits, node in start & 1 << node != 0 ? bits | reached[node] : bits }
        }
    }

    /// In one wiring of four, a subject whose two auto-injected properties are filled by plain
    /// definitions, handed to `inject(_:)` by one step.
    private mutating func addSubject(to spec: inout WiringSpec) {
        let plain = spec.nodes.keys.sorted().filter { !Ref.takesArgument($0) }
        guard !plain.isEmpty, random.chance(1, in: 4) else { return }
        spec.slots = [plain.randomElement(using: &random)!, plain.randomElement(using: &random)!]
        let subject = awareness(noneOneIn: 4)
        spec.steps.insert(.inject(subject), at: Int.random(in: 0...spec.steps.count, using: &random))
    }

    /// No call-back protocol one time in `denominator`, otherwise one or both.
    private mutating func awareness(noneOneIn denominator: Int) -> Awareness {
        random.chance(1, in: denominator)
            ? .none : [.injectionAware, .factoryAware, .both].randomElement(using: &random)!
    }

    /// Lists every target of a by-type injection or of a subject's property, some other plain
    /// definitions, and makes some listed singletons eager.
    private mutating func list(_ spec: inout WiringSpec) {
        let typedTargets = Set(spec.nodes.values.flatMap { $0.properties.filter(\.byType).map(\.target.node) })
        for node in spec.nodes.keys.sorted() where !Ref.takesArgument(node) {
            let needed = typedTargets.contains(node) || spec.slots.contains(node)
            spec.nodes[node]!.listed = needed || random.chance(1, in: 4)
            spec.nodes[node]!.eager = spec.nodes[node]!.scope == .singleton && random.chance(1, in: 2)
            spec.nodes[node]!.listed = spec.nodes[node]!.listed || spec.nodes[node]!.eager
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
