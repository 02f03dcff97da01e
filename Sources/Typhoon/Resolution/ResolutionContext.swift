import CTyphoonAtomics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many threads are patching, injecting an existing instance or learning a candidate's name
/// right now.
///
/// While it is not zero, the lock-free singleton path steps aside so that the slow path can see the
/// request.
@inlinable
var specialModes: UnsafeAtomicWord {
    UnsafeAtomicWord(typhoon_special_modes())
}

/// One thread's resolution in progress: the object graph, the chain of references that led to
/// each instance, the injections waiting for an initializer to return, and what to publish when
/// the outermost call ends.
///
/// It lives in thread-local storage and is reused, so a resolution allocates nothing for it.
/// Only its own thread touches it, so its properties skip the run-time exclusivity checks,
/// which otherwise cost a fifth of a build.
@usableFromInline
final class ResolutionContext {
    /// One instance of this resolution: a definition (with its arguments) being built or built.
    ///
    /// Plain data, so that pushing and popping a node touches no reference count but the
    /// instance's: the record is kept alive by its table. The node that referred to it is its
    /// parent, so the chain of references that led to an instance survives when its injections
    /// run later (DESIGN §2's ancestors, §4's deferred injections).
    @usableFromInline
    struct Node {
        let record: Unmanaged<DefinitionRecord>
        /// The index of the call's run-time arguments in ``poolArguments``, or -1 without any.
        let argumentsIndex: Int
        /// Their hash, compared before the arguments themselves.
        let argumentsHash: Int
        /// The node whose initializer or injections asked for this one; -1 for the outermost.
        let parent: Int
        /// A prototype is found only by its descendants, never by the object-graph look-up.
        let isPrototype: Bool
        /// Kept until ``finish()``; `nil` while the initializer runs.
        var instance: AnyObject?

        /// Whether this node is `record` called with `arguments`.
        func builds(_ record: DefinitionRecord, _ arguments: ArgumentsKey?, in context: ResolutionContext) -> Bool {
            guard self.record.toOpaque() == Unmanaged.passUnretained(record).toOpaque() else { return false }
            guard let arguments else { return argumentsIndex < 0 }
            return argumentsIndex >= 0 && argumentsHash == arguments.hash
                && context.poolArguments[argumentsIndex] == arguments
        }
    }

    /// Injections waiting for the outermost initializer to return, with the node they belong to.
    struct PendingInjection {
        let node: Int
        let run: () -> Void
    }

    /// A request to act on the next definition call instead of building normally.
    @usableFromInline
    enum Request {
        /// Install this replacement (a `() -> R`) and report the record.
        case patch(replacement: Any, installed: (DefinitionRecord, RecordTable) -> Void)
        /// Apply the definition's injections to this existing instance.
        case inject(AnyObject)
    }

    /// The answer of the object graph for a definition call: an instance, or a new node.
    @usableFromInline
    enum Lookup {
        case found(AnyObject)
        case begun(Int)
    }

    @usableFromInline @exclusivity(unchecked) var depth = 0
    @exclusivity(unchecked) var initializerDepth = 0
    /// Every instance of this resolution, in the order the builds began.
    @exclusivity(unchecked) var nodes = ContextStack<Node>()
    /// The run-time arguments of the nodes that have some.
    @exclusivity(unchecked) var poolArguments: [ArgumentsKey] = []
    /// The node whose initializer or injections run now; -1 outside any.
    @exclusivity(unchecked) var current = -1
    @exclusivity(unchecked) var pending: [PendingInjection] = []
    /// The first entry of ``pending`` that has not run.
    @exclusivity(unchecked) var pendingHead = 0
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
    /// Whether this thread holds ``sharedBuildLock`` until its resolution ends.
    @exclusivity(unchecked) private var holdsBuildLock = false

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
    }

    /// The calling thread's context, retained, for the paths that keep it across calls.
    static var current: ResolutionContext {
        withCurrent(contextKey) { $0 }
    }

    // MARK: Object graph

    /// The object-graph node of a definition (any scope but prototype), latest first.
    @inline(__always)
    func pooledIndex(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) -> Int? {
        nodes.lastIndex { node in
            !node.pointee.isPrototype && node.pointee.builds(record, arguments, in: self)
        }
    }

    /// The node of `record` among the ancestors of the current node: the prototype instance a
    /// circular reference gets (DESIGN §2).
    func ancestorIndex(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) -> Int? {
        var index = current
        while index >= 0 {
            if nodes[index].builds(record, arguments, in: self) { return index }
            index = nodes[index].parent
        }
        return nil
    }

    /// The instance of a node, or a stop if its initializer is still running (a cycle of
    /// initializers: every node since it was made inside that initializer).
    @inline(__always)
    func instance(at index: Int, _ record: DefinitionRecord, _ arguments: ArgumentsKey?) -> AnyObject {
        guard let instance = nodes[index].instance else {
            stop(.circularInitializers(path: cyclePath(from: index, to: record)))
        }
        return instance
    }

    /// The instance this resolution already has for a definition call, or a new node for it,
    /// whose initializer the caller runs next.
    ///
    /// A prototype is reused only by its descendants; every other scope once per resolution.
    @usableFromInline
    func lookUpOrBegin(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) -> Lookup {
        let isPrototype = record.scope == .prototype
        let found = isPrototype ? ancestorIndex(record, arguments) : pooledIndex(record, arguments)
        if let found { return .found(instance(at: found, record, arguments)) }
        return .begun(beginInitializer(record, arguments, isPrototype: isPrototype))
    }

    /// Adds a node for a definition whose initializer runs next, below the current node.
    @inline(__always)
    func beginInitializer(_ record: DefinitionRecord, _ arguments: ArgumentsKey?, isPrototype: Bool) -> Int {
        let index = push(record, arguments, isPrototype: isPrototype, instance: nil)
        current = index
        initializerDepth += 1
        return index
    }

    /// Adds a node for an instance that already exists (`inject(_:)` with a listed definition).
    @usableFromInline
    func adopt(_ record: DefinitionRecord, _ arguments: ArgumentsKey?, _ instance: AnyObject) -> Int {
        push(record, arguments, isPrototype: record.scope == .prototype, instance: instance)
    }

    @inline(__always)
    private func push(
        _ record: DefinitionRecord, _ arguments: ArgumentsKey?, isPrototype: Bool, instance: AnyObject?
    )
        -> Int
    {
        var argumentsIndex = -1
        if let arguments {
            argumentsIndex = poolArguments.count
            poolArguments.append(arguments)
        }
        return nodes.push(
            Node(
                record: .passUnretained(record), argumentsIndex: argumentsIndex, argumentsHash: arguments?.hash ?? 0,
                parent: current, isPrototype: isPrototype, instance: instance))
    }

    // MARK: Calls

    /// Starts a definition call: counts it and hands over a pending request (patch or inject),
    /// which belongs to the first definition entered after it was made.
    ///
    /// These small entry points are not inlined into the clients' specialized code on purpose:
    /// compiled here, the properties skip the exclusivity checks; inlined, they would not.
    ///
    /// - Returns: Whether this call has a request to serve.
    @usableFromInline
    func begin(_ record: DefinitionRecord) -> Bool {
        if captureFirstRecord {
            capturedRecord = record
            captureFirstRecord = false
        }
        depth += 1
        return hasRequest
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

    /// Stores the instance of a node whose initializer returned, and once no initializer runs
    /// any more, runs the injections queued meanwhile, so that they find the instance.
    @usableFromInline
    func initializerReturned(_ index: Int, _ instance: consuming AnyObject) {
        initializerDepth -= 1
        current = nodes[index].parent
        nodes[index].instance = consume instance
        if initializerDepth == 0 && pendingHead < pending.count {
            drainPending()
        }
    }

    /// Publishes a shared instance when the outermost call ends.
    @usableFromInline
    func publishAtEnd(_ publication: @escaping () -> Void) {
        publications.append(publication)
    }

    /// Runs a node's injections now, or, while an initializer is running, once the outermost
    /// initializer has returned.
    @usableFromInline
    func runOrDefer(_ node: Int, _ injections: @escaping () -> Void) {
        if initializerDepth > 0 {
            pending.append(PendingInjection(node: node, run: injections))
        } else {
            run(node, injections)
        }
    }

    /// Runs a node's injections with that node as the one that refers to what they build.
    @usableFromInline
    func run(_ node: Int, _ injections: () -> Void) {
        let outer = current
        current = node
        defer { current = outer }
        injections()
    }

    /// Runs the injections queued while initializers ran, oldest first, each exactly once.
    ///
    /// So that nothing waits while no initializer runs, an initializer that returns during a
    /// step (at depth 0) drains what is left right away, starting with the older entries; each
    /// entry leaves the queue before it runs, so the outer loop never runs it again.
    func drainPending() {
        while pendingHead < pending.count {
            let next = pending[pendingHead]
            pendingHead += 1
            run(next.node, next.run)
        }
        if !pending.isEmpty {
            pending.removeAll(keepingCapacity: true)
            pendingHead = 0
        }
    }

    // MARK: Cycles

    /// The path of definitions from the node at `start` to a repeated call of `record`, through
    /// the chain of references that leads to the current node.
    func cyclePath(from start: Int, to record: DefinitionRecord) -> [String] {
        var chain: [DefinitionRecord] = [record]
        var index = current
        while index >= 0 {
            chain.append(nodes[index].record.takeUnretainedValue())
            if index == start { break }
            index = nodes[index].parent
        }
        var previous: String?
        return chain.reversed().map { record in
            defer { previous = record.assemblyName }
            return previous == record.assemblyName ? record.method : record.name
        }
    }

    // MARK: Shared instances

    /// Takes the process's build lock for the rest of this resolution, unless already held.
    ///
    /// One lock for every factory: a resolution that builds shared instances of two factories
    /// (through collaborating assemblies, or a definition that calls another factory) takes no
    /// second lock, so two threads can never wait for each other's.
    @usableFromInline
    func holdBuildLock() {
        guard !holdsBuildLock else { return }
        sharedBuildLock.lock()
        holdsBuildLock = true
    }

    /// Runs `body` with the build lock held, so that no shared instance is being built meanwhile
    /// (installing or removing a patch).
    func withBuildLock<T>(_ body: () -> T) -> T {
        guard !holdsBuildLock else { return body() }
        sharedBuildLock.lock()
        defer { sharedBuildLock.unlock() }
        return body()
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
        if holdsBuildLock {
            holdsBuildLock = false
            sharedBuildLock.unlock()
        }
    }

    /// Forgets the object graph, latest first; a node leaves the pool before its instance is
    /// released, in case the instance's `deinit` resolves something.
    private func releasePool() {
        while let node = nodes.popLast() {
            _ = consume node
        }
        if !poolArguments.isEmpty { poolArguments.removeAll(keepingCapacity: true) }
        current = -1
    }
}

/// Held by a thread from its first build of a shared instance until its resolution ends, so that
/// a singleton is built once and published only when fully injected; see
/// ``ResolutionContext/holdBuildLock()``.
let sharedBuildLock = Lock()

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
