/// Which shared builds wait for which, across tasks and resolutions, so that a cycle of them is
/// found before it would wait for ever.
///
/// A call inside one flight's build that waits for another flight adds an edge; before it does,
/// the graph is walked from the awaited flight: if the walk comes back to the waiting one, the
/// waits form a cycle that no task can end (each build awaits the next), and the call does not
/// wait (``AsyncEngine``). One lock guards the graph, never held across a suspension.
enum FlightWaits {
    private static let edges = Protected<[ObjectIdentifier: [ObjectIdentifier: Int]]>([:])

    /// Adds the edge `waiter` waits for `awaited`, unless it would close a cycle.
    ///
    /// - Returns: `false`, adding nothing, when `awaited` already waits, directly or not, for
    ///   `waiter`.
    static func enter(_ waiter: Flight, awaiting awaited: Flight) -> Bool {
        let from = ObjectIdentifier(waiter)
        let to = ObjectIdentifier(awaited)
        return edges.withLock { edges in
            if reaches(from, startingAt: to, in: edges) { return false }
            edges[from, default: [:]][to, default: 0] += 1
            return true
        }
    }

    /// Removes an edge added by ``enter(_:awaiting:)``, once the wait has ended.
    static func leave(_ waiter: Flight, awaiting awaited: Flight) {
        let from = ObjectIdentifier(waiter)
        let to = ObjectIdentifier(awaited)
        edges.withLock { edges in
            let count = (edges[from]?[to] ?? 1) - 1
            edges[from]?[to] = count > 0 ? count : nil
            if edges[from]?.isEmpty == true { edges[from] = nil }
        }
    }

    /// Whether `target` is reached from `start` along the edges, depth first.
    private static func reaches(
        _ target: ObjectIdentifier, startingAt start: ObjectIdentifier,
        in edges: [ObjectIdentifier: [ObjectIdentifier: Int]]
    ) -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var pending = [start]
        while let next = pending.popLast() {
            if next == target { return true }
            guard seen.insert(next).inserted else { continue }
            if let keys = edges[next]?.keys { pending += keys }
        }
        return false
    }
}
