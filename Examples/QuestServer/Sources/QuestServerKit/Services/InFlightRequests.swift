import Synchronization

/// The requests whose object graph is still alive, watched through weak references.
///
/// Use it to see that per-request graphs are freed when their requests end: every
/// ``RequestJournal`` registers here when it is built, and is gone from ``count`` as soon as
/// nothing holds it. `GET /status` reports the count, which includes that request itself.
///
/// The registry forgets freed journals as it grows, so that a server that never asks for
/// `/status` holds at most about twice as many entries as it has requests in flight.
public final class InFlightRequests: Sendable {
    private let table = Mutex(Table())

    /// Makes an empty registry.
    public init() {}

    /// Watches a journal until it is freed.
    ///
    /// - Parameter journal: The journal of a request that has just begun.
    public func register(_ journal: RequestJournal) {
        table.withLock { $0.watch(journal) }
    }

    /// The journals of requests whose object graph is still alive, and forgets the freed ones.
    public var live: [RequestJournal] {
        table.withLock { table in
            table.forgetFreed()
            return table.journals.values.compactMap(\.journal)
        }
    }

    /// How many requests have an object graph that is still alive.
    public var count: Int {
        live.count
    }

    /// How many journals the registry holds an entry for, freed ones not forgotten yet included:
    /// what it costs in memory.
    public var entriesHeld: Int {
        table.withLock { $0.journals.count }
    }

    /// The entries, and when the next registration forgets the freed ones.
    private struct Table {
        /// The fewest entries at which a registration forgets the freed ones.
        private static let smallest = 64

        var journals: [ObjectIdentifier: WeakJournal] = [:]
        /// Twice the entries left by the last forgetting: each registration pays a constant share
        /// of the walks, and the table never holds more than twice the live journals (or 64).
        private var forgetAt = Self.smallest

        mutating func watch(_ journal: RequestJournal) {
            // A freed journal's entry whose address a new journal reuses is replaced here.
            journals[ObjectIdentifier(journal)] = WeakJournal(journal: journal)
            if journals.count >= forgetAt { forgetFreed() }
        }

        mutating func forgetFreed() {
            journals = journals.filter { $0.value.journal != nil }
            forgetAt = max(Self.smallest, 2 * journals.count)
        }
    }

    /// A weak reference to a journal, so that watching a request does not keep its graph alive.
    private struct WeakJournal {
        weak var journal: RequestJournal?
    }
}
