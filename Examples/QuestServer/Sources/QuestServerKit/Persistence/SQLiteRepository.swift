import GRDB

/// The repository that keeps knights and quests in the ``QuestDatabase``.
///
/// Use it through ``Repository``; ``PersistenceAssembly`` makes one singleton over the database.
public final class SQLiteRepository: Repository {
    private let database: QuestDatabase

    /// Makes the repository over an open database.
    ///
    /// - Parameter database: The database, already migrated.
    public init(database: QuestDatabase) {
        self.database = database
    }

    /// Runs `work` in a read-only transaction on one of the pool's readers.
    public func read<T: Sendable>(_ work: @escaping @Sendable (any RepositoryTransaction) throws -> T) async throws -> T
    {
        try await database.pool.read { db in try work(SQLiteTransaction(db: db)) }
    }

    /// Runs `work` in a write transaction on the pool's writer; a throw rolls it back.
    public func write<T: Sendable>(
        _ work: @escaping @Sendable (any RepositoryTransaction) throws -> T
    ) async throws -> T {
        try await database.pool.write { db in try work(SQLiteTransaction(db: db)) }
    }
}
