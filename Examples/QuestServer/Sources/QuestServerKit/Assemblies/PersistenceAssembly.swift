import Foundation
import Typhoon

/// The database, and the unit of work of each request over it.
///
/// The database is an eager async singleton: activating the factory (`try await
/// factory.activate()`) opens the file named by the configuration key `database.path` (creating
/// and migrating it) without blocking a thread, so a server that cannot open its database stops at
/// start-up, with the error, not at its first request. The command line checks the settings first
/// (``SettingsCheck``), so that a folder that does not exist is a usage error.
public class PersistenceAssembly: Assembly, @unchecked Sendable {
    /// The SQLite file, opened and migrated once for the factory's life.
    ///
    /// - Throws: GRDB's errors when the file cannot be opened or migrated; the next call tries again.
    public func database() async throws -> QuestDatabase {
        try await defineAsync(scope: .singleton) {
            try await QuestDatabase.open(location: self.config("database.path"))
        }
    }

    /// The request's unit of work: one per region (`factory.withScope`), so that the services of
    /// one request share one transaction, which the request's ``RequestRegionMiddleware`` commits
    /// or rolls back.
    ///
    /// A plain definition, so that ``repository()`` and the services built on it stay plain: it
    /// awaits the database when the request first uses it.
    public func unitOfWork() -> UnitOfWork {
        define(scope: .scoped) { UnitOfWork { try await self.database() } }
    }

    /// The repository the services of a request keep knights and quests in: its unit of work.
    ///
    /// In the default scope: the instance is ``unitOfWork()``'s, which the region shares already,
    /// so a second `.scoped` entry per request would only be kept for nothing. A patch replaces it
    /// for every resolution that asks for it.
    public func repository() -> any Repository {
        define { self.unitOfWork() }
    }

    /// The database, built at activation; the unit of work and the repository, found by type in a region.
    override public var components: [Component] {
        [Component(Self.database, eager: true), Component(Self.unitOfWork), Component(Self.repository)]
    }
}
