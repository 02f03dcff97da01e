/// One page of a list, with what a client needs to ask for the next one.
///
/// Use it as the body of list responses (`GET /knights`, `GET /quests`).
public struct Page<Item: Codable & Sendable>: Codable, Sendable {
    /// The items on this page, in the order of their ids.
    public var items: [Item]
    /// The page number, from 1.
    public var page: Int
    /// How many items a full page holds.
    public var pageSize: Int
    /// How many items there are on all pages together.
    public var total: Int

    /// Makes a page.
    ///
    /// Use it in the repository, which knows the total and the items of one page.
    public init(items: [Item], page: Int, pageSize: Int, total: Int) {
        self.items = items
        self.page = page
        self.pageSize = pageSize
        self.total = total
    }
}
