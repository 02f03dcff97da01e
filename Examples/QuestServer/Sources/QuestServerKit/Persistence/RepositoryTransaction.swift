/// The reads and writes of knights and quests inside one transaction of a ``Repository``.
///
/// Use it in the closures given to ``Repository/read(_:)`` and ``Repository/write(_:)``; its
/// calls are synchronous because the transaction already runs on the database's own thread.
public protocol RepositoryTransaction {
    /// One page of knights, in the order of their ids.
    func knights(_ page: PageRequest) throws -> Page<Knight>
    /// The knight with this id, if there is one.
    func knight(id: Int64) throws -> Knight?
    /// Stores a new knight and returns it with its id.
    func insertKnight(name: String) throws -> Knight
    /// Stores a knight's completed-quest count.
    func update(_ knight: Knight) throws
    /// One page of quests in the order of their ids, only those with `status` if given.
    func quests(status: QuestStatus?, _ page: PageRequest) throws -> Page<Quest>
    /// The quest with this id, if there is one.
    func quest(id: Int64) throws -> Quest?
    /// Stores a new, open quest and returns it with its id.
    func insertQuest(title: String) throws -> Quest
    /// Stores a quest's status and knight.
    func update(_ quest: Quest) throws
    /// How many knights and quests there are, by status.
    func census() throws -> Census
}
