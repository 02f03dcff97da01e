/// A value a client sent, as a message shows it: whole when it has at most ``maxLength``
/// characters, else its first ``maxLength`` characters, "…" and how many it has in all.
///
/// Use it for every value of a request that a message repeats (ids, paths, query parameters,
/// field names, numbers, names), so that an error body stays a few hundred bytes whatever was
/// sent: a 20,000-character id would otherwise come back twice in a 40 KB body.
enum Echo {
    /// The most characters of a value a message shows: a name or title (at most 100 characters,
    /// ``NameRule``) is always shown whole.
    static let maxLength = 100

    /// `"dragon"`, or `"dragondragon…" (20000 characters)` for a value over ``maxLength``.
    static func quoted(_ value: some StringProtocol) -> String {
        guard let cut = cut(value) else { return "\"\(value)\"" }
        return "\"\(cut.prefix)…\" (\(cut.count) characters)"
    }

    /// `/quests/dragon`, or `/quests/dragondragon… (20008 characters)` for a value over ``maxLength``.
    static func plain(_ value: some StringProtocol) -> String {
        guard let cut = cut(value) else { return String(value) }
        return "\(cut.prefix)… (\(cut.count) characters)"
    }

    /// The first ``maxLength`` characters and the count of a value that has more, else `nil`.
    private static func cut(_ value: some StringProtocol) -> (prefix: Substring, count: Int)? {
        let end = value.index(value.startIndex, offsetBy: maxLength, limitedBy: value.endIndex) ?? value.endIndex
        guard end < value.endIndex else { return nil }
        return (Substring(value[..<end]), value.count)
    }
}
