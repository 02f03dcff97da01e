import Foundation

/// The rule for names and titles: not empty once trimmed, at most 100 characters, and no
/// control characters.
///
/// Use it in the services before anything is stored, so that a bad name is a 422 answer that
/// names the field, not a database error. Control characters are refused because a name is a line
/// of text, and because SQLite's C strings end at U+0000: a name holding one would be answered
/// whole but stored cut.
enum NameRule {
    static let maxLength = 100

    /// The trimmed text, or the violation that names the field and shows a good value.
    static func check(_ text: String, field: String, example: String) throws(RuleViolation) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw .invalidField(name: field, problem: "is empty", example: example)
        }
        guard trimmed.count <= maxLength else {
            throw .invalidField(
                name: field, problem: "has \(trimmed.count) characters, more than the \(maxLength) allowed",
                example: example)
        }
        if let control = trimmed.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw .invalidField(
                name: field,
                problem:
                    "holds the control character \(Self.codePoint(control)), and control characters are not allowed",
                example: example)
        }
        return trimmed
    }

    /// `U+0000`: how a character is named in messages, since a control character shows as nothing.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
