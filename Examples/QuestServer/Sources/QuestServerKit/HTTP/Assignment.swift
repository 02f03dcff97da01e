/// The body of `POST /quests/{id}/assignment`: `{"knightID": 1}`.
public struct Assignment: Codable, Sendable {
    /// The knight who takes the quest.
    public var knightID: Int64
}
