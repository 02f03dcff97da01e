import Foundation

extension KeyedDecodingContainer {
    /// The whole number under `key`, or a ``BodyFieldError`` that names the field and its value.
    ///
    /// Use it for the numbers of request bodies. Foundation's decoder reports a number with a
    /// fraction (`1.5`), or one beyond `Int64` (`1e30`), as a body that is not valid JSON (on
    /// Linux) or as corrupted data; this says which field holds which number.
    func decodeWholeNumber(forKey key: Key) throws -> Int64 {
        do {
            return try decode(Int64.self, forKey: key)
        } catch let error as DecodingError {
            // A missing field, null or a string: the caller's messages name those.
            guard case .dataCorrupted = error else { throw error }
            throw numberError(forKey: key)
        } catch {
            throw numberError(forKey: key)
        }
    }

    /// The error for a number under `key` that `Int64` cannot hold.
    private func numberError(forKey key: Key) -> BodyFieldError {
        let field = (codingPath + [key]).map(\.stringValue).joined(separator: ".")
        guard let number = try? decode(Decimal.self, forKey: key) else {
            return BodyFieldError(field: field, problem: "is a number \(RequestReading.beyondRange)")
        }
        var value = number
        var whole = Decimal()
        NSDecimalRound(&whole, &value, 0, .plain)
        let problem = whole == number ? RequestReading.beyondRange : "not a whole number"
        return BodyFieldError(field: field, problem: "is \(Echo.plain("\(number)")), which is \(problem)")
    }
}
