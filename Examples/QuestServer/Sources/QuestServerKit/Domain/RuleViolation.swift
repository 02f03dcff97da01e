/// A request the service's rules refuse: an unknown knight or quest, or a move a quest cannot make.
///
/// Use it in the services; the HTTP layer answers it with a 4xx status and its ``description``,
/// which names the problem and says how to fix it.
public enum RuleViolation: Error, Equatable, CustomStringConvertible {
    /// No knight has this id.
    case knightNotFound(id: Int64)
    /// No quest has this id.
    case questNotFound(id: Int64)
    /// The quest is assigned or completed, so it cannot be assigned.
    case questNotOpen(Quest)
    /// The knight is on another quest; a knight takes one quest at a time.
    case knightBusy(Knight, questID: Int64)
    /// The quest is open or already completed, so it cannot be completed.
    case questNotAssigned(Quest)
    /// A field of the request body has a value the rules refuse.
    case invalidField(name: String, problem: String, example: String)
    /// A query parameter has a value the rules refuse.
    case invalidQueryParameter(name: String, problem: String, example: String)

    /// The problem and one sentence starting "To fix".
    public var description: String {
        switch self {
        case .knightNotFound(let id):
            "No knight has the id \(id). To fix, use the id of a knight listed by GET /knights."
        case .questNotFound(let id):
            "No quest has the id \(id). To fix, use the id of a quest listed by GET /quests."
        case .questNotOpen(let quest):
            "\(quest.label) is \(quest.statusPhrase), so it cannot be assigned. "
                + "To fix, assign an open quest (GET /quests?status=open lists them)."
        case .knightBusy(let knight, let questID):
            "Knight \(knight.id) (\(Echo.quoted(knight.name))) is already on quest \(questID), and a knight takes "
                + "one quest at a time. To fix, complete that quest first (POST /quests/\(questID)/completion) "
                + "or choose another knight."
        case .questNotAssigned(let quest) where quest.status == .completed:
            "\(quest.label) is \(quest.statusPhrase), so it cannot be completed again. To fix, leave it done; "
                + "complete a quest that is assigned to a knight (GET /quests?status=assigned lists them)."
        case .questNotAssigned(let quest):
            "\(quest.label) is \(quest.statusPhrase), so it cannot be completed. To fix, complete a quest that is "
                + "assigned to a knight (POST /quests/\(quest.id)/assignment assigns this one)."
        case .invalidField(let name, let problem, let example):
            "The field \"\(name)\" \(problem). To fix, send it as in \(example)."
        case .invalidQueryParameter(let name, let problem, let example):
            "The query parameter \"\(name)\" \(problem). To fix, write it as in \(example)."
        }
    }
}

extension Quest {
    /// `Quest 3 ("Find the Holy Grail")`, for messages.
    var label: String {
        "Quest \(id) (\(Echo.quoted(title)))"
    }

    /// How the quest stands, for messages: "open", "assigned to knight 2" or "completed by knight 2".
    var statusPhrase: String {
        switch status {
        case .open: "open"
        case .assigned: "already assigned to knight \(knightID.map(String.init) ?? "?")"
        case .completed: "already completed by knight \(knightID.map(String.init) ?? "?")"
        }
    }
}
