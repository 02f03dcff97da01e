/// One async definition call being built, as a link in the chain of calls that led to it.
///
/// The chain travels with the task (``current``, a task-local value), not with the thread: a
/// resolution that suspends may resume on any thread, and the child tasks it starts (`async let`)
/// and the task that builds a shared instance (``Flight``) inherit it. Walking the chain up finds
/// the calls being built above this one, which is how a cycle, a back-reference and the prototype
/// rule are told apart across `await` (Docs/Behaviour.md, Cycles).
final class AsyncFrame: @unchecked Sendable {
    /// The innermost call being built on this task, `nil` outside any async resolution.
    @TaskLocal static var current: AsyncFrame?

    /// The definition, `nil` for the frame that runs a resolution's after call-backs.
    let record: AsyncRecord?
    let key: ArgumentsKey?
    let parent: AsyncFrame?
    let resolution: AsyncResolution
    /// The innermost shared build (single flight) this call is part of.
    let flight: Flight?

    private let lock = Lock()
    /// The instance, once the initializer has returned (the injections run then).
    private var built: AnyObject?
    /// Back-references waiting for this call's initializer to return.
    private var waiting: [@Sendable () async throws -> Void] = []

    init(record: AsyncRecord?, key: ArgumentsKey?, parent: AsyncFrame?, resolution: AsyncResolution, flight: Flight?) {
        self.record = record
        self.key = key
        self.parent = parent
        self.resolution = resolution
        self.flight = flight
    }

    /// The frame that runs a resolution's after call-backs: no call is being built there.
    static func end(of resolution: AsyncResolution) -> AsyncFrame {
        AsyncFrame(record: nil, key: nil, parent: nil, resolution: resolution, flight: nil)
    }

    /// The instance once the initializer has returned, `nil` while it runs.
    var instance: AnyObject? {
        lock.withLock { built }
    }

    /// Whether the initializer is still running.
    var isInInitializer: Bool {
        record != nil && instance == nil
    }

    /// Marks the initializer returned and runs the back-references that waited for it, in the
    /// order they were queued (those they queue join the end).
    func initializerReturned(_ instance: AnyObject) async throws {
        lock.withLock { built = instance }
        while let next = lock.withLock({ waiting.isEmpty ? nil : waiting.removeFirst() }) {
            try await next()
        }
    }

    /// Queues a back-reference until this call's initializer returns; `false` when it has
    /// returned meanwhile (then the caller runs it in its place).
    func enqueue(_ backReference: @escaping @Sendable () async throws -> Void) -> Bool {
        lock.withLock {
            guard built == nil else { return false }
            waiting.append(backReference)
            return true
        }
    }

    /// The outermost call above this one whose initializer is running, which a back-reference
    /// made here waits for.
    var outermostAncestorInInitializer: AsyncFrame? {
        var found: AsyncFrame?
        var frame = parent
        while let current = frame {
            if current.isInInitializer { found = current }
            frame = current.parent
        }
        return found
    }
}
