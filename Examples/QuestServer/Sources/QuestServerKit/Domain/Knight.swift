/// A knight of the round table, as the service stores and shows it.
///
/// Use it in responses and in the service's rules; `currentQuestID` is the quest the knight is
/// on, if any (a knight takes one quest at a time).
public struct Knight: Codable, Sendable, Equatable {
    /// The knight's number, given by the database.
    public var id: Int64
    /// The knight's name, such as "Lancelot".
    public var name: String
    /// How many quests the knight has completed.
    public var questsCompleted: Int
    /// The quest the knight is on now, if any.
    public var currentQuestID: Int64?

    /// Makes a knight value.
    ///
    /// Use it in tests and in the repository, which reads knights from rows.
    public init(id: Int64, name: String, questsCompleted: Int, currentQuestID: Int64?) {
        self.id = id
        self.name = name
        self.questsCompleted = questsCompleted
        self.currentQuestID = currentQuestID
    }
}
