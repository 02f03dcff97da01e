#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization

/// How many threads are patching or injecting an existing instance right now. While it is not
/// zero, the lock-free singleton path steps aside so that the slow path can see the request.
@usableFromInline
let specialModes = Atomic<Int>(0)

/// One thread's resolution in progress: the object graph, the frames being built, the steps
/// waiting for an initializer to return, and what to publish when the outermost call ends.
///
/// It lives in thread-local storage and is reused, so a resolution allocates nothing for it.
@usableFromInline
final class ResolutionContext {
    /// A definition (with its arguments) being built.
    @usableFromInline
    struct Frame {
        @usableFromInline let record: Unmanaged<DefinitionRecord>
        @usableFromInline let arguments: ArgumentsKey?
        @usableFromInline let initializing: Bool

        @usableFromInline
        init(_ record: DefinitionRecord, _ arguments: ArgumentsKey?, initializing: Bool) {
            self.record = .passUnretained(record)
            self.arguments = arguments
            self.initializing = initializing
        }
    }

    /// An object-graph instance, or `nil` while its initializer runs.
    @usableFromInline
    struct PoolEntry {
        @usableFromInline let record: ObjectIdentifier
        @usableFromInline let arguments: ArgumentsKey?
        @usableFromInline var instance: AnyObject?

        @usableFromInline
        init(record: ObjectIdentifier, arguments: ArgumentsKey?, instance: AnyObject?) {
            self.record = record
            self.arguments = arguments
            self.instance = instance
        }
    }

    /// A request to act on the next outermost definition call instead of building normally.
    @usableFromInline
    enum Request {
        /// Install this replacement (a `() -> R`) and report the record.
        case patch(replacement: Any, installed: (DefinitionRecord, RecordTable) -> Void)
        /// Apply the definition's injections to this existing instance.
        case inject(AnyObject)
    }

    @usableFromInline var depth = 0
    @usableFromInline var initializerDepth = 0
    @usableFromInline var pool: [PoolEntry] = []
    @usableFromInline var frames: [Frame] = []
    @usableFromInline var pending: [() -> Void] = []
    @usableFromInline var publications: [() -> Void] = []
    @usableFromInline var request: Request?
    /// The value a key-path write is about to store; see ``InjectionEnvironment``.
    var valueBeingWritten: Any?
    /// Set while a by-type look-up waits to learn which definition its method calls.
    @usableFromInline var captureFirstRecord = false
    /// The first definition entered while ``captureFirstRecord`` was set.
    @usableFromInline var capturedRecord: DefinitionRecord?
    private var heldLocks: [Lock] = []

    /// The calling thread's context.
    @inlinable
    static var current: ResolutionContext {
        if let pointer = pthread_getspecific(contextKey) {
            return Unmanaged<ResolutionContext>.fromOpaque(pointer).takeUnretainedValue()
        }
        return makeCurrent()
    }

    @usableFromInline
    static func makeCurrent() -> ResolutionContext {
        let context = ResolutionContext()
        pthread_setspecific(contextKey, Unmanaged.passRetained(context).toOpaque())
        return context
    }

    // MARK: Object graph

    /// The pool index of a definition's instance (or its running initializer).
    @inlinable
    func poolIndex(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) -> Int? {
        let identifier = ObjectIdentifier(record)
        var index = pool.count
        while index > 0 {
            index -= 1
            if pool[index].record == identifier && pool[index].arguments == arguments {
                return index
            }
        }
        return nil
    }

    /// Reserves the pool entry that marks a definition's initializer as running.
    @inlinable
    func reserve(_ record: DefinitionRecord, _ arguments: ArgumentsKey?) -> Int {
        pool.append(PoolEntry(record: ObjectIdentifier(record), arguments: arguments, instance: nil))
        return pool.count - 1
    }

    // MARK: Cycles

    /// The path of definitions from the first frame of `record` to a repeated call of it.
    @usableFromInline
    func cyclePath(to record: DefinitionRecord, _ arguments: ArgumentsKey?) -> [String] {
        let start =
            frames.lastIndex { $0.record.takeUnretainedValue() === record && $0.arguments == arguments } ?? 0
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
        guard
            let start = frames.lastIndex(where: {
                $0.record.takeUnretainedValue() === record && $0.arguments == arguments
            })
        else { return false }
        return frames[start...].allSatisfy { $0.record.takeUnretainedValue().scope == .prototype }
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

    /// Runs the steps queued while initializers ran, oldest first, once none is running.
    @usableFromInline
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
        for publish in publications { publish() }
        publications.removeAll(keepingCapacity: true)
        pool.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        for lock in heldLocks.reversed() { lock.unlock() }
        heldLocks.removeAll(keepingCapacity: true)
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

extension ResolutionContext {
    /// Serves a pending request on the outermost definition call: installs a patch on its
    /// record, or hands back the existing instance to inject.
    ///
    /// - Returns: The instance to inject instead of building one, if that was the request.
    @inlinable
    func serveRequest<R, C>(_ record: Record<R>, in table: RecordTable) -> C? {
        guard let request else { return nil }
        self.request = nil
        switch request {
        case .inject(let object):
            return object as? C
        case .patch(let replacement, let installed):
            guard let make = replacement as? () -> R else { return nil }
            table.lock.withLock {
                record.patch = PatchReplacement(make)
                record.patchCount.store(1, ordering: .releasing)
                record.resetShared()
            }
            installed(record, table)
            return nil
        }
    }
}

/// The value a key-path write on this thread is about to store, for an auto-injected property
/// that is read before it is written.
package func valueBeingWrittenOnThisThread() -> Any? {
    ResolutionContext.current.valueBeingWritten
}
