import Synchronization

/// The requests whose object graph is still alive, watched through weak references.
///
/// Use it to see that per-request graphs are freed when their requests end: every
/// ``RequestJournal`` registers here when it is built, and is gone from ``count`` as soon as
/// nothing holds it. `GET /status` reports the count, which includes that request itself.
public final class InFlightRequests: Sendable {
    private let journals = Mutex<[ObjectIdentifier: WeakJournal]>([:])

    /// Makes an empty registry.
    public init() {}

    /// Watches a journal until it is freed.
    ///
    /// - Parameter journal: The journal of a request that has just begun.
    public func register(_ journal: RequestJournal) {
        journals.withLock { $0[ObjectIdentifier(journal)] = WeakJournal(journal: journal) }
    }

    /// The journals of requests whose object graph is still alive, and forgets the freed ones.
    public var live: [RequestJournal] {
        journals.withLock { journals in
            journals = journals.filter { $0.value.journal != nil }
            return journals.values.compactMap(\.journal)
        }
    }

    /// How many requests have an object graph that is still alive.
    public var count: Int {
        live.count
    }

    /// A weak reference to a journal, so that watching a request does not keep its graph alive.
    private struct WeakJournal {
        weak var journal: RequestJournal?
    }
}
