/// Which page of a list a client asked for, and how large pages are.
///
/// Use it to pass the `page` query parameter and the configured page size to a repository.
public struct PageRequest: Sendable, Hashable {
    /// The page number, from 1.
    public var number: Int
    /// How many items a page holds.
    public var size: Int

    /// Makes a request for one page.
    ///
    /// - Parameters:
    ///   - number: The page number, from 1.
    ///   - size: How many items a page holds, at least 1.
    public init(number: Int, size: Int) {
        self.number = number
        self.size = size
    }

    /// How many items come before this page, or `Int.max` when that is more than `Int` can
    /// count: such a page lies past the end of any list, so it is empty rather than an overflow.
    public var offset: Int {
        let (offset, overflow) = (number - 1).multipliedReportingOverflow(by: size)
        return overflow ? Int.max : offset
    }
}
