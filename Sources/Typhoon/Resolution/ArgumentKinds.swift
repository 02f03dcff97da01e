/// How each type of run-time argument other than `Int`, `String` or a class (which are told by
/// their type at once) is kept in an ``ArgumentsKey``, learned by a thread once per type.
///
/// Telling how a struct or an enum is kept takes three conformance look-ups in the runtime (is it
/// `Hashable`, does `AnyHashable` represent it its own way, is it an optional): about 850
/// instructions a call (callgrind), as much as the rest of the key. A definition is called with
/// the same few argument types over and over, so the thread remembers the last few it learned.
///
/// The memo lives in the thread's ``ResolutionState``, so it needs no lock; a type it has
/// forgotten is learned again.
struct ArgumentKinds {
    /// How many types a thread remembers; a type learned past them takes the oldest one's place.
    static let capacity = 8

    /// The types learned, each with its kind.
    private var entries: [(type: ObjectIdentifier, kind: ArgumentsKey.Kind)] = []
    /// Where the next type learned goes once the memo is full.
    private var next = 0

    /// The kind learned for `type`, if the thread remembers it.
    func kind(of type: ObjectIdentifier) -> ArgumentsKey.Kind? {
        // A linear scan: a definition's argument types are one or two of at most eight.
        entries.first { $0.type == type }?.kind
    }

    /// Remembers the kind of `type`, in place of the oldest one when the memo is full.
    mutating func remember(_ kind: ArgumentsKey.Kind, of type: ObjectIdentifier) {
        guard entries.count == Self.capacity else { return entries.append((type, kind)) }
        entries[next] = (type, kind)
        next = (next + 1) % Self.capacity
    }
}
