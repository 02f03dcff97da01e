/// Where the services of one request keep knights and quests: the request's writes are one
/// transaction.
///
/// Use it from the services, which put their rules inside the request's transaction so that two
/// requests cannot both take the same quest. ``UnitOfWork`` is the real one, one per request;
/// tests patch in others (`factory.patch(persistence.repository) { FailingRepository() }`, in a region).
///
/// Class-bound: a repository is a reference to storage, and Typhoon keeps a class declared as a
/// class-bound protocol as the object itself, where a class declared as any other protocol is
/// boxed and cast on every build (``PersistenceAssembly/repository()`` is built for every service).
public protocol Repository: AnyObject, Sendable {
    /// Runs `work` on one consistent state of the data, which includes the request's own writes.
    ///
    /// - Parameter work: Reads through the transaction.
    /// - Returns: What `work` returns.
    /// - Throws: The storage's own error when it fails, or what `work` throws.
    func read<T: Sendable>(_ work: @escaping @Sendable (any RepositoryTransaction) throws -> T) async throws -> T

    /// Runs `work` in the request's write transaction, committed when the request succeeds and
    /// rolled back when it fails.
    ///
    /// - Parameter work: Reads and writes through the transaction.
    /// - Returns: What `work` returns.
    /// - Throws: The storage's own error when it fails, or what `work` throws.
    func write<T: Sendable>(_ work: @escaping @Sendable (any RepositoryTransaction) throws -> T) async throws -> T
}
