import QuestServerKit

/// A repository whose storage always fails, as a database that lost its disk would.
final class FailingRepository: Repository {
    struct DiskFailure: Error {}

    func read<T: Sendable>(_ work: @escaping @Sendable (any RepositoryTransaction) throws -> T) async throws -> T {
        throw DiskFailure()
    }

    func write<T: Sendable>(_ work: @escaping @Sendable (any RepositoryTransaction) throws -> T) async throws -> T {
        throw DiskFailure()
    }
}
