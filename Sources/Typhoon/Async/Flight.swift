/// One build of a shared async instance that every task asking for it meanwhile awaits (single
/// flight).
///
/// The build runs on a task of its own (started by ``AsyncEngine``), not on the task of the caller
/// that started it, so that a cancelled caller stops waiting without cancelling the build the
/// others await. Waiters are continuations, resumed once with the build's result: no thread is
/// ever blocked waiting, and the lock is never held across a suspension nor while a waiter runs.
final class Flight: @unchecked Sendable {
    /// The definition, for messages.
    let name: String
    private let lock = Lock()
    private var result: Result<UncheckedSendable<AnyObject>, any Error>?
    private var waiters: [Int: CheckedContinuation<UncheckedSendable<AnyObject>, any Error>] = [:]
    private var nextWaiter = 0
    /// The build's first call, once it runs: its instance can be lent to a cycle across tasks.
    private var builder: AsyncFrame?

    init(name: String) {
        self.name = name
    }

    /// Names the call that builds the instance.
    func startBuilding(in frame: AsyncFrame) {
        lock.withLock { builder = frame }
    }

    /// The instance being built, once its initializer has returned, for a cycle through
    /// injections across tasks that would otherwise wait for itself.
    var instanceBeingInjected: AnyObject? {
        lock.withLock { builder }?.instance
    }

    /// Waits for the build's result; a cancelled caller stops waiting with `CancellationError`,
    /// and the build goes on.
    func wait() async throws -> AnyObject {
        let id = lock.withLock { () -> Int in
            nextWaiter += 1
            return nextWaiter
        }
        let instance = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let finished = lock.withLock { () -> Result<UncheckedSendable<AnyObject>, any Error>? in
                    if let result { return result }
                    // Cancelled before it could wait: the handler found nothing to resume.
                    if Task.isCancelled { return .failure(CancellationError()) }
                    waiters[id] = continuation
                    return nil
                }
                if let finished { continuation.resume(with: finished) }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.resume(throwing: CancellationError())
        }
        return instance.value
    }

    /// Ends the flight: every waiter, and every later one, gets the result.
    func complete(_ outcome: Result<AnyObject, any Error>) {
        let resumed = lock.withLock { () -> [CheckedContinuation<UncheckedSendable<AnyObject>, any Error>] in
            result = outcome.map(UncheckedSendable.init)
            builder = nil
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        for waiter in resumed {
            waiter.resume(with: outcome.map(UncheckedSendable.init))
        }
    }
}
