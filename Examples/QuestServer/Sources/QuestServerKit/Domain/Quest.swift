/// A quest that a knight can take on.
///
/// Use it in responses and in the service's rules. A quest is open until it is assigned to a
/// knight, and completed by that knight.
public struct Quest: Codable, Sendable, Equatable {
    /// The quest's number, given by the database.
    public var id: Int64
    /// What the quest is, such as "Find the Holy Grail".
    public var title: String
    /// Where the quest is in its life.
    public var status: QuestStatus
    /// The knight the quest is assigned to, once it is.
    public var knightID: Int64?

    /// Makes a quest value.
    ///
    /// Use it in tests and in the repository, which reads quests from rows.
    public init(id: Int64, title: String, status: QuestStatus, knightID: Int64?) {
        self.id = id
        self.title = title
        self.status = status
        self.knightID = knightID
    }
}
