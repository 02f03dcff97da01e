/// The business rules for quests: posting them, assigning one to a knight who is free, and
/// completing it.
///
/// Use the instance ``ServiceAssembly/questService(for:)`` builds for a request. Each rule is
/// checked inside the write transaction that applies it, so two requests at the same moment
/// cannot both take one quest, nor give one knight two quests.
public final class QuestService: Sendable {
    private let repository: any Repository
    private let paging: Paging
    /// The journal of the request this service serves.
    public let journal: RequestJournal

    /// Makes the service for one request.
    ///
    /// - Parameters:
    ///   - repository: Where quests and knights are kept.
    ///   - paging: The page sizes allowed.
    ///   - journal: The request's journal.
    public init(repository: any Repository, paging: Paging, journal: RequestJournal) {
        self.repository = repository
        self.paging = paging
        self.journal = journal
    }

    /// One page of quests, only those with `status` if given.
    ///
    /// - Parameters:
    ///   - status: The status to keep, or `nil` for every quest.
    ///   - page: The `page` query parameter as sent (a number from 1), or `nil` for the first page.
    ///   - size: The `size` query parameter as sent, or `nil` for the configured page size.
    /// - Returns: The page.
    /// - Throws: ``RuleViolation`` for a bad page or size, ``ServiceFailure`` when the storage fails.
    public func quests(status: QuestStatus?, page: String?, size: String?) async throws -> Page<Quest> {
        let request = try paging.request(page: page, size: size)
        return try await journal.run("list the quests") {
            try await repository.read { try $0.quests(status: status, request) }
        }
    }

    /// The quest with this id.
    ///
    /// - Parameter id: The quest's id.
    /// - Returns: The quest.
    /// - Throws: ``RuleViolation/questNotFound(id:)``, or ``ServiceFailure`` when the storage fails.
    public func quest(id: Int64) async throws -> Quest {
        try await journal.run("read quest \(id)") {
            try await repository.read { try Self.existingQuest(id, in: $0) }
        }
    }

    /// Stores a new, open quest.
    ///
    /// - Parameter title: What the quest is; surrounding white space is removed.
    /// - Returns: The quest, with its id.
    /// - Throws: ``RuleViolation/invalidField(name:problem:example:)`` for an empty or too long
    ///   title, ``ServiceFailure`` when the storage fails.
    public func post(title: String) async throws -> Quest {
        let title = try NameRule.check(title, field: "title", example: #"{"title": "Find the Holy Grail"}"#)
        return try await journal.run("post a quest") {
            try await repository.write { try $0.insertQuest(title: title) }
        }
    }

    /// Assigns an open quest to a knight who is on no other quest.
    ///
    /// - Parameters:
    ///   - questID: The quest.
    ///   - knightID: The knight.
    /// - Returns: The quest, now assigned.
    /// - Throws: ``RuleViolation`` when the quest or the knight does not exist, the quest is not
    ///   open or the knight is busy; ``ServiceFailure`` when the storage fails.
    public func assign(questID: Int64, to knightID: Int64) async throws -> Quest {
        try await journal.run("assign quest \(questID) to knight \(knightID)") {
            try await repository.write { transaction in
                var quest = try Self.existingQuest(questID, in: transaction)
                guard quest.status == .open else { throw RuleViolation.questNotOpen(quest) }
                guard let knight = try transaction.knight(id: knightID) else {
                    throw RuleViolation.knightNotFound(id: knightID)
                }
                if let current = knight.currentQuestID { throw RuleViolation.knightBusy(knight, questID: current) }
                quest.status = .assigned
                quest.knightID = knightID
                try transaction.update(quest)
                return quest
            }
        }
    }

    /// Completes an assigned quest and counts it for its knight.
    ///
    /// - Parameter questID: The quest.
    /// - Returns: The quest, now completed.
    /// - Throws: ``RuleViolation`` when the quest does not exist or is not assigned;
    ///   ``ServiceFailure`` when the storage fails.
    public func complete(questID: Int64) async throws -> Quest {
        try await journal.run("complete quest \(questID)") {
            try await repository.write { transaction in
                var quest = try Self.existingQuest(questID, in: transaction)
                guard quest.status == .assigned, let knightID = quest.knightID,
                    var knight = try transaction.knight(id: knightID)
                else { throw RuleViolation.questNotAssigned(quest) }
                quest.status = .completed
                try transaction.update(quest)
                knight.questsCompleted += 1
                try transaction.update(knight)
                return quest
            }
        }
    }

    private static func existingQuest(_ id: Int64, in transaction: any RepositoryTransaction) throws -> Quest {
        guard let quest = try transaction.quest(id: id) else { throw RuleViolation.questNotFound(id: id) }
        return quest
    }
}
