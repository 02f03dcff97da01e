extension String {
    /// The text with each character that `replacements` names written as its replacement, for the
    /// graph's text formats (a DOT string literal, a Mermaid label).
    func escaping(_ replacements: [Character: String]) -> String {
        var escaped = ""
        for character in self {
            if let replacement = replacements[character] {
                escaped += replacement
            } else {
                escaped.append(character)
            }
        }
        return escaped
    }
}
