import Foundation
import GRDB

/// The SQLite file that holds knights and quests, opened and migrated to the current schema.
///
/// Use one per process: it is the eager async singleton of ``PersistenceAssembly``, so the file
/// is created and migrated when the application is activated, not on the first request. Readers run
/// concurrently, writers one at a time (SQLite's write-ahead log).
public final class QuestDatabase: Sendable {
    /// The database file, as an absolute `file:` URL.
    public let location: URL
    /// The connection pool: one writer and several readers.
    let pool: DatabasePool
    /// The writer's transaction, held by one request's ``UnitOfWork`` at a time.
    public let writeLease = WriteLease()

    /// Opens the file as ``init(location:)`` does, on a thread of its own, so that no thread of
    /// Swift's cooperative pool is blocked while SQLite opens and migrates it.
    ///
    /// Use it from async code, such as the async definition ``PersistenceAssembly/database()``.
    ///
    /// - Parameter location: The file; a relative path is taken from the current folder.
    /// - Returns: The open, migrated database.
    /// - Throws: GRDB's `DatabaseError` when the file cannot be opened or migrated.
    public static func open(location: URL) async throws -> QuestDatabase {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try QuestDatabase(location: location) })
            }
        }
    }

    /// Opens the file, creating it if needed, and migrates it to the current schema.
    ///
    /// - Parameter location: The file; a relative path is taken from the current folder.
    /// - Throws: GRDB's `DatabaseError` when the file cannot be opened or migrated.
    public init(location: URL) throws {
        // A configured "quests.sqlite" is a URL without a scheme; its path is what names the file.
        self.location = URL(fileURLWithPath: location.path).standardizedFileURL
        var configuration = Configuration()
        // Keeps `knight_id` pointing at a knight that exists.
        configuration.foreignKeysEnabled = true
        // A writer that finds the file locked by another process waits instead of failing at once.
        configuration.busyMode = .timeout(5)
        // A request's write transaction spans several accesses (``UnitOfWork``); the
        // ``WriteLease`` keeps other requests off the writer meanwhile.
        configuration.allowsUnsafeTransactions = true
        pool = try DatabasePool(path: location.path, configuration: configuration)
        try Self.migrator.migrate(pool)
        try Self.checkWritable(pool)
    }

    /// Throws SQLite's "attempt to write a readonly database" (error 8) unless the file takes a
    /// write: a write is tried, then rolled back.
    ///
    /// Opening and migrating do not tell. SQLite opens a file this process cannot write read-only,
    /// and GRDB writes on opening only when the write-ahead log is missing or empty; a file left
    /// with its log by a process that did not close it, already migrated, would open without a
    /// write and fail at the first request instead of at start-up.
    private static func checkWritable(_ pool: DatabasePool) throws {
        try pool.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                try db.execute(sql: "CREATE TABLE quest_server_write_check (id INTEGER)")
                return .rollback
            }
        }
    }

    /// The schema, one migration per change; a migration that already ran is not run again.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("knights and quests") { db in
            try db.execute(
                sql: """
                    CREATE TABLE knight (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL,
                        quests_completed INTEGER NOT NULL DEFAULT 0
                    );
                    CREATE TABLE quest (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        title TEXT NOT NULL,
                        status TEXT NOT NULL CHECK (status IN ('open', 'assigned', 'completed')),
                        knight_id INTEGER REFERENCES knight(id)
                    );
                    -- The rule "one quest at a time" holds even if a service forgets to check it.
                    CREATE UNIQUE INDEX quest_one_assigned_per_knight ON quest(knight_id) WHERE status = 'assigned';
                    CREATE INDEX quest_by_status ON quest(status, id);
                    """)
        }
        return migrator
    }
}
