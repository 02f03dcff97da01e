import CTyphoonAtomics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An assembly's definition records, found by call site without taking a lock.
///
/// Records are only ever added while the assembly is active, so readers probe an
/// ``UnsafeRecordSlots`` array; a writer takes the lock, and when the array is a quarter full
/// publishes a twice-as-large copy. Replaced arrays are kept until the table goes (a reader may
/// still be probing one), which costs at most as much again as the current array.
///
/// - Complexity: A look-up is O(1) expected; activation adds nothing per definition, since a
///   record is made on the definition's first call.
@usableFromInline
final class RecordTable: @unchecked Sendable {
    /// Where the assembly stands: never activated, active, unloaded (``ComponentFactory/unload()``:
    /// its next call loads the factory again), or its factory was released.
    @usableFromInline
    enum State: UInt8 {
        case inactive, active, released, unloaded
    }

    /// The current generation's address, the ``State``, the thread activating the assembly (see
    /// ``beginActivation()``), and whether the factory has instance post-processors (1) or not
    /// (0): read without a lock.
    @usableFromInline let atomics = AtomicWords(count: 4)
    /// Taken by the thread that activates the assembly for the whole activation.
    ///
    /// Another activation waits until it has ended and then finds the assembly whole. A wait in the graph
    /// of shared builds, so that an activation that waits for a thread's claim while that thread
    /// waits for the activation is seen (``SharedBuilds``).
    private let activation = GraphWork()
    /// Guards insertion, the records' shared instances and patches.
    @usableFromInline let lock = Lock()
    /// The assembly's async definitions (`defineAsync`), with their shared instances.
    let asyncRecords = AsyncRecordTable()
    /// Every generation made, the current one last; guarded by ``lock``.
    private var generations: [UnsafeRecordSlots]
    /// Every record, in the order they were added; guarded by ``lock``.
    private var records: [DefinitionRecord] = []
    /// Whether its singletons are kept under the lock, never published in the lock-free word.
    ///
    /// True for a verification's sandbox (``FactoryCore/sandbox()``), whose release must free them
    /// at once, while a published word's object lives as long as its record
    /// (``UnsafePublishedObject``), and a parked verification thread's stack may hold the record
    /// for ever. Set before the table's first record.
    var keepsSingletonsUnderLock = false

    init() {
        let first = UnsafeRecordSlots(capacity: 32)
        generations = [first]
        setCurrent(first)
    }

    /// The generation readers probe; the table keeps it (and every older one) alive.
    @inlinable
    var current: UnsafeReference<UnsafeRecordSlots> {
        UnsafeReference(bits: atomics[0].loadAcquiring())
    }

    private func setCurrent(_ generation: UnsafeRecordSlots) {
        atomics[0].storeReleasing(UnsafeReference(generation).bits)
    }

    @inlinable
    var state: State {
        State(rawValue: UInt8(truncatingIfNeeded: atomics[1].loadAcquiring())) ?? .inactive
    }

    /// Whether the state is ``State/active``: the test on every definition call's path, one load
    /// and one comparison (``state`` converts the raw value, a call the optimizer leaves out of
    /// line).
    @inlinable
    var isActive: Bool {
        atomics[1].loadAcquiring() == Int(State.active.rawValue)
    }

    /// Whether the assembly serves calls: active, or unloaded (a call loads it again).
    ///
    /// The state is read once, so that both tests see the same one.
    var servesCalls: Bool {
        let state = state
        return state == .active || state == .unloaded
    }

    func setState(_ state: State) {
        atomics[1].storeReleasing(Int(state.rawValue))
    }

    /// Whether every instance built from this assembly goes through the factory's instance
    /// post-processors: one relaxed load on each build, the only cost when there are none.
    @inline(__always)
    var postProcessesInstances: Bool {
        atomics[3].loadRelaxed() != 0
    }

    /// Turns on ``postProcessesInstances``, once the factory has an instance post-processor.
    func startPostProcessingInstances() {
        atomics[3].storeReleasing(1)
    }

    /// Whether the assembly has been activated and no activation of it is under way.
    ///
    /// The state alone does not say it: an activation turns its assemblies active before it
    /// publishes the by-type registry and builds the eager singletons, which need them active.
    /// The thread word is read after the state, acquiring: an activation stores its thread before
    /// it turns the state active, and clears it, releasing, only once it has ended.
    var isActivatedAndWhole: Bool {
        state != .inactive && atomics[2].loadAcquiring() == 0
    }

    /// Waits until no other thread activates the assembly, and keeps others waiting until
    /// ``endActivation()``.
    ///
    /// - Returns: Whether this call took the activation, which the caller must end; `false` when
    ///   the calling thread is already activating the assembly (an activation that asks for
    ///   itself again, from an eager singleton or a collaborator's initializer).
    /// - Parameter assemblyName: The assembly's name, for messages.
    func beginActivation(of assemblyName: String) -> Bool {
        let thread = typhoon_thread_identity()
        if atomics[2].loadAcquiring() == thread { return false }
        ThreadContextSlot.withContext {
            SharedBuilds.process.take(activation, for: $0.builder, as: "the activation of \(assemblyName)")
        }
        atomics[2].storeRelaxed(thread)
        return true
    }

    /// Lets the next activation of the assembly go on.
    func endActivation() {
        // Releasing: a caller that finds 0 after an active state (``isActivatedAndWhole``) sees
        // everything the activation did.
        atomics[2].storeReleasing(0)
        SharedBuilds.process.end(activation)
    }

    /// The record for a call site, if its definition has been called before; the table owns it.
    @inlinable @inline(__always)
    func find(_ site: DefinitionSite) -> UnsafeReference<DefinitionRecord>? {
        current.borrow { $0.find(site) }
    }

    /// What a definition call finds first: its record, and the published singleton when the call
    /// may return it at once.
    ///
    /// Two words, returned in registers.
    @usableFromInline
    struct Lookup {
        /// The record, which the table owns; `nil` before the definition's first call.
        @usableFromInline let record: UnsafeReference<DefinitionRecord>?
        /// The published singleton, unretained.
        ///
        /// The record keeps it (or, once it left the word, its retired list does) while the
        /// record lives (``UnsafePublishedObject``). Set only with ``record``.
        @usableFromInline let published: UnsafeReference<AnyObject>?
    }

    /// The record for a call site and, for a call without run-time arguments, its published
    /// singleton.
    @inline(__always)
    func lookUp(_ site: DefinitionSite, hasArguments: Bool) -> Lookup {
        lookUpInFirstSlot(site, hasArguments: hasArguments) ?? lookUpProbing(site, hasArguments: hasArguments)
    }

    /// ``lookUp(_:hasArguments:)`` in the common case, the record in the site's first slot
    /// (``UnsafeRecordSlots/findInFirstSlot(_:)``); `nil` otherwise (a definition's first call, a
    /// collision), for ``lookUpProbing(_:hasArguments:)``.
    @inline(__always)
    func lookUpInFirstSlot(_ site: DefinitionSite, hasArguments: Bool) -> Lookup? {
        guard let record = current.borrow({ $0.findInFirstSlot(site) }) else { return nil }
        return found(record, hasArguments: hasArguments)
    }

    /// ``lookUp(_:hasArguments:)`` past the site's first slot, which ``lookUpInFirstSlot(_:hasArguments:)``
    /// has read already.
    @inline(never)
    func lookUpProbing(_ site: DefinitionSite, hasArguments: Bool) -> Lookup {
        guard let record = current.borrow({ $0.findByProbing(site) }) else {
            return Lookup(record: nil, published: nil)
        }
        return found(record, hasArguments: hasArguments)
    }

    @inline(__always)
    private func found(_ record: UnsafeReference<DefinitionRecord>, hasArguments: Bool) -> Lookup {
        Lookup(record: record, published: hasArguments ? nil : record.borrow { $0.publishedObject() })
    }

    /// Adds a record, or returns the one another thread added first for the same call site.
    func insert(_ record: DefinitionRecord) -> UnsafeReference<DefinitionRecord> {
        lock.withLock {
            let generation = current.object
            if let existing = generation.find(record.site) { return existing }
            records.append(record)
            if keepsSingletonsUnderLock { record.keepSingletonUnderLock() }
            if generation.isQuarterFullAfterOneMore {
                grow(from: generation)
            }
            current.object.insert(record)
            return UnsafeReference(record)
        }
    }

    private func grow(from generation: UnsafeRecordSlots) {
        let larger = UnsafeRecordSlots(capacity: (generation.mask + 1) * 2)
        for record in records.dropLast() {
            larger.insert(record)
        }
        generations.append(larger)
        setCurrent(larger)
    }

    /// Every record, in the order the definitions were first called.
    var allRecords: [DefinitionRecord] {
        lock.withLock { records }
    }

    /// A copy of every patched record, patch included, for a sandbox's table.
    func patchedRecordCopies() -> [DefinitionRecord] {
        lock.withLock { records.filter { $0.patch != nil }.map { $0.copyWithPatch() } }
    }

    /// Marks the table unloaded and forgets every shared instance, async definitions' included
    /// (``ComponentFactory/unload()``);
    /// the caller holds the graph of shared builds and has checked that no thread builds one.
    ///
    /// From then on each singleton is kept under the lock rather than in the published word (as
    /// after a patch), so that however often the factory unloads, at most one published object
    /// is retired per definition.
    ///
    /// - Returns: What the records let go of, for the caller to release once it holds no lock.
    func unload() -> [Any] {
        setState(.unloaded)
        let dropped = lock.withLock { records.flatMap { $0.forgetSharedForUnload() } }
        // The async definitions' shared instances too: the next async call builds again. A build
        // under way then hands its instance to its waiters and keeps nothing.
        return dropped + asyncRecords.release().map { $0 as Any }
    }

    /// Marks the table released and forgets every shared instance, when the factory is released.
    ///
    /// Published singletons that a reader may still hold are retired, not freed: each record
    /// frees them when it goes (``UnsafePublishedObject``).
    func release() {
        setState(.released)
        let dropped = lock.withLock { records.flatMap { $0.forgetShared() } }
        let droppedAsync = asyncRecords.release()
        withExtendedLifetime((dropped, droppedAsync)) {}
    }
}
