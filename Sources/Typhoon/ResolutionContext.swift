import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many threads are patching or injecting an existing instance right now.
///
/// While it is not zero, the lock-free singleton path steps aside so that the slow path can see the
/// request.
@usableFromInline
let specialModes = Atomic<Int>(0)

/// One thread's resolution in progress: the object graph, the frames being built, the steps
/// waiting for an initializer to return, and what to publish when the outermost call ends.
///
/// It lives in thread-local storage and is reused, so a resolution allocates nothing for it.
/// Only its own thread touches it, so its properties skip the run-time exclusivity checks,
/// which otherwise cost a fifth of a build.
@usableFromInline
final class ResolutionContext {
    /// A definition (with its arguments) being built.
    @usableFromInline
    ///
    /// Plain data, so that pushing and popping a frame touches no reference count: the record is
    /// kept alive by its table, and the arguments are remembered by their hash, which is all a
    /// cycle check compares (a 64-bit collision is not a practical concern).
    struct Frame {
        let record: Unmanaged<DefinitionRecord>
        let arguments: Int
        let initializing: Bool

        init(_ record: DefinitionRecord, _ arguments: ArgumentsKey?, initializing: Bool) {
            self.record = .passUnretained(record)
            self.arguments = arguments?.hash ?? 0
            self.initializing = initializing
        }

        /// Whether this frame builds `record` with these arguments.
        func builds(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) -> Bool {
            self.record.toOpaque() == Unmanaged.passUnretained(record).toOpaque()
                && self.arguments == (arguments?.hash ?? 0)
        }
    }

    /// An object-graph instance, or `nil` while its initializer runs.
    ///
    /// Its only reference is the instance, so that clearing the pool at the end of a resolution
    /// is a loop of releases rather than a generic destroy per entry.
    @usableFromInline
    struct PoolEntry {
        let record: ObjectIdentifier
        /// The index of the call's run-time arguments in ``poolArguments``, or -1 without any.
        let argumentsIndex: Int
        /// Their hash, compared before the arguments themselves.
        let argumentsHash: Int
        /// Kept by the pool until ``finish()``.
        var instance: AnyObject?
    }

    /// A request to act on the next outermost definition call instead of building normally.
    @usableFromInline
    enum Request {
        /// Install this replacement (a `() -> R`) and report the record.
        case patch(replacement: Any, installed: (DefinitionRecord, RecordTable) -> Void)
        /// Apply the definition's injections to this existing instance.
        case inject(AnyObject)
    }

    @usableFromInline @exclusivity(unchecked) var depth = 0
    @usableFromInline @exclusivity(unchecked) var initializerDepth = 0
    @exclusivity(unchecked) var pool = ContextStack<PoolEntry>()
    /// The run-time arguments of the pool's entries that have some.
    @exclusivity(unchecked) var poolArguments: [ArgumentsKey] = []
    @exclusivity(unchecked) var frames = ContextStack<Frame>()
    @usableFromInline @exclusivity(unchecked) var pending: [() -> Void] = []
    @usableFromInline @exclusivity(unchecked) var publications: [() -> Void] = []
    @usableFromInline @exclusivity(unchecked) var request: Request? {
        didSet { hasRequest = request != nil }
    }
    /// Whether ``request`` is set, read on every call without copying the request.
    @exclusivity(unchecked) private var hasRequest = false
    /// The value a key-path write is about to store; see ``InjectionEnvironment``.
    @exclusivity(unchecked) var valueBeingWritten: Any?
    /// Set while a by-type look-up waits to learn which definition its method calls.
    @usableFromInline @exclusivity(unchecked) var captureFirstRecord = false
    /// The first definition entered while ``captureFirstRecord`` was set.
    @usableFromInline @exclusivity(unchecked) var capturedRecord: DefinitionRecord?
    @exclusivity(unchecked) private var heldLocks: [Lock] = []

    /// Runs `body` with the calling thread's context, without retaining it: the thread-local
    /// slot keeps it alive for the thread's life.
    ///
    /// - Parameters:
    ///   - key: ``contextKey``, copied where the caller can read it without the lazy global's
    ///     once-check.
    ///   - body: The work to do with the context.
    /// - Returns: What `body` returns.
    @inlinable
    static func withCurrent<T>(_ key: pthread_key_t, _ body: (ResolutionContext) -> T) -> T {
        let pointer = pthread_getspecific(key) ?? makeCurrentPointer()
        return Unmanaged<ResolutionContext>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    @usableFromInline
    static func makeCurrentPointer() -> UnsafeMutableRawPointer {
        let pointer = Unmanaged.passRetained(ResolutionContext()).toOpaque()
        pthread_setspecific(contextKey, pointer)
        return pointer
    }

    deinit {
        releasePool()
        pool.deallocate()
        frames.deallocate()
    }

    /// The calling thread's context, retained, for the paths that keep it across calls.
    static var current: ResolutionContext {
        withCurrent(contextKey) { $0 }
    }

    // MARK: Object graph

    /// The pool index of a definition's instance (or its running initializer).
    @inline(__always)
    func poolIndex(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) -> Int? {
        let identifier = ObjectIdentifier(record)
        return pool.lastIndex { entry in
            guard entry.pointee.record == identifier else { return false }
            let index = entry.pointee.argumentsIndex
            guard let arguments else { return index < 0 }
            return index >= 0 && entry.pointee.argumentsHash == arguments.hash && poolArguments[index] == arguments
        }
    }

    /// Reserves the pool entry that marks a definition's initializer as running.
    @usableFromInline
    @inline(__always)
    func reserve(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) -> Int {
        var argumentsIndex = -1
        if let arguments {
            argumentsIndex = poolArguments.count
            poolArguments.append(arguments)
        }
        return pool.push(
            PoolEntry(
                record: ObjectIdentifier(record), argumentsIndex: argumentsIndex, argumentsHash: arguments?.hash ?? 0))
    }

    /// The object-graph instance of a definition, or a stop if its initializer is still
    /// running (a cycle of initializers).
    @usableFromInline
    @inline(__always)
    func pooled(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) -> AnyObject? {
        guard let index = poolIndex(record, arguments) else { return nil }
        guard let instance = pool[index].instance else {
            stop(.circularInitializers(path: cyclePath(to: record, arguments)))
        }
        return instance
    }

    /// The object graph's answer for a definition: its instance, or a reserved entry.
    @usableFromInline
    enum Lookup {
        case found(AnyObject)
        case reserved(Int)
    }

    /// The object-graph instance of a definition, or a newly reserved entry for it (one call on
    /// the hot path instead of two).
    @usableFromInline
    func pooledOrBeginInitializer(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) -> Lookup {
        if let instance = pooled(record, arguments) { return .found(instance) }
        return .reserved(reserveAndBeginInitializer(record, arguments))
    }

    /// Reserves the object-graph entry of a definition and marks its initializer as running.
    @usableFromInline
    @inline(__always)
    func reserveAndBeginInitializer(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) -> Int {
        beginInitializer(record, arguments)
        return reserve(record, arguments)
    }

    /// Marks a prototype's initializer as running, or stops if building it again can never end.
    @usableFromInline
    func beginPrototypeInitializer(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) {
        if isEndlessPrototypeCycle(record, arguments) {
            stop(.circularPrototypes(path: cyclePath(to: record, arguments)))
        }
        beginInitializer(record, arguments)
    }

    // MARK: Calls

    /// Starts a definition call: counts it and, on the outermost call, hands over a pending
    /// request (patch or inject).
    ///
    /// These small entry points are not inlined into the clients' specialized code on purpose:
    /// compiled here, the properties skip the exclusivity checks; inlined, they would not.
    ///
    /// - Returns: Whether this outermost call has a request to serve.
    @usableFromInline
    func begin(_ record: DefinitionRecord) -> Bool {
        if captureFirstRecord {
            capturedRecord = record
            captureFirstRecord = false
        }
        depth += 1
        return depth == 1 && hasRequest
    }

    /// Hands over the pending request, once.
    @usableFromInline
    func takeRequest() -> Request? {
        defer { request = nil }
        return request
    }

    /// Ends a definition call; the outermost one finishes the resolution.
    @usableFromInline
    func end() {
        depth -= 1
        if depth == 0 { finish() }
    }

    /// Marks a definition's initializer as running.
    @inline(__always)
    func beginInitializer(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) {
        frames.push(Frame(record, arguments, initializing: true))
        initializerDepth += 1
    }

    /// Marks the running initializer as returned, stores its instance in the reserved pool
    /// entry (unless `slot` is -1), and once no initializer runs any more, runs the injections
    /// queued meanwhile, so that they find the instance.
    @usableFromInline
    func initializerReturned(_ slot: Int, _ instance: consuming AnyObject) {
        initializerDepth -= 1
        frames.pop()
        if slot >= 0 {
            pool[slot].instance = consume instance
        }
        if initializerDepth == 0 && !pending.isEmpty {
            drainPending()
        }
    }

    /// Publishes a shared instance when the outermost call ends.
    @usableFromInline
    func publishAtEnd(_ publication: @escaping () -> Void) {
        publications.append(publication)
    }

    /// Runs a component's injections now, or, while an initializer is running, once the
    /// outermost initializer has returned.
    @usableFromInline
    func runOrDefer(_ record: DefinitionRecord, _ arguments: ArgumentsKey?, _ injections: @escaping () -> Void) {
        let step = { [unowned self] in
            frames.push(Frame(record, arguments, initializing: false))
            defer { frames.pop() }
            injections()
        }
        if initializerDepth > 0 {
            pending.append(step)
        } else {
            step()
        }
    }

    // MARK: Cycles

    /// The path of definitions from the first frame of `record` to a repeated call of it.
    @usableFromInline
    func cyclePath(to record: DefinitionRecord, _ arguments: ArgumentsKey?) -> [String] {
        let frames = frames.elements
        let start =
            frames.lastIndex { $0.builds(record, arguments) } ?? 0
        let records = frames[start...].map { $0.record.takeUnretainedValue() } + [record]
        var previous: String?
        return records.map { record in
            defer { previous = record.assemblyName }
            return previous == record.assemblyName ? record.method : record.name
        }
    }

    /// Whether building `record` again would start a prototype cycle that never ends: it is
    /// already being built, and every definition built since is prototype-scoped too.
    @usableFromInline
    func isEndlessPrototypeCycle(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) -> Bool {
        guard let start = frames.lastIndex(where: { $0.pointee.builds(record, arguments) }) else {
            return false
        }
        return frames.allSatisfy(from: start) { $0.pointee.record.takeUnretainedValue().scope == .prototype }
    }

    // MARK: Shared instances

    /// Takes a factory's build lock for the rest of this resolution, unless already held.
    @usableFromInline
    func holdBuildLock(_ lock: Lock) {
        guard !heldLocks.contains(where: { $0 === lock }) else { return }
        lock.lock()
        heldLocks.append(lock)
    }

    // MARK: Steps after the initializer

    /// Runs the steps queued while initializers ran, oldest first.
    func drainPending() {
        var index = 0
        while index < pending.count {
            let step = pending[index]
            index += 1
            step()
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Ends the outermost call: publishes shared instances, forgets the object graph and lets
    /// other threads build again.
    @usableFromInline
    func finish() {
        // Most resolutions publish nothing and hold no lock; skip the empty arrays' clean-up.
        if !publications.isEmpty {
            for publish in publications { publish() }
            publications.removeAll(keepingCapacity: true)
        }
        releasePool()
        if !heldLocks.isEmpty {
            for lock in heldLocks.reversed() { lock.unlock() }
            heldLocks.removeAll(keepingCapacity: true)
        }
    }

    /// Forgets the object graph, top first; an entry leaves the pool before its instance is
    /// released, in case the instance's `deinit` resolves something.
    private func releasePool() {
        while let entry = pool.popLast() {
            _ = consume entry
        }
        if !poolArguments.isEmpty { poolArguments.removeAll(keepingCapacity: true) }
    }
}

/// The thread-local slot of each thread's ``ResolutionContext``; the destructor frees it when
/// the thread ends.
@usableFromInline
let contextKey: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
        pthread_key_create(&key) { Unmanaged<ResolutionContext>.fromOpaque($0).release() }
    #else
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<ResolutionContext>.fromOpaque(pointer).release()
        }
    #endif
    return key
}()

/// The value a key-path write on this thread is about to store, for an auto-injected property
/// that is read before it is written.
package func valueBeingWrittenOnThisThread() -> Any? {
    ResolutionContext.current.valueBeingWritten
}
