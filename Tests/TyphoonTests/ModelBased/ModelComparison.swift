import TyphoonAutoInjection

/// A difference between what the engine built and what the reference model says, in words.
struct Mismatch: Error, CustomStringConvertible {
    let description: String
}

/// Runs a spec against the engine step by step and compares each step with the reference model:
/// the identity structure of the built graph (a bijection between built nodes and model instances
/// that respects every reference), how many nodes each step builds, what each initializer's
/// arguments had received when it got them, every event of the step in order (initializers,
/// call-backs, injections), what each hook's call got, how many hooks are alive after the step,
/// and which nodes stay alive; once the case is let go, that every hook made went.
///
/// Where the model says a step stops with a cycle error, the comparison says so on standard error
/// (``ChildProcess/stopMarker``) and makes the call: it must not return. Such a spec runs in a
/// child process, which the engine's stop ends.
final class ModelComparison {
    private let spec: WiringSpec
    private let run: ModelRun
    private let assembly: ModelAssembly
    private var held: [ModelNode] = []
    /// What the hooks' calls of the running step got.
    private var hookResults: [ModelNode] = []
    /// The bijection: model instance to node serial number, and back.
    private var serialOf: [Int: Int] = [:]
    private var instanceOf: [Int: Int] = [:]

    private var model: ReferenceModel { run.model }

    private init(_ spec: WiringSpec, _ run: ModelRun) {
        self.spec = spec
        self.run = run
        assembly = ModelAssembly(spec: spec)
    }

    /// What is wrong with the engine on this spec, or `nil` when it behaves as the model says.
    ///
    /// - Parameters:
    ///   - spec: The wiring and its steps.
    ///   - run: The model's run of the spec, if it was made already.
    /// - Returns: The first difference found.
    static func mismatch(in spec: WiringSpec, run: ModelRun? = nil) -> Mismatch? {
        let run = run ?? ModelRun(spec)
        guard run.verdict != .unjudged else { return Mismatch(description: "the model does not judge this spec") }
        CaseDeadline.restart()
        let counts: HookCounts
        let found: Mismatch?
        do {
            // Let go of at the end of this block, with the assembly and what its factory keeps.
            let comparison = ModelComparison(spec, run)
            counts = comparison.assembly.hookCounts
            found = comparison.compareAndTearDown()
        }
        let (made, released) = (counts.made.load(ordering: .relaxed), counts.released.load(ordering: .relaxed))
        guard found == nil, made != released else { return found }
        return Mismatch(description: "\(made) hooks were made, but \(released) went once the case was let go")
    }

    private func compareAndTearDown() -> Mismatch? {
        defer { tearDown() }
        do {
            try compare()
            return nil
        } catch let mismatch as Mismatch {
            return mismatch
        } catch {
            return Mismatch(description: "the comparison stopped with \(error)")
        }
    }

    private func compare() throws {
        var records = run.records.makeIterator()
        try step(
            "activation", records.next(),
            engine: {
                assembly.activate()
                takeHookResults()
            }
        ) { eager in
            eager.map { self.assembly.resolve(self.model.instances[$0].key) }
        }
        for step in spec.steps {
            let record = records.next()
            switch step {
            case .resolve(let ref):
                try self.step("\(step)", record, engine: { resolve(ref) }) { _ in [self.held.last!] }
            case .inject(let awareness):
                try self.step("\(step)", record, engine: { try inject(awareness) }) { _ in [self.held.last!] }
            case .patch(let node):
                try self.step(
                    "\(step)", record,
                    engine: {
                        let root = assembly.patchStep(node)
                        takeHookResults()
                        held.append(root)
                    }
                ) { _ in [self.held.last!] }
            case .detach(let node):
                try self.step(
                    "\(step)", record,
                    engine: {
                        assembly.detachStep(node)
                        takeHookResults()
                    }
                ) { _ in [] }
            case .release:
                let released = assembly.hookCounts.released.load(ordering: .relaxed)
                if !held.isEmpty { held.removeFirst() }
                guard assembly.hookCounts.released.load(ordering: .relaxed) == released else {
                    throw Mismatch(description: "releasing the oldest root let go of a hook")
                }
                guard case .released(let reachable) = record else { return }
                try letUnreachableNodesGo(reachable)
            }
        }
    }

    /// Resolves a root and holds it, after what the hooks its resolution let go of got.
    private func resolve(_ ref: Ref) {
        let root = assembly.resolve(ref)
        takeHookResults()
        held.append(root)
    }

    private func inject(_ awareness: Awareness) throws {
        let subject = ModelSubject.make(awareness, journal: assembly.journal)
        do {
            try assembly.inject(subject)
        } catch {
            throw Mismatch(description: "inject(_:) threw: \(error)")
        }
        takeHookResults()
        held.append(subject)
    }

    /// Holds what the hooks' calls got, as the model does, in the order the calls began.
    private func takeHookResults() {
        hookResults += assembly.hookResults
        held += assembly.hookResults
        assembly.hookResults = []
    }

    /// Runs one step on the engine, then checks the graph from the step's roots (`roots` gives
    /// the built ones, without building anything), the count of new nodes, what each
    /// initializer's arguments had received, and the step's events in order, against the
    /// model's record of the step; without a record, the model says the step stops.
    private func step(
        _ name: String, _ record: ModelRun.Record?, engine runEngine: () throws -> Void,
        roots: ([Int]) -> [ModelNode]
    ) throws {
        guard case .built(let ids, let instances, let events, let hooks, let liveHooks) = record else {
            ChildProcess.announceStop()
            try runEngine()
            throw Mismatch(description: "\(name) returned; the model says it stops with \(run.verdict.stop!)")
        }
        let (nodesBefore, eventsBefore) = (assembly.journal.count, assembly.journal.log.count)
        let counts = assembly.hookCounts
        hookResults = []
        try runEngine()
        let built = assembly.journal.count - nodesBefore
        for (root, object) in zip(ids, roots(ids)) {
            try match(root, object, path: "\(name): \(model.instances[root].key)")
        }
        guard hookResults.count == hooks.count else {
            throw Mismatch(description: "\(name): \(hookResults.count) hooks' calls ran; the model says \(hooks.count)")
        }
        for (index, (id, object)) in zip(model.hookResults[hooks], hookResults).enumerated() {
            try match(id, object, path: "\(name): hook call \(index + 1), \(model.instances[id].key)")
        }
        guard built == instances.count else {
            throw Mismatch(description: "\(name) built \(built) instances; the model says \(instances.count)")
        }
        guard assembly.journal.count == nodesBefore + built else {
            throw Mismatch(description: "after \(name), asking again for its singletons built new instances")
        }
        try checkArguments(of: instances, name)
        try checkEvents(engine: assembly.journal.log[eventsBefore...], model: model.log[events], name)
        let live = counts.made.load(ordering: .relaxed) - counts.released.load(ordering: .relaxed)
        guard live == liveHooks else {
            throw Mismatch(
                description: "after \(name), \(live) hooks are alive; the model says \(liveHooks) (the arguments "
                    + "of singletons and the installed patches' closures)")
        }
    }

    /// Walks the built graph and the model's together from a root, extending the bijection.
    private func match(_ root: Int, _ object: ModelNode, path: String) throws {
        var pending = [(root, object, path)]
        var visited: Set<Int> = []
        while let (id, object, path) = pending.popLast() {
            try pair(id, object, path)
            guard visited.insert(id).inserted else { continue }
            // In a fixed order, so that a seed fails the same way in every process.
            for (label, target) in model.instances[id].edges.sorted(by: { $0.key.description < $1.key.description }) {
                let key = model.instances[target].key
                guard let child = object.child(label) else {
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
        let patch = model.instances[id].patch
        guard object.patch == patch else {
            let wanted = patch.map { "the stub of patch \($0 + 1)" } ?? "built by its definition"
            let got = object.patch.map { "the stub of patch \($0 + 1)" } ?? "one built by its definition"
            throw Mismatch(description: "\(path) must be \(wanted), but the engine gave \(got)")
        }
        serialOf[id] = object.serial
        instanceOf[object.serial] = id
    }

    /// Each new instance's initializer got its arguments with the injections the model says they
    /// had received by then (all of them, unless an argument is itself being built higher up).
    private func checkArguments(of ids: Range<Int>, _ name: String) throws {
        for id in ids {
            guard let node = serialOf[id].flatMap(assembly.journal.node) else { continue }
            let expected = model.instances[id].argumentStates
            let observed = node.argumentStates
            for (position, state) in expected.enumerated()
            where position >= observed.count || observed[position] != state {
                let argument = model.instances[id].edges[.initializer(position)].map { "\(model.instances[$0].key)" }
                let received = position < observed.count ? Self.list(observed[position]) : "nothing"
                throw Mismatch(
                    description: "\(name): \(model.instances[id].key)'s initializer received \(argument ?? "?") "
                        + "(argument \(position)) with \(received) set; the model says \(Self.list(state))")
            }
        }
    }

    private static func list(_ labels: Set<EdgeLabel>) -> String {
        "[" + labels.map(\.description).sorted().joined(separator: ", ") + "]"
    }

    /// The step's events, engine's and model's, are the same sequence.
    private func checkEvents(
        engine: ArraySlice<(serial: Int, event: NodeEvent)>,
        model expected: ArraySlice<(instance: Int, event: NodeEvent)>,
        _ name: String
    ) throws {
        let observed = engine.map { (instance: instanceOf[$0.serial], event: $0.event, serial: $0.serial) }
        let wanted = Array(expected)
        let count = max(observed.count, wanted.count)
        guard
            let first = (0..<count).first(where: { index in
                index >= observed.count || index >= wanted.count || observed[index].instance != wanted[index].instance
                    || observed[index].event != wanted[index].event
            })
        else { return }
        func engineEvent(_ index: Int) -> String {
            guard index < observed.count else { return "nothing" }
            guard let instance = observed[index].instance else {
                return "an instance the model does not have (serial \(observed[index].serial))"
            }
            return describe(instance, observed[index].event)
        }
        func modelEvent(_ index: Int) -> String {
            index < wanted.count ? describe(wanted[index].instance, wanted[index].event) : "nothing"
        }
        let window = max(0, first - 8)..<min(count, first + 4)
        let (engineWindow, modelWindow) = (window.map(engineEvent), window.map(modelEvent))
        throw Mismatch(
            description: "\(name): event \(first + 1) is \(engineEvent(first)); the model says \(modelEvent(first))."
                + "\n    engine, from event \(window.lowerBound + 1): [\(engineWindow.joined(separator: "; "))]"
                + "\n    model,  from event \(window.lowerBound + 1): [\(modelWindow.joined(separator: "; "))]")
    }

    private func describe(_ instance: Int, _ event: NodeEvent) -> String {
        let key = model.instances[instance].key
        return "\(key)#\(instance) \(event.describe(spec.nodes[key.node]))"
    }

    /// After a root is let go: breaks the reference cycles of the nodes nothing holds any more, so
    /// that they are freed unless the container keeps them, then checks that none is kept (an
    /// object graph retains nothing afterwards, a weak singleton is held weakly).
    private func letUnreachableNodesGo(_ reachable: Set<Int>) throws {
        let unreachable = serialOf.filter { !reachable.contains($0.key) }
        for serial in unreachable.values { assembly.journal.node(serial)?.clear() }
        for (id, serial) in unreachable.sorted(by: { $0.key < $1.key }) where assembly.journal.node(serial) != nil {
            let scope = spec.nodes[model.instances[id].key.node]?.scope.rawValue ?? "handed to inject(_:)"
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
        assembly.hooksCall = false
        held = []
        hookResults = []
        assembly.hookResults = []
        for node in assembly.journal.living { node.clear() }
    }
}

extension ModelNode {
    var ref: Ref { Ref(node: kind, argument: argument) }

    /// The node kept where the label says.
    func child(_ label: EdgeLabel) -> ModelNode? {
        switch label {
        case .initializer(let position): position < initialized.count ? initialized[position] : nil
        case .property(let position): references[position]
        case .typed(let node): typed(node)
        case .method(let method, let argument):
            methodArguments[method].flatMap { argument < $0.count ? $0[argument] : nil }
        case .wrapper(let index): (self as? ModelSubject)?.wrapped(index)
        }
    }
}
