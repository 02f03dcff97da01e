/// Where a quest is in its life: open, then assigned to a knight, then completed.
///
/// Use it to filter quests (`GET /quests?status=open`) and in the rules that move a quest on.
public enum QuestStatus: String, Codable, Sendable, CaseIterable {
    /// Nobody has taken the quest yet.
    case open
    /// A knight is on the quest.
    case assigned
    /// The knight finished the quest.
    case completed
}
