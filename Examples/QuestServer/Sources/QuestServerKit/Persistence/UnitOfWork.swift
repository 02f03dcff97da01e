import GRDB
import Synchronization

/// One request's work on the database: every write of the request, whichever service makes it,
/// goes into one transaction, committed when the request succeeds and rolled back when it fails.
///
/// Use the one of the request's region: ``PersistenceAssembly/unitOfWork()`` is `.scoped`, so the
/// services of one request share it and no other request sees it; ``HandWiring`` makes one per
/// request by hand. The transaction begins at the first write (`BEGIN IMMEDIATE`, once the
/// ``WriteLease`` is taken) and ends in ``settle(_:succeeded:)``. Reads before the first write
/// run on a reader of the pool; after it, on the transaction, so that they see its writes.
public final class UnitOfWork: Repository {
    /// The database the transaction runs on, awaited on first use: an async singleton, open
    /// since the factory's activation.
    private let openDatabase: @Sendable () async throws -> QuestDatabase
    /// The start of the transaction, once a write has asked for it; every later write awaits it.
    private let start = Mutex<Task<Void, any Error>?>(nil)

    /// Makes the unit of work of one request; nothing is opened until its first write.
    ///
    /// - Parameter database: The open database.
    public convenience init(database: QuestDatabase) {
        self.init { database }
    }

    /// Makes the unit of work of one request over a database that `database` gives when awaited.
    ///
    /// Use it in a plain definition, which cannot await the async definition of the database:
    /// the unit of work awaits it when the request first reads or writes.
    ///
    /// - Parameter database: Gives the open database.
    public init(database: @escaping @Sendable () async throws -> QuestDatabase) {
        self.openDatabase = database
    }

    /// Whether a write has begun the transaction, so that the request has something to commit.
    public var hasBegun: Bool {
        start.withLock { $0 != nil }
    }

    /// Runs `work` on what this request sees: its own transaction once it has written.
    public func read<T: Sendable>(_ work: @escaping @Sendable (any RepositoryTransaction) throws -> T) async throws -> T
    {
        let database = try await openDatabase()
        guard let start = start.withLock({ $0 }) else {
            return try await database.pool.read { db in try work(SQLiteTransaction(db: db)) }
        }
        try await start.value
        return try await database.pool.writeWithoutTransaction { db in try work(SQLiteTransaction(db: db)) }
    }

    /// Runs `work` in the request's transaction, beginning it on the first write.
    public func write<T: Sendable>(
        _ work: @escaping @Sendable (any RepositoryTransaction) throws -> T
    ) async throws -> T {
        let database = try await openDatabase()
        try await begin(database).value
        return try await database.pool.writeWithoutTransaction { db in try work(SQLiteTransaction(db: db)) }
    }

    /// Runs the request's `work`, then commits its writes if `succeeded` says so of the result,
    /// and rolls them back otherwise or when `work` throws.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor, so that `work` runs where the caller does; leave the default.
    ///   - work: The request.
    ///   - succeeded: Whether the result is a success, such as a response under 400.
    /// - Returns: What `work` returns.
    /// - Throws: What `work` throws, or ``CommitFailure`` when the commit fails (the writes are
    ///   rolled back then).
    public func settle<R>(
        isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> R, succeeded: (R) -> Bool
    ) async throws -> R {
        let result: R
        do {
            result = try await work()
        } catch {
            await rollBack()
            throw error
        }
        guard succeeded(result) else {
            await rollBack()
            return result
        }
        try await commit()
        return result
    }

    /// The task that takes the lease and begins the transaction: started by the first write,
    /// awaited by every write, so that two child tasks of one request begin it once.
    private func begin(_ database: QuestDatabase) -> Task<Void, any Error> {
        start.withLock { start in
            if let start { return start }
            let task = Task {
                await database.writeLease.acquire()
                do {
                    try await database.pool.writeWithoutTransaction { db in try db.beginTransaction(.immediate) }
                } catch {
                    await database.writeLease.release()
                    throw error
                }
            }
            start = task
            return task
        }
    }

    /// Commits the transaction, if a write began it, and gives the lease back.
    private func commit() async throws {
        guard let start = start.withLock({ $0 }), (try? await start.value) != nil else { return }
        let database = try await openDatabase()
        do {
            try await database.pool.writeWithoutTransaction { db in try db.commit() }
        } catch {
            await rollBack()
            throw CommitFailure(error: error)
        }
        self.start.withLock { $0 = nil }
        await database.writeLease.release()
    }

    /// Rolls the transaction back, if a write began it, and gives the lease back.
    private func rollBack() async {
        guard let start = start.withLock({ $0 }), (try? await start.value) != nil,
            let database = try? await openDatabase()
        else { return }
        // A failed rollback leaves nothing to undo: SQLite has rolled the transaction back already.
        try? await database.pool.writeWithoutTransaction { db in
            if db.isInsideTransaction { try db.rollback() }
        }
        self.start.withLock { $0 = nil }
        await database.writeLease.release()
    }

    /// The commit at the end of a request failed, and its writes were rolled back.
    public struct CommitFailure: Error {
        /// What SQLite said.
        public let error: any Error
    }
}
