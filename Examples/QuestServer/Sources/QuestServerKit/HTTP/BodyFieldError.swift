/// A field of a JSON request body whose value its type cannot take, found while decoding it.
///
/// Use it in a body's `init(from:)` where Foundation's own error would not name the field (see
/// `KeyedDecodingContainer.decodeWholeNumber(forKey:)`); ``RequestReading`` answers it with 400.
struct BodyFieldError: Error, CustomStringConvertible {
    /// The field, as a dotted path from the body.
    var field: String
    /// What is wrong with its value, as a verb phrase: "is 1.5, which is not a whole number".
    var problem: String

    /// The problem as a sentence without its fix.
    var description: String {
        "The field \"\(field)\" of the request body \(problem)"
    }
}
