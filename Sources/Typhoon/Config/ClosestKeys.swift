/// The keys a missing configuration key was probably meant to be, for the "did you mean" of its
/// message: `barrel.liter` finds `barrel.litre`.
///
/// Closeness is the edit distance (insertions, deletions, substitutions and swaps of two
/// neighbouring characters, each counting one) without regard to case, so a key that differs only
/// in case is the closest of all. It is measured after the leading dotted segments both keys share
/// (`barrel.` of `barrel.liter` and `barrel.litre`), and a key is close when it is at most a third
/// of the rest of the missing key's length away (at least 1, at most 3). So a short name allows one
/// slip, a long one up to three, and a shared namespace does not make unrelated names look close:
/// `server.prt` finds `server.port`, not `server.url`. Only the error path calls this.
enum ClosestKeys {
    /// How many keys a message names at the most.
    static let limit = 3

    /// The close keys among `keys`, closest first (ties in alphabetical order), at most
    /// ``limit`` of them.
    static func to(_ key: String, among keys: some Sequence<String>) -> [String] {
        let close = Set(keys).compactMap { candidate -> (key: String, distance: Int)? in
            guard candidate != key else { return nil }
            let (wanted, other) = afterSharedSegments(key.lowercased(), candidate.lowercased())
            let allowed = min(3, max(1, wanted.count / 3))
            return distance(wanted, other, atMost: allowed).map { (candidate, $0) }
        }
        return close.sorted { ($0.distance, $0.key) < ($1.distance, $1.key) }.prefix(limit).map(\.key)
    }

    /// What follows the leading dotted segments that `a` and `b` share.
    static func afterSharedSegments(_ a: String, _ b: String) -> ([Character], [Character]) {
        var first = a.split(separator: ".", omittingEmptySubsequences: false)[...]
        var second = b.split(separator: ".", omittingEmptySubsequences: false)[...]
        while first.count > 1, second.count > 1, first.first == second.first {
            first = first.dropFirst()
            second = second.dropFirst()
        }
        return (Array(first.joined(separator: ".")), Array(second.joined(separator: ".")))
    }

    /// The edit distance between `a` and `b` counting a swap of neighbours as one (the optimal
    /// string alignment distance), or `nil` when it exceeds `limit`.
    static func distance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // Three rows of the dynamic-programming table: two back (for swaps), the last one, this one.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
