/// Where the service keeps knights and quests; every call is one transaction.
///
/// Use it from the services, which put their rules inside a transaction so that two requests
/// cannot both take the same quest. ``SQLiteRepository`` is the real one; tests patch in
/// others (`factory.patch(persistence.repository) { FailingRepository() }`).
public protocol Repository: Sendable {
    /// Runs `work` in a read-only transaction, which sees one consistent state of the data.
    ///
    /// - Parameter work: Reads through the transaction.
    /// - Returns: What `work` returns.
    /// - Throws: The storage's own error when it fails, or what `work` throws.
    func read<T: Sendable>(_ work: @escaping @Sendable (any RepositoryTransaction) throws -> T) async throws -> T

    /// Runs `work` in a write transaction, committed when `work` returns and rolled back when it throws.
    ///
    /// - Parameter work: Reads and writes through the transaction.
    /// - Returns: What `work` returns.
    /// - Throws: The storage's own error when it fails, or what `work` throws.
    func write<T: Sendable>(_ work: @escaping @Sendable (any RepositoryTransaction) throws -> T) async throws -> T
}
