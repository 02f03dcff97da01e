/// The state one async resolution shares between its tasks: its objectGraph instances and the
/// after call-backs due at its end.
///
/// The outermost call of an async definition makes one; so does each shared build (``Flight``),
/// nested in the resolution that started it: it finds that resolution's objectGraph instances,
/// and runs its own after call-backs before its instance is handed to anyone. The state is
/// guarded by a lock that is never held across a suspension nor while user code runs.
final class AsyncResolution: @unchecked Sendable {
    let parent: AsyncResolution?
    private let lock = Lock()
    private var instances: [AsyncNodeKey: AnyObject] = [:]
    private var afterCallbacks: [(instance: AnyObject, step: AsyncStep)] = []

    init(parent: AsyncResolution?) {
        self.parent = parent
    }

    /// The objectGraph instance of a call in this resolution or one it is nested in.
    func instance(of call: AsyncCall) -> AnyObject? {
        let key = AsyncNodeKey(call)
        var resolution: AsyncResolution? = self
        while let current = resolution {
            if let found = current.lock.withLock({ current.instances[key] }) { return found }
            resolution = current.parent
        }
        return nil
    }

    /// Keeps an objectGraph instance until the resolution ends.
    func keep(_ instance: AnyObject, of call: AsyncCall) {
        lock.withLock { instances[AsyncNodeKey(call)] = instance }
    }

    /// Queues an instance's after call-backs, in the order the instances' injections finished.
    func scheduleAfterCallbacks(_ steps: [AsyncStep], of instance: AnyObject) {
        guard !steps.isEmpty else { return }
        lock.withLock { afterCallbacks += steps.map { (instance, $0) } }
    }

    /// Ends the resolution: runs the after call-backs in order (those that build append theirs),
    /// with the object graph still alive, then forgets it.
    func finish() async throws {
        if lock.withLock({ !afterCallbacks.isEmpty }) { try await runAfterCallbacks() }
        let forgotten = lock.withLock { () -> [AsyncNodeKey: AnyObject] in
            defer { instances = [:] }
            return instances
        }
        // Released here, outside the lock, in case a deinit resolves.
        withExtendedLifetime(forgotten) {}
    }

    /// Runs the after call-backs in order, those they queue included, with the object graph alive.
    private func runAfterCallbacks() async throws {
        let end = AsyncFrame.end(of: self)
        try await AsyncFrame.$current.withValue(end) {
            while let next = lock.withLock({ afterCallbacks.isEmpty ? nil : afterCallbacks.removeFirst() }) {
                try await next.step.run(next.instance)
            }
        }
    }
}

/// A definition with its run-time arguments, as a key of a resolution's instances.
struct AsyncNodeKey: Hashable, @unchecked Sendable {
    let record: ObjectIdentifier
    let arguments: ArgumentsKey?

    init(_ call: AsyncCall) {
        record = ObjectIdentifier(call.record)
        arguments = call.key
    }
}
