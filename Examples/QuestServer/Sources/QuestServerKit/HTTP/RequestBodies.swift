/// The body of `POST /knights`: `{"name": "Lancelot"}`.
public struct NewKnight: Codable, Sendable {
    /// The knight's name.
    public var name: String
}

/// The body of `POST /quests`: `{"title": "Find the Holy Grail"}`.
public struct NewQuest: Codable, Sendable {
    /// What the quest is.
    public var title: String
}

/// The body of `POST /quests/{id}/assignment`: `{"knightID": 1}`.
public struct Assignment: Codable, Sendable {
    /// The knight who takes the quest.
    public var knightID: Int64
}
