import Typhoon

/// A difference between what the engine built and what the reference model says, in words.
struct Mismatch: Error, CustomStringConvertible {
    let description: String
}

/// Runs a spec against the engine step by step and compares each step with the reference model:
/// the identity structure of the built graph (a bijection between built nodes and model instances
/// that respects every reference), how many nodes each step builds, which nodes stay alive, and
/// the call-backs and injections each node received.
final class ModelComparison {
    private let spec: WiringSpec
    private let model: ReferenceModel
    private let assembly: ModelAssembly
    private var held: [ModelNode] = []
    /// The bijection: model instance to node serial number, and back.
    private var serialOf: [Int: Int] = [:]
    private var instanceOf: [Int: Int] = [:]

    private init(_ spec: WiringSpec) {
        self.spec = spec
        model = ReferenceModel(spec)
        assembly = ModelAssembly(spec: spec)
    }

    /// What is wrong with the engine on this spec, or `nil` when it behaves as the model says.
    ///
    /// The spec must be one the model runs without an error (see ``ReferenceModel``).
    static func mismatch(in spec: WiringSpec) -> Mismatch? {
        let comparison = ModelComparison(spec)
        defer { comparison.tearDown() }
        do {
            try comparison.run()
            return nil
        } catch let mismatch as Mismatch {
            return mismatch
        } catch {
            return Mismatch(description: "the model stopped with \(error), which the spec should have excluded")
        }
    }

    private func run() throws {
        try step("activation") {
            let eager = try model.activate()
            assembly.activate()
            return eager
        } roots: { eager in
            eager.map { self.assembly.resolve(self.model.instances[$0].key) }
        }
        for step in spec.steps {
            switch step {
            case .resolve(let ref):
                try self.step("\(step)") {
                    let root = try model.resolve(ref)
                    held.append(assembly.resolve(ref))
                    return [root]
                } roots: { _ in
                    [self.held.last!]
                }
            case .release:
                model.release()
                if !held.isEmpty { held.removeFirst() }
                try letUnreachableNodesGo()
            }
        }
    }

    /// Runs one step on both sides, then checks the count of new nodes, the graph from the
    /// step's roots (`roots` gives the built ones, without building anything), and the events of
    /// every node.
    private func step(_ name: String, _ perform: () throws -> [Int], roots: ([Int]) -> [ModelNode]) throws {
        let (nodesBefore, instancesBefore) = (assembly.journal.count, model.instances.count)
        let ids = try perform()
        let built = assembly.journal.count - nodesBefore
        let expected = model.instances.count - instancesBefore
        guard built == expected else {
            throw Mismatch(description: "\(name) built \(built) instances; the model says \(expected)")
        }
        let objects = roots(ids)
        guard assembly.journal.count == nodesBefore + built else {
            throw Mismatch(description: "after \(name), asking again for its singletons built new instances")
        }
        for (root, object) in zip(ids, objects) {
            try match(root, object, path: "\(name): \(model.instances[root].key)")
        }
        try checkEvents()
    }

    /// Walks the built graph and the model's together from a root, extending the bijection.
    private func match(_ root: Int, _ object: ModelNode, path: String) throws {
        var pending = [(root, object, path)]
        var visited: Set<Int> = []
        while let (id, object, path) = pending.popLast() {
            try pair(id, object, path)
            guard visited.insert(id).inserted else { continue }
            for (label, target) in model.instances[id].edges {
                let key = model.instances[target].key
                guard let child = object.child(label, spec.nodes[object.kind]!) else {
                    throw Mismatch(description: "\(path) › \(label) is empty; the model says \(key)")
                }
                pending.append((target, child, "\(path) › \(label) (\(key))"))
            }
        }
    }

    private func pair(_ id: Int, _ object: ModelNode, _ path: String) throws {
        let key = model.instances[id].key
        if let serial = serialOf[id] {
            guard serial == object.serial else {
                throw Mismatch(
                    description: "\(path) must be the \(key) seen before (model instance #\(id)), "
                        + "but the engine gave another instance")
            }
            return
        }
        if let other = instanceOf[object.serial] {
            throw Mismatch(
                description: "\(path) must be a new \(key) (model instance #\(id)), but the engine gave "
                    + "the \(model.instances[other].key) seen before (model instance #\(other))")
        }
        guard object.kind == key.node, object.argument == key.argument else {
            throw Mismatch(description: "\(path) must be a \(key), but the engine gave \(object.ref)")
        }
        serialOf[id] = object.serial
        instanceOf[object.serial] = id
    }

    /// Every node alive has had each call-back and injection of its definition exactly once, in order.
    private func checkEvents() throws {
        for (id, serial) in serialOf {
            guard let object = assembly.journal.node(serial) else { continue }
            let expected = Self.events(of: spec.nodes[object.kind]!)
            let events = object.events
            let ordered = zip(events, events.dropFirst()).allSatisfy { $0.phase <= $1.phase }
            guard ordered, Self.counted(events) == Self.counted(expected) else {
                throw Mismatch(
                    description: "\(model.instances[id].key) (model instance #\(id)) received \(events); "
                        + "Docs/Behaviour.md says exactly \(expected), in that order of steps")
            }
        }
    }

    private static func counted(_ events: [NodeEvent]) -> [NodeEvent: Int] {
        Dictionary(events.map { ($0, 1) }, uniquingKeysWith: +)
    }

    private static func events(of definition: NodeSpec) -> [NodeEvent] {
        var events: [NodeEvent] = definition.aware ? [.willInject] : []
        if definition.before { events.append(.before) }
        events += Array(repeating: .property, count: definition.properties.count)
        events += Array(repeating: .method, count: definition.methods.count)
        if definition.after { events.append(.after) }
        if definition.aware { events.append(.didInject) }
        return events
    }

    /// After a root is let go: breaks the reference cycles of the nodes nothing holds any more, so
    /// that they are freed unless the container keeps them, then checks that none is kept (an
    /// object graph retains nothing afterwards, a weak singleton is held weakly).
    private func letUnreachableNodesGo() throws {
        let reachable = model.reachable()
        let unreachable = serialOf.filter { !reachable.contains($0.key) }
        for serial in unreachable.values { assembly.journal.node(serial)?.clear() }
        for (id, serial) in unreachable.sorted(by: { $0.key < $1.key }) where assembly.journal.node(serial) != nil {
            let scope = spec.nodes[model.instances[id].key.node]!.scope
            throw Mismatch(
                description: "after the oldest root was released, \(model.instances[id].key) (\(scope), model "
                    + "instance #\(id)) is still alive though nothing outside the container holds it")
        }
        for (id, serial) in serialOf where reachable.contains(id) && assembly.journal.node(serial) == nil {
            throw Mismatch(description: "\(model.instances[id].key) (model instance #\(id)) was freed while held")
        }
    }

    /// Breaks every reference cycle the case made, so that thousands of cases do not grow memory.
    private func tearDown() {
        held = []
        for node in assembly.journal.living { node.clear() }
    }
}

extension ModelNode {
    var ref: Ref { Ref(node: kind, argument: argument) }

    /// The node kept where the label says, per this node's definition.
    func child(_ label: EdgeLabel, _ definition: NodeSpec) -> ModelNode? {
        switch label {
        case .initializer(let position): position < initialized.count ? initialized[position] : nil
        case .property(let position): references[position]
        case .typed(let node): typed(node)
        case .method(let method, let argument):
            methodArguments[method].flatMap { argument < $0.count ? $0[argument] : nil }
        }
    }
}
