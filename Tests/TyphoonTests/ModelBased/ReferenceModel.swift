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
    /// A subject's auto-injected property `s0` or `s1`.
    case wrapper(Int)

    var description: String {
        switch self {
        case .initializer(let position): "initializer argument \(position)"
        case .property(let position): "property \(position)"
        case .typed(let node): "property by type \(Ref.name(node))"
        case .method(let method, let argument): "method \(method) argument \(argument)"
        case .wrapper(let index): "wrapper s\(index)"
        }
    }

    var isInjection: Bool {
        if case .initializer = self { return false }
        return true
    }
}

/// An instance the rules say is built, and the instance each of its references must be.
struct ModelInstance {
    let key: Ref
    /// The patch step whose stub this is (counted from 0), `nil` for a build of the definition.
    var patch: Int?
    var edges: [EdgeLabel: Int] = [:]
    /// Which injections each initializer argument had received when the initializer got it.
    var argumentStates: [Set<EdgeLabel>] = []
}

/// How a reference is made, which decides the error when it reaches an initializer still running.
enum ReferenceSite {
    case root, initializer, property, backReference, typedProperty, method, wrapper
}

/// The rules of the container (Docs/Behaviour.md, Order of a build; Docs/Behaviour.md, Scopes;
/// Docs/Behaviour.md, Cycles; Docs/Behaviour.md, Auto-injection), interpreted over a spec, written
/// from the rules and not from the engine.
///
/// - Order of one build: the initializer (each argument built completely first), then at once
///   will-inject, before call-backs, properties in declaration order, methods. So an argument
///   arrives injected, unless it is itself being built higher up the chain.
/// - After call-backs (`performAfterInjections`, then set-factory, then did-inject) run when the
///   outermost call of the resolution ends, for every instance it built, in the order their
///   injections finished.
/// - A component is being built from its initializer's start to the end of its injections; a
///   reference to a non-prototype being built gets that instance. A reference to a component
///   whose initializer is still running is the cycle error naming the path (from an
///   initializer, from a property injected with `with:`, whose message names the back-reference
///   form, or from another injection).
/// - prototype: a new instance per reference, except that a reference made by the prototype's
///   own injections (depth 0) or by a component its build is building directly (depth 1) gets
///   the one being built. A deeper reference builds a new one, also when the chain holds several
///   instances of it (same arguments), unless the chain repeats for ever, the cycle error naming
///   one turn: every component between an earlier instance and the reference is a prototype and
///   the reference is made by the same call (definition, arguments, initializer running or not)
///   as the one that referred to that instance (named from that call to this one); or the chain
///   ends with the same turn twice, the same definitions made by the same reference (the n-th
///   reference of the one before) at the same stage (named from the instance it would repeat).
/// - A property in the back-reference form runs in its place when no initializer is running;
///   otherwise it waits until the outermost initializer running returns. Only a running
///   initializer makes it wait, so whenever none runs, every waiting one runs, oldest first, each
///   leaving the queue before it runs: one that builds a component whose initializer returns lets
///   the next ones run there, before that component's injections. It is made as if in its place:
///   from the chain that led to its instance (for the prototype rule), and its instance's
///   injections finished when the others did, so its turn for after call-backs does not move.
/// - objectGraph: one instance per definition and argument within one resolution;
///   singleton, lazySingleton: one per factory, listed `eager` singletons built at activation,
///   each as its own resolution, in listing order; weakSingleton: shared while reachable
///   through strong references from a held root or a singleton.
/// - `inject(_:)` of a subject (a class no definition builds): will-inject, its auto-injected
///   properties filled by type in declaration order, then set-factory and did-inject at the end.
/// - Hooks (Docs/Behaviour.md, Lifetime): a reference that passes a hook as its run-time argument
///   is a new argument set, so a new instance in every scope. Each build of a definition whose
///   configuration captures a hook makes one that its closure touches; the rules leave open
///   whether the first call runs the configuration once more to learn the scope, so a hook no
///   closure touched does not call, and the model counts only the others (a step's hooks alive
///   after it do not depend on it). What a resolution made goes once it has ended (after its
///   after call-backs), except the argument of a singleton, which the factory keeps. A patch's
///   closure goes when the call of a later patch of its definition ends, or its detach. Each hook
///   that goes calls the wiring's hook call, unless it was made inside another hook's call: a
///   resolution of its own, which sees nothing of the one that ended; what it got is held like
///   a root. The rules leave open in which order one resolution's hooks go, so every hook calls
///   the same definition, and what they got is in the order their calls began.
/// - A patched definition (plain, objectGraph or prototype, without injections or call-backs, so
///   that what a patched build runs of the configuration does not matter) gives the patch's stub,
///   in its scope, from the patch step until its detach or the next patch; the patch's own call
///   gets one (Docs/Behaviour.md, Patching and testing).
final class ReferenceModel {
    /// One component on the chain of references: its definition, which build it is, and which
    /// reference of the component before it made it (counted from 1).
    private struct Frame {
        let key: Ref
        let build: Int
        let isPrototype: Bool
        let ordinal: Int
    }

    /// A property in the back-reference form, waiting for the outermost initializer to return.
    private struct Waiting {
        let instance: Int
        let position: Int
        /// The chain that led to the instance, in which the reference is made.
        let chain: [Frame]
    }

    let spec: WiringSpec
    private let limit: Int
    private(set) var instances: [ModelInstance] = []
    /// Every event the rules say happens, in order: (model instance, event).
    private(set) var log: [(instance: Int, event: NodeEvent)] = []
    private(set) var singletons: [Ref: Int] = [:]
    private var weakSingletons: [Ref: Int] = [:]
    private var pool: [Ref: Int] = [:]
    private(set) var held: [Int] = []
    private var subjects: [Int: Awareness] = [:]
    private var runningInitializers = 0
    /// The rules this run applied where a broken engine would differ.
    private(set) var rules: Set<ModelRule> = []
    private var waiting: [Waiting] = []
    /// The instance of each build, by build number, once its initializer returned (-1 before).
    private var instanceOfBuild: [Int] = []
    /// How many references each build has made, by build number.
    private var referencesOfBuild: [Int] = []
    /// The instances of this resolution whose injections finished, in that order.
    private var finished: [Int] = []
    /// The hooks the running resolution made and lets go when it ends: where each was made, and
    /// whether it calls.
    private var kept: [(place: HookPlace, calls: Bool)] = []
    /// How many hooks' calls are running: hooks made meanwhile do not call.
    private var hookDepth = 0
    private(set) var hooksMade = 0
    private(set) var hooksReleased = 0
    /// What each hook's call got, in the order the calls began.
    private(set) var hookResults: [Int] = []
    /// The patch step (counted from 0) each patched definition has now, and how many ran.
    private var patches: [Int: Int] = [:]
    private var patchSteps = 0
    /// Singletons built for an argument that is a hook: the factory keeps them, no call finds them.
    private var keptByArgument: [Int] = []

    init(_ spec: WiringSpec, limit: Int = 400) {
        self.spec = spec
        self.limit = limit
    }

    /// Builds the eager singletons, each as its own resolution; returns them in listing order.
    func activate() throws -> [Int] {
        try spec.listed.filter { spec.nodes[$0]!.eager }.map { node in
            try resolution { try reference(Ref(node: node), chain: [], site: .root) }
        }
    }

    /// Resolves a root from outside and holds it.
    func resolve(_ ref: Ref) throws -> Int {
        let root = try resolution { try reference(ref, chain: [], site: .root) }
        held.append(root)
        return root
    }

    /// Makes a subject and hands it to `inject(_:)`, then holds it.
    func inject(_ awareness: Awareness) throws -> Int {
        let subject = try newInstance(ModelInstance(key: Ref(node: Ref.subject)))
        subjects[subject] = awareness
        rules.insert(.subjectInjected)
        do {
            _ = try resolution { try injectSubject(subject, awareness) }
        } catch is CycleStop {
            throw Unjudged(reason: "a cycle inside inject(_:), which may throw it instead of stopping")
        }
        held.append(subject)
        return subject
    }

    /// Patches a plain definition with a stub, whose closure captures a new hook.
    ///
    /// The closure given to `patch` calls the definition, in a resolution of its own, which gets the stub;
    /// the patch it replaces goes when that call ends. Returns the stub, held like a root.
    func patch(_ node: Int) throws -> Int {
        let definition = spec.nodes[node]!
        guard !Ref.takesArgument(node), definition.scope == .objectGraph || definition.scope == .prototype,
            definition.properties.isEmpty, definition.methods.isEmpty, !definition.before, !definition.after,
            definition.capture == nil
        else { throw Unjudged(reason: "a patched definition that runs configuration the rules do not say about") }
        let stub = try resolution {
            hooksMade += 1
            if patches.updateValue(patchSteps, forKey: node) != nil { kept.append((.replacedPatch, hookDepth == 0)) }
            patchSteps += 1
            return try reference(Ref(node: node), chain: [], site: .root)
        }
        held.append(stub)
        return stub
    }

    /// Detaches the definition's patch, if it has one; its closure goes when the step has returned.
    func detach(_ node: Int) throws {
        guard patches.removeValue(forKey: node) != nil else { return }
        try release([(.replacedPatch, true)], after: [:])
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
        var pending = held + singletons.values + keptByArgument
        while let next = pending.popLast() {
            if seen.insert(next).inserted { pending += instances[next].edges.values }
        }
        return seen
    }

    // MARK: Resolutions

    /// One outermost call: its object graph, then the after call-backs of what it built, then
    /// the hooks it made go.
    private func resolution(_ body: () throws -> Int) throws -> Int {
        pool = [:]
        finished = []
        kept = []
        defer { pool = [:] }
        let root = try body()
        let afterCallBacks = finished.contains(where: hasAfterCallBacks)
        runAfterCallBacks()
        let (ended, made) = (pool, kept)
        pool = [:]
        kept = []
        if afterCallBacks && made.contains(where: \.calls) && spec.hookCall != nil {
            rules.insert(.hookCalledAfterTheAfterCallBacks)
        }
        try release(made, after: ended)
        return root
    }

    /// Hooks go: each that calls runs the wiring's hook call as a resolution of its own.
    ///
    /// What a call got is held like a root. `ended` is the object graph of the resolution that made them.
    private func release(_ hooks: [(place: HookPlace, calls: Bool)], after ended: [Ref: Int]) throws {
        hooksReleased += hooks.count
        guard let target = spec.hookCall else { return }
        for hook in hooks where hook.calls {
            rules.insert(hook.place.rule)
            if spec.nodes[target.node]!.scope == .objectGraph && ended[target] != nil {
                rules.insert(.hookBuiltTheEndedGraphsInstanceAnew)
            }
            let scope = spec.nodes[target.node]!.scope
            if patches[target.node] != nil {
                rules.insert(.hookGotThePatch)
            } else if scope.isSingleton && singletons[target] != nil {
                rules.insert(.hookGotTheSingleton)
            } else if scope == .weakSingleton && weakSingletons[target] != nil {
                rules.insert(.hookGotTheHeldWeakSingleton)
            }
            hookDepth += 1
            defer { hookDepth -= 1 }
            let got = try resolution { try reference(target, chain: [], site: .root) }
            held.append(got)
            hookResults.append(got)
        }
    }

    /// A new hook, which calls unless it is made inside a hook's call.
    private func makeHook(_ place: HookPlace, keptUntilTheEnd: Bool = true) {
        hooksMade += 1
        if keptUntilTheEnd { kept.append((place, hookDepth == 0)) }
    }

    private func runAfterCallBacks() {
        if finished.filter(hasAfterCallBacks).count > 1 { rules.insert(.afterCallBacksAtTheEnd) }
        for id in finished {
            let (after, awareness) = callBacks(of: id)
            let wrappers: [NodeEvent] = subjects[id] == nil ? [] : [.wrappersFilled(spec.slots.count)]
            if after { note(id, .after) }
            if awareness.factory { ([.setFactory] + wrappers).forEach { note(id, $0) } }
            if awareness.injection { ([.didInject] + wrappers).forEach { note(id, $0) } }
        }
        finished = []
    }

    private func hasAfterCallBacks(_ id: Int) -> Bool {
        let (after, awareness) = callBacks(of: id)
        return after || awareness != .none
    }

    private func callBacks(of id: Int) -> (after: Bool, awareness: Awareness) {
        if let awareness = subjects[id] { return (false, awareness) }
        let definition = spec.nodes[instances[id].key.node]!
        return (definition.after, definition.awareness)
    }

    // MARK: References

    private func reference(_ ref: Ref, chain: [Frame], site: ReferenceSite) throws -> Int {
        var ordinal = 0
        if let referrer = chain.last {
            referencesOfBuild[referrer.build] += 1
            ordinal = referencesOfBuild[referrer.build]
        }
        let scope = spec.nodes[ref.node]!.scope
        if ref.hook {
            guard scope != .weakSingleton else {
                throw Unjudged(reason: "when a weak singleton's argument goes after its release is left open")
            }
            makeHook(.argument, keptUntilTheEnd: !scope.isSingleton)
        }
        if let patch = patches[ref.node] { return try stub(ref, scope, patch) }
        // A hook is an argument no other call passed: nothing can be found for it.
        if ref.hook { return try build(ref, scope, chain, ordinal) }
        if scope == .prototype {
            if let found = try prototypeOnChain(ref, chain, site, ordinal: ordinal) { return found }
        } else {
            if let existing = shared(ref, scope) { return existing }
            // On the chain but not registered yet: its initializer is still running.
            if let running = chain.lastIndex(where: { $0.key == ref }) {
                throw stop(site, path: chain[running...].map(\.key) + [ref])
            }
        }
        return try build(ref, scope, chain, ordinal)
    }

    private func shared(_ ref: Ref, _ scope: ModelScope) -> Int? {
        switch scope {
        case .objectGraph: pool[ref]
        case .singleton, .lazySingleton: singletons[ref]
        case .weakSingleton: weakSingletons[ref]
        case .prototype: nil
        }
    }

    /// The prototype being built that a reference gets (depth 0 or 1), `nil` for a new one, or
    /// the error of a chain of prototypes that repeats for ever.
    private func prototypeOnChain(
        _ ref: Ref, _ chain: [Frame], _ site: ReferenceSite, ordinal: Int
    ) throws -> Int? {
        for index in chain.indices.suffix(2).reversed() where chain[index].key == ref {
            let instance = instanceOfBuild[chain[index].build]
            guard instance >= 0 else { throw stop(site, path: chain[index...].map(\.key) + [ref]) }
            if index < chain.count - 1 { rules.insert(.prototypeFoundOneLevelDown) }
            return instance
        }
        let earlier = chain.indices.filter { chain[$0].key == ref }
        guard let nearest = earlier.last else { return nil }
        // Prototypes alone since an earlier instance, and the same call referring: the next turn
        // starts where that one did, so it is this one again.
        let referrer = chain[chain.count - 1]
        for index in earlier.reversed() where chain[index...].allSatisfy(\.isPrototype) {
            guard index > 0, isSameCall(chain[index - 1], referrer) else { continue }
            rules.insert(.prototypeChainStops)
            throw CycleStop(kind: .prototypes, path: chain[(index - 1)...].map(\.key))
        }
        if let start = repeatedTurn(ref, chain, ordinal: ordinal) {
            rules.insert(.prototypeChainStops)
            throw CycleStop(kind: .prototypes, path: chain[start...].map(\.key) + [ref])
        }
        rules.insert(.prototypeBuiltAgainDeeper)
        if chain[nearest...].allSatisfy(\.isPrototype) { rules.insert(.prototypeChainWentOnFromAnotherCall) }
        if earlier.count >= 2 && ref.argument != nil && !chain[nearest...].allSatisfy(\.isPrototype) {
            rules.insert(.prototypeWithArgumentBuiltAgainPastASharedComponent)
        }
        return nil
    }

    /// Whether the initializer of a frame's build is still running.
    private func isInInitializer(_ frame: Frame) -> Bool {
        instanceOfBuild[frame.build] < 0
    }

    /// Whether two frames are the same call: one definition with the same argument (a hook is an
    /// argument no other call passed), at the same stage.
    private func isSameCall(_ one: Frame, _ other: Frame) -> Bool {
        one.key == other.key && !one.key.hook && isInInitializer(one) == isInInitializer(other)
    }

    /// The index of the instance of `ref` from which the chain ends with the same turn twice:
    /// from an earlier instance to it and from it down to the reference, the same definitions,
    /// each made by the same reference of the one before it, at the same stage.
    private func repeatedTurn(_ ref: Ref, _ chain: [Frame], ordinal: Int) -> Int? {
        func up(_ level: Int) -> Frame { chain[chain.count - 1 - level] }
        func alike(_ one: Frame, _ other: Frame) -> Bool {
            one.key.node == other.key.node && one.ordinal == other.ordinal
                && isInInitializer(one) == isInInitializer(other)
        }
        var turn = 2
        while 2 * turn + 1 < chain.count {
            defer { turn += 1 }
            let (repeated, earlier) = (up(turn), up(2 * turn + 1))
            guard repeated.key == ref, earlier.key == ref, repeated.ordinal == ordinal,
                isInInitializer(repeated) == isInInitializer(earlier)
            else { continue }
            if (0..<turn).allSatisfy({ alike(up($0), up($0 + turn + 1)) }) { return chain.count - 1 - turn }
        }
        return nil
    }

    private func stop(_ site: ReferenceSite, path: [Ref]) -> CycleStop {
        switch site {
        case .initializer:
            return CycleStop(kind: .initializers, path: path)
        case .property:
            rules.insert(.plainPropertyStops)
            return CycleStop(kind: .propertyNeedsBackReference, path: path)
        case .root, .backReference, .typedProperty, .method, .wrapper:
            rules.insert(.injectionStops)
            return CycleStop(kind: .injection, path: path)
        }
    }

    // MARK: Builds

    private func build(_ ref: Ref, _ scope: ModelScope, _ chain: [Frame], _ ordinal: Int) throws -> Int {
        let definition = spec.nodes[ref.node]!
        if definition.capture != nil { makeHook(.captured) }
        let build = instanceOfBuild.count
        instanceOfBuild.append(-1)
        referencesOfBuild.append(0)
        let inside = chain + [Frame(key: ref, build: build, isPrototype: scope == .prototype, ordinal: ordinal)]
        runningInitializers += 1
        var arguments: [Int] = []
        for argument in definition.initializer {
            arguments.append(try reference(argument, chain: inside, site: .initializer))
        }
        runningInitializers -= 1
        var instance = ModelInstance(key: ref)
        for (position, argument) in arguments.enumerated() { instance.edges[.initializer(position)] = argument }
        instance.argumentStates = arguments.map { Set(instances[$0].edges.keys.filter(\.isInjection)) }
        if instance.argumentStates.contains(where: { !$0.isEmpty }) { rules.insert(.argumentArrivedInjected) }
        let id = try newInstance(instance)
        instanceOfBuild[build] = id
        register(id, ref, scope)
        if runningInitializers == 0 { try runWaitingBackReferences() }
        try inject(id, definition, chain: inside)
        return id
    }

    private func newInstance(_ instance: ModelInstance) throws -> Int {
        guard instances.count < limit else { throw Unjudged(reason: "too many instances") }
        instances.append(instance)
        note(instances.count - 1, .initialized)
        return instances.count - 1
    }

    /// The patch's stub: built by its closure, the patched definition's initializer (so waiting
    /// back-references run once it returns), with no injection, shared in the definition's scope.
    private func stub(_ ref: Ref, _ scope: ModelScope, _ patch: Int) throws -> Int {
        if scope == .objectGraph, let existing = pool[ref] { return existing }
        let id = try newInstance(ModelInstance(key: ref, patch: patch))
        register(id, ref, scope)
        if runningInitializers == 0 { try runWaitingBackReferences() }
        return id
    }

    private func register(_ id: Int, _ ref: Ref, _ scope: ModelScope) {
        if ref.hook {
            if scope.isSingleton { keptByArgument.append(id) }
            return
        }
        switch scope {
        case .objectGraph: pool[ref] = id
        case .singleton, .lazySingleton: singletons[ref] = id
        case .weakSingleton: weakSingletons[ref] = id
        case .prototype: break
        }
    }

    /// Will-inject, before call-backs, properties (a back-reference waits while an initializer
    /// runs), methods: all at once.
    private func inject(_ id: Int, _ definition: NodeSpec, chain: [Frame]) throws {
        if definition.awareness.injection { note(id, .willInject) }
        if definition.before { note(id, .before) }
        for (position, property) in definition.properties.enumerated() {
            if property.backReference && runningInitializers > 0 {
                waiting.append(Waiting(instance: id, position: position, chain: chain))
                rules.insert(.backReferenceWaited)
            } else {
                try injectProperty(id, position, property, chain: chain)
            }
        }
        for (method, arguments) in definition.methods.enumerated() {
            var targets: [Int] = []
            for argument in arguments { targets.append(try reference(argument, chain: chain, site: .method)) }
            for (position, target) in targets.enumerated() {
                instances[id].edges[.method(method, argument: position)] = target
            }
            note(id, .method(method))
        }
        finish(id)
    }

    private func injectProperty(_ id: Int, _ position: Int, _ property: PropertySpec, chain: [Frame]) throws {
        let site: ReferenceSite = property.byType ? .typedProperty : property.backReference ? .backReference : .property
        let target = try reference(property.target, chain: chain, site: site)
        if property.byType {
            instances[id].edges[.typed(property.target.node)] = target
            note(id, .typed(property.target.node))
        } else {
            instances[id].edges[.property(position)] = target
            note(id, .property(position))
        }
    }

    private func finish(_ id: Int) {
        finished.append(id)
    }

    /// Runs the back-references waiting, now that no initializer is running, oldest first; each
    /// leaves the queue before it runs, so one whose reference builds a component runs the rest
    /// when that component's initializer returns.
    private func runWaitingBackReferences() throws {
        while !waiting.isEmpty {
            let next = waiting.removeFirst()
            let property = spec.nodes[instances[next.instance].key.node]!.properties[next.position]
            try injectProperty(next.instance, next.position, property, chain: next.chain)
        }
    }

    /// Will-inject, the two auto-injected properties filled by type, in declaration order.
    private func injectSubject(_ subject: Int, _ awareness: Awareness) throws -> Int {
        if awareness.injection { [.willInject, .wrappersFilled(0)].forEach { note(subject, $0) } }
        let build = instanceOfBuild.count
        instanceOfBuild.append(subject)
        referencesOfBuild.append(0)
        let chain = [Frame(key: Ref(node: Ref.subject), build: build, isPrototype: false, ordinal: 0)]
        for (index, target) in spec.slots.enumerated() {
            instances[subject].edges[.wrapper(index)] = try reference(Ref(node: target), chain: chain, site: .wrapper)
        }
        finish(subject)
        return subject
    }

    private func note(_ id: Int, _ event: NodeEvent) {
        log.append((id, event))
    }
}

extension Ref {
    init(node: Int) { self.init(node: node, argument: nil) }
}

/// Where a hook was made, which decides when it goes.
enum HookPlace {
    /// A run-time argument.
    case argument
    /// Captured by a closure of a configuration.
    case captured
    /// Captured by a patch's closure.
    case replacedPatch

    /// The rule that a hook of this place calling after its resolution reaches.
    var rule: ModelRule {
        switch self {
        case .argument: .argumentHookCalledAfterTheResolution
        case .captured: .capturedHookCalledAfterTheResolution
        case .replacedPatch: .replacedPatchHookCalledAfterTheStep
        }
    }
}
