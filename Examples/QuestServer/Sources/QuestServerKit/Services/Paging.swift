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
    /// - Parameters:
    ///   - number: The `page` query parameter, from 1; the first page if `nil`.
    ///   - size: The `size` query parameter; ``defaultSize`` if `nil`.
    /// - Returns: The page request.
    /// - Throws: ``RuleViolation/invalidQueryParameter(name:problem:example:)`` for a page below 1 or a size
    ///   outside 1...``maxSize``.
    public func request(page number: Int?, size: Int?) throws(RuleViolation) -> PageRequest {
        let number = number ?? 1
        let size = size ?? defaultSize
        guard number >= 1 else {
            throw .invalidQueryParameter(
                name: "page", problem: "is \(number), but pages count from 1", example: "?page=1")
        }
        // Compared, not `(1...maxSize).contains`, which would stop on a maxSize below 1.
        guard size >= 1, size <= maxSize else {
            throw .invalidQueryParameter(
                name: "size", problem: "is \(size), but a page holds 1 to \(maxSize) items",
                example: "?size=\(defaultSize)")
        }
        return PageRequest(number: number, size: size)
    }
}
