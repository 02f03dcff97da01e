import GRDB

/// The SQL behind ``RepositoryTransaction``, on the connection of one transaction.
struct SQLiteTransaction: RepositoryTransaction {
    let db: Database

    private static let knightColumns = """
        id, name, quests_completed,
        (SELECT quest.id FROM quest WHERE quest.knight_id = knight.id AND quest.status = 'assigned') AS current_quest
        """

    func knights(_ page: PageRequest) throws -> Page<Knight> {
        let rows = try Row.fetchAll(
            db, sql: "SELECT \(Self.knightColumns) FROM knight ORDER BY id LIMIT ? OFFSET ?",
            arguments: [page.size, page.offset])
        let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM knight") ?? 0
        return Page(items: rows.map(Self.knight), page: page.number, pageSize: page.size, total: total)
    }

    func knight(id: Int64) throws -> Knight? {
        try Row.fetchOne(db, sql: "SELECT \(Self.knightColumns) FROM knight WHERE id = ?", arguments: [id])
            .map(Self.knight)
    }

    func insertKnight(name: String) throws -> Knight {
        try db.execute(sql: "INSERT INTO knight (name) VALUES (?)", arguments: [name])
        return Knight(id: db.lastInsertedRowID, name: name, questsCompleted: 0, currentQuestID: nil)
    }

    func update(_ knight: Knight) throws {
        try db.execute(
            sql: "UPDATE knight SET name = ?, quests_completed = ? WHERE id = ?",
            arguments: [knight.name, knight.questsCompleted, knight.id])
    }

    func quests(status: QuestStatus?, _ page: PageRequest) throws -> Page<Quest> {
        let filter = status.map { _ in "WHERE status = ?" } ?? ""
        let statusArguments: StatementArguments = status.map { [$0.rawValue] } ?? []
        let rows = try Row.fetchAll(
            db, sql: "SELECT id, title, status, knight_id FROM quest \(filter) ORDER BY id LIMIT ? OFFSET ?",
            arguments: statusArguments + [page.size, page.offset])
        let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quest \(filter)", arguments: statusArguments) ?? 0
        return Page(items: rows.map(Self.quest), page: page.number, pageSize: page.size, total: total)
    }

    func quest(id: Int64) throws -> Quest? {
        try Row.fetchOne(db, sql: "SELECT id, title, status, knight_id FROM quest WHERE id = ?", arguments: [id])
            .map(Self.quest)
    }

    func insertQuest(title: String) throws -> Quest {
        try db.execute(
            sql: "INSERT INTO quest (title, status) VALUES (?, ?)", arguments: [title, QuestStatus.open.rawValue])
        return Quest(id: db.lastInsertedRowID, title: title, status: .open, knightID: nil)
    }

    func update(_ quest: Quest) throws {
        try db.execute(
            sql: "UPDATE quest SET title = ?, status = ?, knight_id = ? WHERE id = ?",
            arguments: [quest.title, quest.status.rawValue, quest.knightID, quest.id])
    }

    func census() throws -> Census {
        let counts = try Row.fetchAll(db, sql: "SELECT status, COUNT(*) AS count FROM quest GROUP BY status")
            .reduce(into: [String: Int]()) { $0[$1["status"]] = $1["count"] }
        return Census(
            knights: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM knight") ?? 0,
            openQuests: counts[QuestStatus.open.rawValue] ?? 0,
            assignedQuests: counts[QuestStatus.assigned.rawValue] ?? 0,
            completedQuests: counts[QuestStatus.completed.rawValue] ?? 0)
    }

    private static func knight(_ row: Row) -> Knight {
        Knight(
            id: row["id"], name: row["name"], questsCompleted: row["quests_completed"],
            currentQuestID: row["current_quest"])
    }

    private static func quest(_ row: Row) -> Quest {
        // The CHECK constraint keeps the column to the three statuses.
        Quest(
            id: row["id"], title: row["title"], status: QuestStatus(rawValue: row["status"]) ?? .open,
            knightID: row["knight_id"])
    }
}
