/// The right to hold the database's one write transaction, handed to one unit of work at a time.
///
/// Use it through ``UnitOfWork``: a request's write transaction stays open across the awaits of
/// that request, so the writer connection must not be lent to another request meanwhile. A unit
/// of work that finds the lease taken suspends (no thread waits) until the holder commits or rolls
/// back; the lease goes to the waiters in the order they came.
public actor WriteLease {
    private var isHeld = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Makes a lease that nobody holds.
    public init() {}

    /// Takes the lease, suspending until the holder gives it back.
    public func acquire() async {
        guard isHeld else {
            isHeld = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Gives the lease back: to the first waiter if there is one.
    public func release() {
        if waiters.isEmpty {
            isHeld = false
        } else {
            waiters.removeFirst().resume()
        }
    }
}
