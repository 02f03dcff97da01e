import CTyphoonAtomics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One thread's resolution in progress: the object graph, the chain of components being built,
/// the back-references waiting for an initializer to return, the after call-backs and the shared
/// instances the outermost call runs and publishes when it ends, the shared instances it claimed,
/// and what the next definition call is for.
///
/// Each thread has one, kept in ``ThreadContextSlot`` and reused, so a resolution allocates
/// nothing for it. Only its own thread touches it. Everything it defers is data (``Injection``,
/// ``Publication``) that the engine walks from one place, never a closure re-entered elsewhere.
///
/// User code runs wherever the engine releases the last reference to something the user made
/// (a run-time argument, an object a configuration closure captured, a patch's replacement), and
/// a `deinit` may call a definition. So nothing the user made is released while the state is
/// being changed or a lock is held: the resolution keeps it until its outermost call has
/// published, reset its state and given its locks back, and then lets go of it one object at a
/// time (``releaseWhatTheResolutionKept()``). A definition called from such a `deinit` is a
/// resolution of its own, which sees nothing of the one that ended.
@usableFromInline
final class ResolutionContext: ThreadConfined<ResolutionState> {
    /// One instance of this resolution: a definition (with its arguments) being built or built.
    ///
    /// The node whose build referred to it is its parent: following parents from the current node
    /// walks the components being built, the resolution's call stack (the prototype rule of
    /// Docs/Behaviour.md, Scopes, and the path a cycle error names).
    struct Node {
        /// The definition; its record table owns it.
        let record: UnsafeReference<DefinitionRecord>
        /// The index of the call's run-time arguments in ``arguments``, or -1 without any.
        let argumentsIndex: Int
        /// Which of its parent's definition calls made this node (the parent's ``calls`` once it
        /// had made this one): the same reference of the same definition, for the prototype rule's
        /// turns (``repeatedTurn(of:_:in:)``).
        let ordinal: UInt32
        /// Their hash, compared before the arguments themselves.
        let argumentsHash: Int
        /// The node whose initializer or injections asked for this one; -1 for the outermost.
        let parent: Int
        /// A prototype is found only by its descendants, never by the object-graph look-up; nor is
        /// an instance that a patch installed since replaced (``hideInstances(of:)``).
        var isPrototype: Bool
        /// How many definition calls this node's initializer and injections have made that reached
        /// the object graph (``lookUpOrBegin(_:_:)``, ``adopt(_:_:_:)``).
        var calls: UInt32
        /// The instance as calls get it (the value of its ``Built``); `nil` while the initializer runs.
        var instance: AnyObject?
    }

    /// What the next definition call entered is for, besides returning its component.
    @usableFromInline
    enum Purpose {
        /// Install this replacement (a ``PatchReplacement``) on the definition.
        case patch(AnyObject)
        /// Apply the definition's injections to this existing instance (`inject(_:)`).
        case adopt(AnyObject)
    }

    /// The answer of the object graph for a definition call: an instance, or a new node.
    enum Lookup {
        case found(AnyObject)
        case begun(Int)
    }

    /// 1 while a caller waits for the next definition call to be entered (a patch, an
    /// `inject(_:)`, a by-type build learning its candidate's name), so that the published-
    /// singleton paths step aside for it; read on those paths without an exclusivity check.
    @usableFromInline let awaiting = AtomicWords(count: 1)
    /// The configuration that runs in place now on this thread (``InjectionTarget``), as words.
    ///
    /// The address of its definition (``configuresInPlace``), then its target's instance, core,
    /// record, whether the class has auto-injected properties, and its assembly's address. Written
    /// by this thread only,
    /// read by inlined code without an exclusivity check.
    ///
    /// The target is here, not in the definition, so that one definition object serves every
    /// in-place build of its record (``Definition/forBuild(in:scope:)``).
    @usableFromInline let inPlaceWords = AtomicWords(count: 6)
    /// The address of the definition whose configuration runs in place now on this thread, 0 for
    /// none.
    @inlinable var configuresInPlace: UnsafeAtomicWord { inPlaceWords[0] }

    /// The target of the configuration that runs in place now, if `definition` (an address) is
    /// its definition.
    @inlinable @inline(__always)
    func inPlaceTarget(of definition: Int) -> InjectionTarget? {
        guard configuresInPlace.loadRelaxed() == definition else { return nil }
        return InjectionTarget(
            instance: UnsafeReference(bits: inPlaceWords[1].loadRelaxed()),
            core: UnsafeReference(bits: inPlaceWords[2].loadRelaxed()),
            record: UnsafeReference(bits: inPlaceWords[3].loadRelaxed()), context: UnsafeReference(self),
            autoInjected: inPlaceWords[4].loadRelaxed() != 0, assembly: inPlaceWords[5].loadRelaxed())
    }

    /// Names `target` as the one the next configuration in place runs on (its definition names
    /// itself when it is chosen, ``Definition/forBuild(in:scope:)``), and returns what was named before,
    /// for ``endInPlace(restoring:)``: a configuration in place inside another's values
    /// restores the outer one's.
    func beginInPlace(_ target: InjectionTarget) -> InPlaceFrame {
        let outer = InPlaceFrame(
            definition: inPlaceWords[0].loadRelaxed(), instance: inPlaceWords[1].loadRelaxed(),
            core: inPlaceWords[2].loadRelaxed(), record: inPlaceWords[3].loadRelaxed(),
            autoInjected: inPlaceWords[4].loadRelaxed(), assembly: inPlaceWords[5].loadRelaxed())
        store(InPlaceFrame(definition: 0, target))
        return outer
    }

    /// Names again the configuration in place named before ``beginInPlace(_:)``.
    func endInPlace(restoring outer: InPlaceFrame) {
        store(outer)
    }

    private func store(_ frame: InPlaceFrame) {
        inPlaceWords[0].storeRelaxed(frame.definition)
        inPlaceWords[1].storeRelaxed(frame.instance)
        inPlaceWords[2].storeRelaxed(frame.core)
        inPlaceWords[3].storeRelaxed(frame.record)
        inPlaceWords[4].storeRelaxed(frame.autoInjected)
        inPlaceWords[5].storeRelaxed(frame.assembly)
    }

    /// The definitions this thread's last in-place builds ran their configuration on, one per class
    /// (``Definition/forBuild(in:scope:)``), so that a build allocates none.
    ///
    /// The thread's, not the record's: taken and given back without an atomic instruction.
    let spareDefinitions = UnsafeSpareObjects()

    /// The value a key-path write is about to store; see ``InjectionEnvironment``.
    var valueBeingWritten: Any?
    /// The first problem found while building for a root that throws.
    ///
    /// While it is set, the instance it concerns gets no further injections, and the resolution
    /// publishes nothing.
    private(set) var deferredError: TyphoonError?
    /// Whether ``deferredError`` is set, read without touching the error: reading, copying or
    /// clearing the optional error goes through the multi-payload enum's value witnesses, about
    /// 200 instructions a by-type look-up (callgrind) on the path where it is always `nil`.
    private(set) var hasDeferredError = false
    /// Whether the build goes on: no problem was reported for an outermost call that throws.
    ///
    /// A function, not ``hasDeferredError`` made usable from inlined code: a stored property that
    /// code outside the module may touch is checked for exclusivity at run time on every access.
    @usableFromInline
    var buildGoesOn: Bool { !hasDeferredError }
    /// The throwing definition whose call failed last on this thread, for a look-up by type that
    /// reached it (`Component` of a throwing method).
    var lastFailedDefinition: String?
    /// The error of a listed throwing method that failed for a look-up by type, until the
    /// look-up throws it (``failedLookUp(_:)``).
    var lookUpFailure: TyphoonError?

    /// Hands over ``lookUpFailure`` once.
    func takeLookUpFailure() -> TyphoonError? {
        defer { lookUpFailure = nil }
        return lookUpFailure
    }

    /// The verification this thread builds for (``ComponentFactory/verify(samples:)-9hdp``), which a problem
    /// that would stop the program is reported to instead; `nil` on every other thread.
    var verification: Verification?

    /// Whether this thread parked for a verification (``Verification``): it never returns to its
    /// resolution.
    var isParked = false

    /// The isolated call of a test this thread runs (``IsolatedRun``), which a problem that would
    /// stop the program is reported to instead; `nil` on every other thread.
    var isolatedRun: IsolatedRun?

    /// Whether this context's thread is the main thread; a context is made on its own thread.
    private let isMainThread = typhoon_is_main_thread()
    /// This thread in the graph of shared builds and waits (``SharedBuilds``).
    ///
    /// Read by the work this thread does or waits for (an activation, a verification); set once,
    /// in `init`, since it refers back to this context.
    private(set) var builder: SharedBuilder!

    init() {
        super.init(state: ResolutionState())
        builder = SharedBuilder(context: self)
    }

    /// ``isOnMainActor()`` for this context's thread, without asking which thread it is.
    var isOnMainActor: Bool {
        Typhoon.isOnMainActor(isMainThread: isMainThread)
    }

    deinit {
        releaseWhatTheResolutionKept()
    }

    /// Whether the calling thread waits for its next definition call to be entered, so that it
    /// must not be served from a published singleton without entering.
    @inlinable
    static func isAwaitingCall() -> Bool {
        guard let context = ThreadContextSlot.existingContext() else { return false }
        return context.borrow { $0.awaiting[0].loadRelaxed() != 0 }
    }

    // MARK: Calls

    /// Starts a definition call; the first definition entered after a caller began awaiting one
    /// takes over its purpose (``takePurpose()``).
    ///
    /// - Returns: Whether this call is the awaited one.
    @inline(__always)
    func enter(_ record: DefinitionRecord, of table: RecordTable) -> Bool {
        state.depth &+= 1
        guard awaiting[0].loadRelaxed() != 0 else { return false }
        enterAwaited(record, of: table)
        return true
    }

    /// Hands the awaited call's record to the caller that awaits it.
    private func enterAwaited(_ record: DefinitionRecord, of table: RecordTable) {
        awaiting[0].storeRelaxed(0)
        state.entered = (record, table)
    }

    /// What the awaited call is for besides returning its component, handed over once.
    func takePurpose() -> Purpose? {
        var purpose: Purpose?
        swap(&purpose, &state.purpose)
        return purpose
    }

    /// Ends a definition call; the outermost one finishes the resolution.
    @inline(__always)
    func leave() {
        state.depth &-= 1
        if state.depth == 0 { finish() }
    }

    /// Runs `body`, a call that reaches a definition method, and returns the definition the
    /// method entered first (with its table), which then serves `purpose`.
    ///
    /// A caller already waiting (an `inject(_:)` whose listed component is being named) keeps its
    /// purpose; the inner caller learns the same record. A call made after the awaited one entered
    /// (from a `deinit` the awaited call's resolution released, say) awaits its own, and hands the
    /// enclosing call's entered definition back when it ends.
    func awaitingCall<T, E: Error>(
        for purpose: Purpose?, _ body: () throws(E) -> T
    ) throws(E) -> (T, (record: DefinitionRecord, table: RecordTable)?) {
        if awaiting[0].loadRelaxed() != 0 {
            let result = try body()
            return (result, state.entered)
        }
        // Taken out of the state, not cleared in it: the last reference to a table may go here.
        var entered: (record: DefinitionRecord, table: RecordTable)?
        var outerPurpose = purpose
        swap(&entered, &state.entered)
        swap(&outerPurpose, &state.purpose)
        awaiting[0].storeRelaxed(1)
        defer {
            awaiting[0].storeRelaxed(0)
            swap(&outerPurpose, &state.purpose)
            swap(&entered, &state.entered)
        }
        let result = try body()
        return (result, state.entered)
    }

    /// Runs `body` as one resolution whose outermost call throws: a property that cannot be
    /// filled while it builds (no component, or several) is thrown at the end instead of stopping
    /// the program, and then none of the shared instances it built is published and none of its
    /// after call-backs runs.
    ///
    /// Use it for the entry points that can throw. Problems that leave a definition method with
    /// nothing to return (a cycle of initializers, a missing configuration value) still stop.
    func throwingResolution(_ body: () throws(TyphoonError) -> Void) throws(TyphoonError) {
        let isRoot = state.depth == 0
        if isRoot { state.rootThrows = true }
        state.depth += 1
        do throws(TyphoonError) {
            try body()
        } catch {
            if isRoot { report(error) }
            throw endThrowingResolution(isRoot: isRoot) ?? error
        }
        if let deferred = endThrowingResolution(isRoot: isRoot) { throw deferred }
    }

    /// Leaves a call of ``throwingResolution(_:)``; the outermost one runs the after call-backs
    /// (a problem they report is thrown too) and hands back the problem deferred while it built,
    /// which ``finish()`` then forgets.
    ///
    /// The deferred problem is read before the resolution finishes, since a shared instance is
    /// published only without one; the flag keeps the common case free of copying errors.
    private func endThrowingResolution(isRoot: Bool) -> TyphoonError? {
        if isRoot { endBuilding() }
        let deferred = isRoot && hasDeferredError ? deferredError : nil
        leave()
        return deferred
    }

    /// Sets or clears the flag that cuts injections short and holds back publication and after
    /// call-backs, for a throwing definition call (``fail(_:)``, ``endThrowingCall(_:)``).
    func setDeferredErrorFlag(_ isSet: Bool) {
        hasDeferredError = isSet
    }

    /// Reports a problem found while building: recorded for the innermost throwing definition
    /// call if there is one, else thrown by the outermost call if it can throw, otherwise a stop.
    func report(_ error: TyphoonError) {
        if !state.throwingCalls.isEmpty { return fail(error) }
        guard state.rootThrows else { stop(error) }
        // A verification lists every problem its build meets, not only the one thrown.
        verification?.collect(error, self)
        guard !hasDeferredError else { return }
        deferredError = error
        hasDeferredError = true
    }

    // MARK: Object graph

    /// The instance this resolution already has for a definition call, or a new node for it,
    /// whose initializer the caller runs next.
    ///
    /// Every scope but prototype has one instance per resolution. A prototype is reused only one
    /// level deep: by its own build, or by a component its build is building directly.
    @inline(__always)
    func lookUpOrBegin(_ record: DefinitionRecord, _ key: ArgumentsKey?) -> Lookup {
        if state.wiring != nil { noteReference(to: record, key) }
        let ordinal = countCall()
        let isPrototype = record.scope == .prototype
        let found = isPrototype ? prototypeIndex(record, key) : pooledIndex(record, key)
        if let found { return .found(instance(at: found, record)) }
        let index = push(record, key, isPrototype: isPrototype, instance: nil, ordinal: ordinal)
        state.current = index
        state.initializerDepth &+= 1
        return .begun(index)
    }

    /// Whether this resolution has an instance for the call, built or being built, which
    /// ``lookUpOrBegin(_:_:)`` finds (not a prototype's).
    func hasNode(_ record: DefinitionRecord, _ key: ArgumentsKey?) -> Bool {
        pooledIndex(record, key) != nil
    }

    /// Adds a node for an instance that already exists (`inject(_:)` with a listed definition).
    func adopt(_ record: DefinitionRecord, _ key: ArgumentsKey?, _ instance: AnyObject) -> Int {
        push(record, key, isPrototype: record.scope == .prototype, instance: instance, ordinal: countCall())
    }

    /// Counts a definition call made by the current node's build, and returns its number there
    /// (``Node/ordinal`` of the node it makes).
    @inline(__always)
    private func countCall() -> UInt32 {
        let referrer = state.current
        guard referrer >= 0 else { return 0 }
        let ordinal = state.nodes[referrer].calls &+ 1
        state.nodes[referrer].calls = ordinal
        return ordinal
    }

    /// Stores the instance of a node whose initializer returned, and once no initializer runs
    /// any more, runs the back-references that waited for one, so that they find their instance.
    @inline(__always)
    func initializerReturned(_ index: Int, _ instance: AnyObject) {
        state.initializerDepth &-= 1
        state.current = state.nodes[index].parent
        assert(state.nodes[index].instance == nil, "a begun node holds no instance before its initializer returns")
        // Unsafe: stored without an assignment's release of the old value, which is `nil` in a
        // node just begun (``lookUpOrBegin(_:_:)``) and so holds no reference to lose; the
        // release of nothing was a call on every build's path.
        withUnsafeMutablePointer(to: &state.nodes[index].instance) { $0.initialize(to: instance) }
        if state.initializerDepth == 0 && state.backReferencesHead < state.backReferences.count {
            runWaitingBackReferences()
        }
    }

    /// Ends a node whose initializer failed in a throwing definition call (``FailedBuild``): the
    /// call's frame is rolled back when it ends, so the node only needs to leave the chain now.
    func initializerFailed(_ index: Int) {
        state.initializerDepth -= 1
        state.current = state.nodes[index].parent
        state.nodes[index].instance = FailedBuild.shared
    }

    /// The object-graph node of a definition (any scope but prototype), latest first.
    @inline(__always)
    private func pooledIndex(_ record: DefinitionRecord, _ key: ArgumentsKey?) -> Int? {
        // Most calls are a definition's first in the resolution: the filter says so without a scan.
        guard state.graphFilter & record.graphFilterBit != 0 else { return nil }
        return state.nodes.lastIndex(above: state.graphBase) { node in
            !node.pointee.isPrototype && builds(node.pointee, record, key)
        }
    }

    /// The node of a prototype being built that a reference may reuse: the current node (a
    /// reference made by the prototype's own build) or its parent (one made by a component the
    /// prototype is building directly).
    ///
    /// Deeper in the chain a reference builds a new prototype, as Typhoon's call stack does, also
    /// when the chain holds instances of it already: a shared component built on the way may be
    /// found by a later turn, which then ends. Only a chain that repeats for ever stops
    /// (``stopIfTheChainRepeats(_:_:)``).
    private func prototypeIndex(_ record: DefinitionRecord, _ key: ArgumentsKey?) -> Int? {
        var index = state.current
        var depth = 0
        var repeats = false
        while index >= 0 {
            let node = state.nodes[index]
            if builds(node, record, key) {
                if depth <= 1 { return index }
                repeats = true
            }
            depth += 1
            index = node.parent
        }
        if repeats { stopIfTheChainRepeats(record, key) }
        return nil
    }

    /// Stops if a new instance of `record` (with `key`) would repeat the chain for ever.
    ///
    /// The chain holds an instance of it already, deeper than one level up. It repeats for ever
    /// (Docs/Behaviour.md, Scopes), and the stop names one turn of it, when
    ///
    /// - every component between an earlier instance and the reference is a prototype, and the
    ///   reference is made by the same call (definition, arguments, stage) as the one that
    ///   referred to that instance: the next turn starts from the same place, makes the same
    ///   references and finds the same instances, so it is this turn again (named from that call
    ///   to this one);
    /// - or the chain ends with the same turn twice (``repeatedTurn(of:_:in:)``; named from the
    ///   instance this reference would repeat).
    ///
    /// Anything else between two instances (a shared component the next turn would find, a
    /// prototype one level up that it would reuse) may end the chain, so the build goes on. Rare,
    /// so out of line: only a chain that holds an instance of the prototype comes here.
    @inline(never)
    private func stopIfTheChainRepeats(_ record: DefinitionRecord, _ key: ArgumentsKey?) {
        var chain: [Int] = []
        var index = state.current
        while index >= 0 {
            chain.append(index)
            index = state.nodes[index].parent
        }
        var onlyPrototypes = true
        for index in chain {
            let node = state.nodes[index]
            if onlyPrototypes && builds(node, record, key) && node.parent >= 0 && isSameCall(node.parent, chain[0]) {
                // The turn named runs from the earlier call to the one that repeats it.
                stop(.circularPrototypes(path: Array(cyclePath(from: node.parent, to: record).dropLast())))
            }
            onlyPrototypes = onlyPrototypes && node.isPrototype
        }
        if let start = repeatedTurn(of: record, key, in: chain) {
            stop(.circularPrototypes(path: cyclePath(from: start, to: record)))
        }
    }

    /// Whether two nodes are calls of one definition with the same arguments, at the same stage
    /// (the initializer running in both, or in neither).
    private func isSameCall(_ first: Int, _ second: Int) -> Bool {
        let (one, other) = (state.nodes[first], state.nodes[second])
        guard (one.instance == nil) == (other.instance == nil) else { return false }
        let key = other.argumentsIndex >= 0 ? state.arguments[other.argumentsIndex] : nil
        return other.record.borrow { builds(one, $0, key) }
    }

    /// Whether two nodes are the same definition, made by the same reference of their parents
    /// (``Node/ordinal``), at the same stage; their arguments may differ.
    private func isSameReference(_ one: Node, _ other: Node) -> Bool {
        one.record.bits == other.record.bits && one.ordinal == other.ordinal
            && (one.instance == nil) == (other.instance == nil)
    }

    /// The node of `record` (with `key`) from which the chain ends with the same turn twice, if it
    /// does: from an earlier instance to that node, and from that node down to the reference now
    /// made, the same definitions, each made by the same reference of the one before it, at the
    /// same stage.
    ///
    /// The later turn built all of them anew, its shared components too: found, they would not
    /// be on the chain again. So the references to those shared components passed other
    /// arguments than at the turn before (an object made anew each turn), which the next turn
    /// makes anew again; it is this turn again, for ever.
    ///
    /// - Parameters:
    ///   - record: The definition referred to, a prototype.
    ///   - key: The reference's run-time arguments.
    ///   - chain: The nodes from the current one up to the outermost.
    /// - Returns: The node the turn starts from, or `nil`.
    private func repeatedTurn(of record: DefinitionRecord, _ key: ArgumentsKey?, in chain: [Int]) -> Int? {
        let ordinal = state.nodes[state.current].calls
        var turn = 2
        while 2 * turn + 1 < chain.count {
            defer { turn += 1 }
            let (repeated, earlier) = (state.nodes[chain[turn]], state.nodes[chain[2 * turn + 1]])
            guard builds(repeated, record, key), builds(earlier, record, key), repeated.ordinal == ordinal,
                (repeated.instance == nil) == (earlier.instance == nil)
            else { continue }
            let same = (0..<turn).allSatisfy { level in
                isSameReference(state.nodes[chain[level]], state.nodes[chain[level + turn + 1]])
            }
            if same { return chain[turn] }
        }
        return nil
    }

    /// Whether a node is `record` called with the arguments `key`.
    private func builds(_ node: Node, _ record: DefinitionRecord, _ key: ArgumentsKey?) -> Bool {
        guard node.record.refers(to: record) else { return false }
        guard let key else { return node.argumentsIndex < 0 }
        return node.argumentsIndex >= 0 && node.argumentsHash == key.hash
            && state.arguments[node.argumentsIndex] == key
    }

    /// The instance of a node, or a stop if its initializer is still running: a cycle of
    /// initializers, or an injection that refers back to a component before it exists.
    private func instance(at index: Int, _ record: DefinitionRecord) -> AnyObject {
        guard let instance = state.nodes[index].instance else {
            return failOrStop(cycleError(reaching: index, record))
        }
        return instance
    }

    /// The error of a reference to the node at `index`, whose initializer is still running.
    ///
    /// Made by an initializer, it is a cycle of initializers; made by the injections of a
    /// component that exists (the current node has its instance), it is a back-reference written
    /// in the plain spelling, which names the property being injected.
    private func cycleError(reaching index: Int, _ record: DefinitionRecord) -> TyphoonError {
        let path = cyclePath(from: index, to: record)
        guard state.current >= 0, state.nodes[state.current].instance != nil else {
            return .circularInitializers(path: path)
        }
        let property = state.injectingProperty.flatMap { $0.node == state.current ? $0.site.name : nil }
        return .backReferenceNotMarked(
            path: path, injecting: state.nodes[state.current].record.borrow(\.name), property: property,
            referent: record.name)
    }

    /// Adds a node to the object graph.
    // Inlined: on every build's path, and a call of its own cost more than its body (callgrind).
    @inline(__always)
    private func push(
        _ record: DefinitionRecord, _ key: ArgumentsKey?, isPrototype: Bool, instance: AnyObject?, ordinal: UInt32
    ) -> Int {
        state.graphFilter |= record.graphFilterBit
        var argumentsIndex = -1
        if let key {
            argumentsIndex = state.arguments.count
            state.arguments.append(key)
        }
        let parent = state.current
        return state.nodes.push(
            Node(
                record: UnsafeReference(record), argumentsIndex: argumentsIndex,
                ordinal: ordinal, argumentsHash: key?.hash ?? 0,
                parent: parent, isPrototype: isPrototype, calls: 0, instance: instance))
    }

    /// The path of definitions from the node at `start` (-1: the outermost) to a call of
    /// `record`, through the chain of references that leads to the current node.
    private func cyclePath(from start: Int, to record: DefinitionRecord) -> [String] {
        var chain: [DefinitionRecord] = [record]
        var index = state.current
        while index >= 0 {
            chain.append(state.nodes[index].record.object)
            if index == start { break }
            index = state.nodes[index].parent
        }
        var previous: String?
        return chain.reversed().map { record in
            defer { previous = record.assemblyName }
            return previous == record.assemblyName ? record.method : record.name
        }
    }

    /// Names the property whose value is made now, for the message of a back-reference that is
    /// not marked as one; returns the one named before, for ``leaveProperty(restoring:)``.
    ///
    /// Kept in the thread-confined state, which a release build reads without an exclusivity
    /// check: a property of the context would cost two checks per property injection.
    ///
    /// - Returns: `nil` when a verification skips the property (``skippedInjection(at:)``): its
    ///   value is not made.
    @usableFromInline
    func enterProperty(_ property: PropertySite) -> PropertyFrame? {
        if !state.skippedInjections.isEmpty, let skipped = skippedInjection(at: property) {
            // Noted before it is reported: a throwing definition call the property is made in
            // would hand it to its caller, who may handle it.
            verification?.collect(skipped, self)
            report(skipped)
            return nil
        }
        let outer = state.injectingProperty
        state.injectingProperty = (property, state.current)
        return PropertyFrame(outer: outer)
    }

    /// Names again the property named before ``enterProperty(_:)``.
    @usableFromInline
    func leaveProperty(_ frame: PropertyFrame) {
        state.injectingProperty = frame.outer
    }

    /// Makes a property's value, naming the property meanwhile (``enterProperty(_:)``).
    ///
    /// - Returns: The value, or `nil` when a verification skips the property.
    @inlinable @inline(__always)
    func making<V>(_ property: PropertySite, _ value: () -> V) -> V? {
        guard let frame = enterProperty(property) else { return nil }
        defer { leaveProperty(frame) }
        return value()
    }

    /// The problem a verification met making this property's value in an earlier build
    /// (``Verification``), reported again instead of making it; `nil` for any other property.
    private func skippedInjection(at property: PropertySite) -> TyphoonError? {
        guard state.current >= 0 else { return nil }
        let record = state.nodes[state.current].record.borrow { ObjectIdentifier($0) }
        return state.skippedInjections[SkippedInjection(record: record, property)]
    }

    /// The property injection whose value is being made, innermost, and the definition it is
    /// injected into: where a verification's next try of the build goes on past a problem met
    /// there (``Verification``); `nil` outside any property's value.
    var injectionBeingMade: SkippedInjection? {
        guard let (site, node) = state.injectingProperty, node >= 0 else { return nil }
        return SkippedInjection(record: state.nodes[node].record.borrow { ObjectIdentifier($0) }, site)
    }

    /// Skips, in this resolution, the property injections a verification's earlier builds met a
    /// problem in, each reported again where it is reached.
    func skip(_ injections: [SkippedInjection: TyphoonError]) {
        state.skippedInjections = injections
    }

    /// The path of definitions from the outermost component being built to a call of `record`
    /// made now (`ShopAssembly.checkout() -> clock()`), for messages.
    func pathFromRoot(to record: DefinitionRecord) -> [String] {
        cyclePath(from: -1, to: record)
    }

    /// Whether the outermost call of this resolution throws what it cannot fill
    /// (``throwingResolution(_:)``), so that ``report(_:)`` defers a problem instead of stopping.
    var outermostCallThrows: Bool { state.rootThrows }

    /// The definition whose initializer or injections run now and where its `define` is, for a
    /// verification's report.
    var currentSite: (definition: String, location: String)? {
        guard state.current >= 0 else { return nil }
        return state.nodes[state.current].record.borrow { ($0.name, $0.site.location) }
    }

    /// The outermost definition of this resolution and where its `define` is, for a
    /// verification's report.
    var outermostSite: (definition: String, location: String)? {
        guard state.nodes.count > 0 else { return nil }
        return state.nodes[0].record.borrow { ($0.name, $0.site.location) }
    }

    /// Gives this resolution's claims back for good, on a thread that will never finish its
    /// resolution (a verification thread parked at a problem), so that other threads build what it
    /// claimed.
    func abandonClaims() {
        giveBackClaims()
    }

    /// Gives back this resolution's claims and lets go of everything it holds, on a thread that
    /// will never return to it: a verification thread about to park.
    ///
    /// Its instances, arguments, queues and what it kept go. What the stack of the abandoned calls holds stays; the
    /// rest is released now, with a new, empty state, so that a `deinit` that calls a definition
    /// begins a resolution of its own.
    func abandonResolution() {
        giveBackClaims()
        var abandoned = ResolutionState()
        swap(&abandoned, &state)
        deferredError = nil
        hasDeferredError = false
        awaiting[0].storeRelaxed(0)
        configuresInPlace.storeRelaxed(0)
        valueBeingWritten = nil
        lookUpFailure = nil
        _ = consume abandoned
    }

    /// Where the definition whose initializer or injections run now is defined, for a stop
    /// (``stop(_:)``) to point at; `nil` outside any definition.
    var currentDefinitionSite: DefinitionSite? {
        state.current >= 0 ? state.nodes[state.current].record.borrow(\.site) : nil
    }

    /// The definition whose initializer or injections run now, for messages (`Assembly.method()`).
    var currentDefinition: String? {
        state.current >= 0 ? state.nodes[state.current].record.borrow(\.name) : nil
    }

    /// Hides this resolution's instances of a definition that a patch (or a detach) has just
    /// replaced, so that later calls in the resolution get the replacement; the instances being
    /// built, on the current chain, stay, so that references back to them still close.
    func hideInstances(of record: DefinitionRecord) {
        var chain: Set<Int> = []
        var index = state.current
        while index >= 0 {
            chain.insert(index)
            index = state.nodes[index].parent
        }
        for index in state.graphBase..<state.nodes.count
        where state.nodes[index].record.refers(to: record) && !chain.contains(index) {
            state.nodes[index].isPrototype = true
        }
    }

    // MARK: Injections

    /// Runs a node's injections with that node as the one that refers to what they build, then
    /// queues its after call-backs for the end of the resolution.
    func run(_ injection: Injection) {
        let outer = state.current
        state.current = injection.node
        defer { state.current = outer }
        injection.run(in: self)
    }

    /// ``run(_:)`` for a definition whose configuration injects the instance in place
    /// (``InjectionTarget``).
    func run(_ injection: Injection, configuringInPlace configure: Configure, of assembly: UnsafeReference<Assembly>) {
        let outer = state.current
        state.current = injection.node
        defer { state.current = outer }
        injection.runInPlace(in: self, configure, of: assembly)
    }

    /// Runs a back-reference now, or, while an initializer of this resolution is running, once the
    /// outermost one has returned, so that the component it refers to exists.
    ///
    /// - Parameter inject: The injection; it refers back from the current node.
    func runOrWait(backReference inject: @escaping () -> Void) {
        let inject = state.wiring == nil ? inject : markedAsBackReference(inject)
        guard state.initializerDepth > 0 else { return inject() }
        state.backReferences.append(WaitingBackReference(node: state.current, inject: inject))
    }

    /// Runs the back-references that waited for the outermost initializer, oldest first, each
    /// exactly once, each from the node that made it.
    ///
    /// A back-reference whose injection builds a component with an initializer that queues more
    /// appends to the same queue, which this loop reaches in turn. The queue keeps what ran until
    /// the resolution ends (what its closures captured is the user's).
    private func runWaitingBackReferences() {
        while state.backReferencesHead < state.backReferences.count {
            let next = state.backReferences[state.backReferencesHead]
            state.backReferencesHead += 1
            let outer = state.current
            state.current = next.node
            next.inject()
            state.current = outer
        }
    }

    /// Queues an instance's after call-backs for the end of the outermost call.
    func runAtEnd(_ callbacks: AfterCallbacks) {
        state.afterCallbacks.append(callbacks)
    }

    /// Runs the after call-backs of every component this resolution built, in the order their
    /// injections finished; those of components the call-backs build join the queue.
    ///
    /// They run inside the resolution (its object graph still holds its instances), from no node:
    /// nothing is being built any more, so a prototype they ask for is a new one. None runs once a
    /// problem was reported for an outermost call that throws. The queue keeps what ran until the
    /// resolution ends.
    @inline(__always)
    func runAfterCallbacks() {
        guard state.afterCallbacksHead < state.afterCallbacks.count else { return }
        runQueuedAfterCallbacks()
    }

    /// Ends the building of the outermost call: runs the after call-backs, or, for a resolution
    /// that met others in a cycle of shared instances, waits until the group has built everything
    /// and runs them in its turn (``SharedBuilds/endBuilding(of:afterCallbacks:)``).
    @inline(__always)
    private func endBuilding() {
        guard state.holdsClaims || !state.regionClaims.isEmpty, builder.isGrouped else { return runAfterCallbacks() }
        SharedBuilds.process.endBuilding(of: builder) { runAfterCallbacks() }
    }

    /// ``runAfterCallbacks()`` once there are some.
    private func runQueuedAfterCallbacks() {
        state.depth += 1
        let outer = state.current
        state.current = -1
        while state.afterCallbacksHead < state.afterCallbacks.count && !hasDeferredError {
            let callbacks = state.afterCallbacks[state.afterCallbacksHead]
            state.afterCallbacksHead += 1
            callbacks.run()
        }
        state.current = outer
        state.depth -= 1
    }

    // MARK: What the resolution releases when it ends

    /// Keeps something the user made (a definition's configuration, a replaced patch, what a
    /// record let go of) until this resolution ends, so that a `deinit` it triggers runs with the
    /// state whole and no lock held; outside a resolution the caller's release is that moment.
    @inline(__always)
    func keepUntilEnd(_ object: consuming AnyObject) {
        guard state.depth > 0 else { return }
        state.kept.push(.object(object))
    }

    /// ``keepUntilEnd(_:)-(AnyObject)`` for a closure of a configuration that injected in place:
    /// what it captured is released with the rest.
    @usableFromInline
    func keepUntilEnd(_ closure: KeptClosure) {
        guard state.depth > 0, closure.context != nil else { return }
        state.kept.push(.closure(closure))
    }

    // MARK: Shared instances

    /// Publishes a shared instance when the outermost call ends.
    func publishAtEnd(_ publication: Publication) {
        state.publications.append(publication)
    }

    /// Puts an instance post-processor's replacement in place of a node's instance: later calls
    /// of this resolution get it, and a shared instance scheduled for publication is it.
    ///
    /// - Parameters:
    ///   - node: The node whose instance is replaced.
    ///   - original: What the node's publication holds now, if it has one.
    ///   - replacement: The replacement as calls get it, and as the publication keeps it.
    func replace(_ node: Int, of original: AnyObject, with replacement: (value: AnyObject, kept: AnyObject)) {
        state.nodes[node].instance = replacement.value
        // The node's own publication is the latest that holds the original.
        if let index = state.publications.lastIndex(where: { $0.object === original }) {
            state.publications[index].object = replacement.kept
        }
    }

    /// Whether a definition call is in progress on this thread.
    var isResolving: Bool {
        state.depth > 0
    }

    /// Claims a shared instance for the rest of this resolution, unless this resolution already
    /// has: waits while another thread builds it, and stops if waiting would close a cycle of
    /// threads that wait for each other (``SharedBuilds``).
    ///
    /// A claim is one definition with one set of arguments, so that builds of anything else, in
    /// this factory or another, never wait for this one.
    ///
    /// - Returns: `nil` once claimed; an instance that another thread's resolution, met in a cycle
    ///   of shared instances, has built (``SharedBuilds``), which this resolution now has too.
    func claimSharedBuild(of record: DefinitionRecord, _ key: ArgumentsKey?) -> AnyObject? {
        let claimed = SharedBuilds.process.claim(
            SharedBuild(record: UnsafeReference(record), arguments: key), for: builder)
        state.holdsClaims = true
        guard case .borrowed(let instance) = claimed else { return nil }
        _ = adopt(record, key, instance)
        return instance
    }

    /// Where this resolution stands with a shared build it claimed.
    enum SharedBuildState {
        /// It has no instance of it and is not making one: the claim is empty (the instance was
        /// published by another thread between the look-up and the claim, or a throwing call that
        /// built it failed and forgot it).
        case absent
        /// Its initializer is running.
        case initializing
        /// It has this instance (built, or still being injected).
        case built(AnyObject)
    }

    /// Where this resolution stands with a shared build.
    ///
    /// Asked by this thread, or by another while this one waits in the graph of ``SharedBuilds``
    /// (under its lock), when this resolution cannot change.
    func state(of build: SharedBuild) -> SharedBuildState {
        build.record.borrow { record in
            guard let index = pooledIndex(record, build.arguments) else { return .absent }
            guard let instance = state.nodes[index].instance else { return .initializing }
            return instance is FailedBuild ? .absent : .built(instance)
        }
    }

    /// Runs `body` while no other thread builds an instance of `record` (installing or removing
    /// a patch); `body` must not run user code.
    func withoutOtherBuilds<T>(of record: DefinitionRecord, _ body: () -> T) -> T {
        SharedBuilds.process.withoutOtherBuilds(of: record, for: builder, body)
    }

    /// Gives back what this thread holds, when it ends.
    ///
    /// A thread can end inside a resolution (`Thread.exit()`, `pthread_exit` from an
    /// initializer); its claims go back, so that other threads build what it left unbuilt, and
    /// nothing of that resolution is published. Called by the thread's thread-specific destructor
    /// (``ThreadContextSlot``).
    func threadEnded() {
        giveBackClaims()
    }

    /// Claims a first build in a scoped region for the rest of this resolution
    /// (``ScopeRegion/claim(_:_:for:)``), without the graph of ``SharedBuilds``, unless the region
    /// has the instance or another thread builds it.
    func claimInRegion(_ region: ScopeRegion, _ record: DefinitionRecord, _ key: ArgumentsKey) -> ScopeRegion.Claim {
        let claim = region.claim(record, key, for: builder)
        if case .claimed = claim, state.regionClaims.last !== region { state.regionClaims.append(region) }
        return claim
    }

    /// The scoped region this resolution runs in (``ScopeRegion/current``), read from the task-local
    /// value once per resolution: a read costs about 300 instructions (callgrind), and a request's
    /// graph asks for it at every scoped call and build.
    ///
    /// A resolution runs on one thread without suspending, and the region changes under it only
    /// where ``ScopeRegion/bind(_:_:)`` binds another, which makes it forget the one it read.
    func currentRegion() -> ScopeRegion? {
        if let known = state.region { return known }
        let region = ScopeRegion.current
        state.region = .some(region)
        return region
    }

    /// Forgets the region read by ``currentRegion()``: the thread's region changes.
    func forgetRegion() {
        state.region = nil
    }

    /// Gives back this resolution's claims, if it holds any.
    private func giveBackClaims() {
        if !state.regionClaims.isEmpty { giveBackRegionClaims() }
        guard state.holdsClaims else { return }
        state.holdsClaims = false
        SharedBuilds.process.giveBack(claimsOf: builder)
    }

    /// Gives back the claims of this resolution in scoped regions; one that another thread handed
    /// over to ``SharedBuilds`` meanwhile is given back there too.
    @inline(never)  // only resolutions that built in a region come here
    private func giveBackRegionClaims() {
        var handedOver = false
        for region in state.regionClaims where region.giveBackClaims(of: builder) { handedOver = true }
        // Kept for the next resolution's claims: a region's deinit runs no user code.
        state.regionClaims.removeAll(keepingCapacity: true)
        if handedOver { state.holdsClaims = true }
    }

    /// Ends the outermost call: runs the after call-backs, publishes shared instances, resets the
    /// state, gives back its claims (so that threads waiting for them find them), and only then releases what the resolution kept.
    private func finish() {
        endBuilding()
        state.region = nil
        let failed = hasDeferredError
        if failed {
            deferredError = nil
            hasDeferredError = false
        }
        state.rootThrows = false
        // Most resolutions publish nothing, claim nothing and queue nothing: the graph and the
        // configurations kept are all there is to release.
        guard
            state.holdsClaims || !state.regionClaims.isEmpty || !state.publications.isEmpty
                || !state.afterCallbacks.isEmpty
                || !state.backReferences.isEmpty
        else { return releaseWhatTheResolutionKept() }
        finishWithQueues(publishing: !failed)
    }

    /// ``finish()`` for a resolution that built shared instances or queued anything: the queues
    /// are taken out of the state before anything in them is released.
    private func finishWithQueues(publishing: Bool) {
        if publishing {
            for publication in state.publications {
                if let dropped = publication.publish() { state.kept.push(.object(dropped)) }
            }
        }
        var publications: [Publication] = []
        var afterCallbacks: [AfterCallbacks] = []
        var backReferences: [WaitingBackReference] = []
        swap(&publications, &state.publications)
        swap(&afterCallbacks, &state.afterCallbacks)
        swap(&backReferences, &state.backReferences)
        state.afterCallbacksHead = 0
        state.backReferencesHead = 0
        giveBackClaims()
        releaseWhatTheResolutionKept()
        recycle(&afterCallbacks)
        withExtendedLifetime((publications, backReferences)) {}
    }

    /// Releases the after call-backs that ran, giving their definitions to the thread's spare
    /// slots and the queue's storage back to the state, so that the next resolution with after
    /// call-backs allocates neither.
    ///
    /// Outside the state, as any release of what the user made: emptying a definition releases
    /// the call-backs' closures, whose captures' `deinit` may resolve (that resolution finds the
    /// state whole, and at its end leaves the state an empty queue of its own or none).
    private func recycle(_ queue: inout [AfterCallbacks]) {
        while let callbacks = queue.popLast() {
            guard let steps = callbacks.steps else { continue }
            _ = consume callbacks
            // A definition the configuration kept is emptied too (nothing the user can call on it
            // once its configuration returned reads or adds after call-backs), and not reused:
            // `offer` keeps only an object nothing else refers to.
            if steps.emptiedForReuse() { spareDefinitions.offer(consume steps) }
        }
        if state.afterCallbacks.capacity == 0 { swap(&queue, &state.afterCallbacks) }
    }

    /// Forgets the object graph and releases what the resolution kept, latest first, one object at
    /// a time, each taken out of the state before it is released.
    ///
    /// A `deinit` here may call a definition: that resolution begins above what is still to be
    /// released (``ResolutionState/graphBase``, ``ResolutionState/keptBase``), sees none of it, and
    /// when it ends releases only its own; this loop then goes on.
    private func releaseWhatTheResolutionKept() {
        state.graphFilter = 0
        state.current = -1
        let graphFloor = state.graphBase
        let keptFloor = state.keptBase
        // A resolution a node's deinit begins keeps above what this one still has to release.
        state.keptBase = state.kept.count
        // Each floor is lowered before its object leaves the state, not after: a `consume`d
        // binding has no lexical lifetime, so the optimizer releases it right after its last use
        // (the move out of the state), ahead of any later store, and the deinit that release runs
        // must already find the floor above what is still to be released. (Release builds did
        // store it after, and a deinit's resolution was given the ended graph's components.)
        while state.nodes.count > graphFloor {
            state.graphBase = state.nodes.count - 1
            let node = state.nodes.removeLast()
            let key = node.argumentsIndex >= 0 ? state.arguments.popLast() : nil
            _ = consume node
            _ = consume key
        }
        state.graphBase = graphFloor
        while state.kept.count > keptFloor {
            state.keptBase = state.kept.count - 1
            let kept = state.kept.removeLast()
            _ = consume kept
        }
        state.keptBase = keptFloor
    }
}

/// The state of one thread's resolution (``ResolutionContext``), touched by that thread only: see
/// ``ThreadConfined``.
@usableFromInline
struct ResolutionState: ~Copyable {
    /// How many definition calls (and `inject(_:)` calls) are in progress on this thread.
    ///
    /// This and ``initializerDepth`` count with wrapping arithmetic on every call's path: both are
    /// bounded by the thread's stack, far below `Int.max`, and the overflow test was an
    /// instruction a count.
    var depth = 0
    /// How many initializers are running; back-references wait while it is not zero.
    var initializerDepth = 0
    /// Every instance of this resolution, in the order the builds began.
    var nodes = ContextStack<ResolutionContext.Node>()
    /// Where this resolution's nodes begin; 0 outside a release.
    ///
    /// The nodes below it belong to a resolution that has ended and is releasing them, and no
    /// look-up sees them.
    var graphBase = 0
    /// A bit for each definition with a node (``DefinitionRecord/graphFilterBit``): a clear bit
    /// means the object graph has no instance of it, so the look-up skips the scan.
    var graphFilter: UInt = 0
    /// The run-time arguments of the nodes that have some, in the order of their nodes.
    var arguments: [ArgumentsKey] = []
    /// How the argument types this thread has met are kept in keys (``ArgumentsKey/make(_:)``).
    var argumentKinds = ArgumentKinds()
    /// The node whose initializer or injections run now, the top of the resolution's call stack;
    /// -1 outside any.
    var current = -1
    /// The property whose value is being made and the node it is injected into, for the message of
    /// a back-reference that is not marked as one.
    var injectingProperty: (site: PropertySite, node: Int)?
    /// Back-references waiting for the outermost initializer to return, oldest first.
    var backReferences: [WaitingBackReference] = []
    /// The first entry of ``backReferences`` that has not run.
    var backReferencesHead = 0
    /// The after call-backs of the components built, run when the outermost call ends.
    var afterCallbacks: [AfterCallbacks] = []
    /// The first entry of ``afterCallbacks`` that has not run.
    var afterCallbacksHead = 0
    /// What the user made that the resolution lets go of when it ends (``ResolutionContext/keepUntilEnd(_:)-(AnyObject)``).
    var kept = ContextStack<Kept>()
    /// Like ``graphBase``, for ``kept``.
    var keptBase = 0
    /// Shared instances to publish when the outermost call ends.
    var publications: [Publication] = []
    /// Whether this resolution claimed shared instances (``SharedBuilds``), which it gives back
    /// when it ends.
    var holdsClaims = false
    /// The scoped regions in which this resolution claimed first builds
    /// (``ResolutionContext/claimInRegion(_:_:_:)``), which it gives its claims back to when it
    /// ends.
    var regionClaims: [ScopeRegion] = []
    /// The scoped region of this resolution, once read (``ResolutionContext/currentRegion()``):
    /// `.some(nil)` outside any region, `nil` before it is read.
    var region: ScopeRegion?? = nil
    /// Whether the outermost call can throw (`component(_:)`, `inject(_:)`), so that a problem
    /// found while building for it is thrown there instead of stopping the program.
    var rootThrows = false

    /// The property injections a verification skips in this resolution, each with the problem
    /// an earlier build met making its value (``ResolutionContext/skip(_:)``); empty elsewhere.
    var skippedInjections: [SkippedInjection: TyphoonError] = [:]
    /// What a wiring graph records of this resolution's references
    /// (``ComponentFactory/wiringGraph(samples:)``); `nil` on every other thread.
    var wiring: WiringRecorder?
    /// The node whose by-type look-up is being made (``ResolutionContext/referringByType(_:)``),
    /// -1 for none; read only while ``wiring`` is set.
    var byTypeReferrer = -1
    /// The node whose back-reference is being made, -1 for none; read only while ``wiring`` is set.
    var backReferrer = -1
    /// The node whose option is being chosen, -1 for none; read only while ``wiring`` is set.
    var optionChooser = -1
    /// The auto-injected property being filled and the node it belongs to; read only while
    /// ``wiring`` is set.
    var fillingSlot: (node: Int, property: String)?

    /// The throwing definition calls in progress (``Assembly/defineThrowing(scope:arguments:initializer:configuration:isolation:function:fileID:line:column:)``),
    /// innermost last.
    var throwingCalls: [ResolutionContext.ThrowingCall] = []

    /// What the awaited call is for, if anything beyond its record.
    var purpose: ResolutionContext.Purpose?
    /// The definition the awaited call entered, and its table.
    var entered: (record: DefinitionRecord, table: RecordTable)?
}

/// A property injection being made: the property named before it, given back when it ends
/// (``ResolutionContext/enterProperty(_:)``).
@usableFromInline
struct PropertyFrame {
    let outer: (site: PropertySite, node: Int)?
}

/// A property injection of a definition, as a verification names the place where its next try of
/// a build goes on past a problem (``Verification``): the definition's record, and where the
/// configuration declares the property.
struct SkippedInjection: Hashable {
    let record: ObjectIdentifier
    let fileID: String
    let line: UInt

    init(record: ObjectIdentifier, _ property: PropertySite) {
        self.record = record
        fileID = property.fileID.description
        line = property.line
    }
}

/// The value a key-path write on this thread is about to store, for an auto-injected property
/// that is read before it is written.
package func valueBeingWrittenOnThisThread() -> Any? {
    ThreadContextSlot.withContext(\.valueBeingWritten)
}

/// Something of the user's that a resolution keeps until it ends: an object, or a closure of a
/// configuration that injected in place (what it captured).
enum Kept {
    case object(AnyObject)
    case closure(KeptClosure)
}

/// A back-reference waiting for the outermost initializer to return
/// (``ResolutionContext/runOrWait(backReference:)``).
struct WaitingBackReference {
    /// The node whose injection it is.
    let node: Int
    /// The injection.
    let inject: () -> Void
}
