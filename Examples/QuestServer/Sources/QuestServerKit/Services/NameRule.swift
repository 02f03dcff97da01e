import Foundation

/// The rule for names and titles: not empty once trimmed, and at most 100 characters.
///
/// Use it in the services before anything is stored, so that a bad name is a 422 answer that
/// names the field, not a database error.
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
        return trimmed
    }
}
