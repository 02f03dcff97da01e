/// How large list pages are: the size a client gets unless it asks for another, and the largest it may ask for.
///
/// Use it in the services, which turn the `page` and `size` query parameters into a ``PageRequest``;
/// ``ServiceAssembly`` reads both numbers from the configuration (`paging.size`, `paging.maxSize`).
public struct Paging: Sendable, Equatable {
    /// The page size when the client names none.
    public var defaultSize: Int
    /// The largest page size a client may ask for.
    public var maxSize: Int

    /// Makes the paging rules.
    ///
    /// - Parameters:
    ///   - defaultSize: The page size when the client names none.
    ///   - maxSize: The largest page size a client may ask for.
    public init(defaultSize: Int, maxSize: Int) {
        self.defaultSize = defaultSize
        self.maxSize = maxSize
    }

    /// The page a client asked for, checked against these rules.
    ///
    /// A value these rules refuse is refused the same way whatever it is (`0`, `-1`, a number
    /// beyond 64 bits, `two`): one status, one message naming the range.
    ///
    /// - Parameters:
    ///   - page: The `page` query parameter as sent: a whole number from 1; the first page if `nil`.
    ///   - size: The `size` query parameter as sent: a whole number from 1 to ``maxSize``;
    ///     ``defaultSize`` if `nil`.
    /// - Returns: The page request.
    /// - Throws: ``RuleViolation/invalidQueryParameter(name:problem:example:)`` for either
    ///   parameter outside its range or not a whole number.
    public func request(page: String?, size: String?) throws(RuleViolation) -> PageRequest {
        guard let number = Self.wholeNumber(page, absent: 1, atMost: Int.max) else {
            throw .invalidQueryParameter(
                name: "page", problem: "is \(Echo.quoted(page ?? "")), but pages are numbered 1 to \(Int.max)",
                example: "?page=1")
        }
        guard let size = Self.wholeNumber(size, absent: defaultSize, atMost: maxSize) else {
            throw .invalidQueryParameter(
                name: "size", problem: "is \(Echo.quoted(size ?? "")), but a page holds 1 to \(maxSize) items",
                example: "?size=\(defaultSize)")
        }
        return PageRequest(number: number, size: size)
    }

    /// `text` as a whole number from 1 to `maximum`, `absent` if there is no text, or `nil` if it
    /// is none of those numbers.
    private static func wholeNumber(_ text: String?, absent: Int, atMost maximum: Int) -> Int? {
        guard let text else { return absent }
        // Compared, not `(1...maximum).contains`, which would stop on a maximum below 1.
        guard let number = Int(text), number >= 1, number <= maximum else { return nil }
        return number
    }
}
