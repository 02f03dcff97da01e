/// The body of `POST /quests`: `{"title": "Find the Holy Grail"}`.
public struct NewQuest: Codable, Sendable {
    /// What the quest is.
    public var title: String
}
