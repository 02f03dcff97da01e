import Foundation
import Typhoon

/// The database and the repository over it.
///
/// The database is an eager singleton: the factory opens the file named by the configuration
/// key `database.path` (creating and migrating it) when it is activated, so a server that cannot
/// open its database stops at start-up, not at its first request. The command line checks the
/// settings first (``SettingsCheck``), so that a folder that does not exist is a usage error.
public class PersistenceAssembly: Assembly, @unchecked Sendable {
    /// The SQLite file, opened and migrated once for the factory's life.
    ///
    /// Opening it throws GRDB's errors; a definition cannot, so Typhoon stops with a message that
    /// names this definition and the error.
    public func database() -> QuestDatabase {
        define(scope: .singleton) { try QuestDatabase(location: self.config("database.path")) }
    }

    /// The repository the services keep knights and quests in.
    public func repository() -> any Repository {
        define(scope: .singleton) { SQLiteRepository(database: self.database()) }
    }

    /// The database, built at activation, and the repository, found by type by `@InjectedProtocol`.
    override public var components: [Component] {
        [Component(Self.database, eager: true), Component(Self.repository)]
    }
}
