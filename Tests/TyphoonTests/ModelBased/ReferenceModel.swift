/// Where an instance keeps a reference it was given.
enum EdgeLabel: Hashable, CustomStringConvertible {
    /// The initializer's argument at that position.
    case initializer(Int)
    /// The property injected by reference at that position of the spec's properties.
    case property(Int)
    /// The property injected by type, named by the plain definition it holds.
    case typed(Int)
    /// The argument of a method injection.
    case method(Int, argument: Int)

    var description: String {
        switch self {
        case .initializer(let position): "initializer argument \(position)"
        case .property(let position): "property \(position)"
        case .typed(let node): "property by type \(Ref.name(node))"
        case .method(let method, let argument): "method \(method) argument \(argument)"
        }
    }
}

/// An instance the rules say is built, and the instance each of its references must be.
struct ModelInstance {
    let key: Ref
    var edges: [EdgeLabel: Int] = [:]
}

/// The error Docs/Behaviour.md, Cycles, requires: a reference reached an instance whose initializer is still running.
struct InitializerCycle: Error, Equatable {
    /// The definitions whose initializers are running, from the one reached again, then that one.
    let path: [Ref]

    /// The path as the engine's message spells it after the assembly's name: `c1() -> c2() -> c1()`.
    var spelled: String { path.map { Ref.methodName($0.node) }.joined(separator: " -> ") }
}

/// A wiring the test does not run because it builds too many instances (prototypes fan out).
struct TooManyInstances: Error {}

/// Docs/Behaviour.md's rules, interpreted over a spec, written from the document and not from the engine.
///
/// - objectGraph: one instance per definition and argument within one resolution.
/// - prototype: a new instance per reference, except that a reference to a prototype that is an
///   ancestor in the chain of references that led here gets that instance (§2). The chain of an
///   instance whose injections were deferred is the chain at which it was built.
/// - singleton, lazySingleton: one per factory; listed `eager` singletons are built at activation,
///   each as its own resolution, in listing order.
/// - weakSingleton: shared while reachable through strong references from a held root or a singleton.
/// - An instance first built while any initializer is running gets its injections once the
///   outermost initializer has returned, first in, first out (§4); reaching a definition whose
///   initializer is still running is the initializer-cycle error.
final class ReferenceModel {
    /// One link of the chain of references: the definition, and its instance once its initializer returned.
    private struct Frame {
        let key: Ref
        let instance: Int?
    }

    let spec: WiringSpec
    private let limit: Int
    private(set) var instances: [ModelInstance] = []
    private(set) var singletons: [Ref: Int] = [:]
    private var weakSingletons: [Ref: Int] = [:]
    private var pool: [Ref: Int] = [:]
    private(set) var held: [Int] = []
    private var runningInitializers = 0
    private var deferred: [(instance: Int, chain: [Frame])] = []

    init(_ spec: WiringSpec, limit: Int = 400) {
        self.spec = spec
        self.limit = limit
    }

    /// Builds the eager singletons; returns them in listing order.
    func activate() throws -> [Int] {
        try spec.listed.filter { spec.nodes[$0]!.eager }.map { try resolution(Ref(node: $0)) }
    }

    /// Resolves a root from outside and holds it.
    func resolve(_ ref: Ref) throws -> Int {
        let root = try resolution(ref)
        held.append(root)
        return root
    }

    /// Lets go of the oldest root; weak singletons no longer reachable are gone.
    func release() {
        guard !held.isEmpty else { return }
        held.removeFirst()
        let live = reachable()
        weakSingletons = weakSingletons.filter { live.contains($0.value) }
    }

    /// The instances reachable from the held roots and the singletons: those that must still be alive.
    func reachable() -> Set<Int> {
        var seen: Set<Int> = []
        var pending = held + singletons.values
        while let next = pending.popLast() {
            if seen.insert(next).inserted { pending += instances[next].edges.values }
        }
        return seen
    }

    private func resolution(_ ref: Ref) throws -> Int {
        pool = [:]
        defer { pool = [:] }
        return try reference(ref, chain: [])
    }

    private func reference(_ ref: Ref, chain: [Frame]) throws -> Int {
        let scope = spec.nodes[ref.node]!.scope
        let existing: Int? =
            switch scope {
            case .objectGraph: pool[ref]
            case .singleton, .lazySingleton: singletons[ref]
            case .weakSingleton: weakSingletons[ref]
            case .prototype: chain.last { $0.key == ref }?.instance
            }
        if let existing { return existing }
        if let running = chain.firstIndex(where: { $0.key == ref && $0.instance == nil }) {
            throw InitializerCycle(path: chain[running...].map(\.key) + [ref])
        }
        return try build(ref, scope: scope, chain: chain)
    }

    private func build(_ ref: Ref, scope: ModelScope, chain: [Frame]) throws -> Int {
        let definition = spec.nodes[ref.node]!
        runningInitializers += 1
        let inside = chain + [Frame(key: ref, instance: nil)]
        let arguments = try definition.initializer.map { try reference($0, chain: inside) }
        runningInitializers -= 1
        let id = instances.count
        guard id < limit else { throw TooManyInstances() }
        var instance = ModelInstance(key: ref)
        for (position, argument) in arguments.enumerated() { instance.edges[.initializer(position)] = argument }
        instances.append(instance)
        register(id, ref, scope)
        let own = chain + [Frame(key: ref, instance: id)]
        if runningInitializers > 0 {
            deferred.append((id, own))
        } else {
            try drain()
            try inject(id, chain: own)
        }
        return id
    }

    private func register(_ id: Int, _ ref: Ref, _ scope: ModelScope) {
        switch scope {
        case .objectGraph: pool[ref] = id
        case .singleton, .lazySingleton: singletons[ref] = id
        case .weakSingleton: weakSingletons[ref] = id
        case .prototype: break
        }
    }

    private func drain() throws {
        while !deferred.isEmpty {
            let next = deferred.removeFirst()
            try inject(next.instance, chain: next.chain)
        }
    }

    /// Property injections, then method injections, each reference resolved in the instance's chain.
    private func inject(_ id: Int, chain: [Frame]) throws {
        let definition = spec.nodes[instances[id].key.node]!
        for (position, property) in definition.properties.enumerated() {
            let target = try reference(property.target, chain: chain)
            instances[id].edges[property.byType ? .typed(property.target.node) : .property(position)] = target
        }
        for (method, arguments) in definition.methods.enumerated() {
            for (position, argument) in arguments.enumerated() {
                instances[id].edges[.method(method, argument: position)] = try reference(argument, chain: chain)
            }
        }
    }
}

extension Ref {
    init(node: Int) { self.init(node: node, argument: nil) }
}
