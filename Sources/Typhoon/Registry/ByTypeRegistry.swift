/// What a factory finds by type: every candidate of each type, and the one chosen for it (the
/// only match, or the primary one).
///
/// Made once, at the end of activation, and never changed: readers take it from the core's
/// published word without a lock (``FactoryCore/registry``).
@usableFromInline
final class ByTypeRegistry {
    /// Every candidate by type.
    let all: TypeTable<[Candidate]>
    /// The one candidate of each type that has one; ``all`` keeps the candidates alive.
    @usableFromInline let chosen: TypeTable<UnsafeReference<Candidate>>

    init(_ candidates: [ObjectIdentifier: [Candidate]]) {
        all = TypeTable(candidates)
        chosen = TypeTable(candidates.compactMapValues { Self.choose(among: $0).map(UnsafeReference.init) })
    }

    /// The only candidate, or the one primary candidate, if there is one.
    private static func choose(among all: [Candidate]) -> Candidate? {
        if all.count == 1 { return all[0] }
        let primaries = all.filter(\.isPrimary)
        return primaries.count == 1 ? primaries[0] : nil
    }
}
