import Foundation
import Typhoon

/// The database and the repository over it.
///
/// The database is an eager singleton: the factory opens the file named by the configuration
/// key `database.path` (creating and migrating it) when it is activated, so a server that cannot
/// open its database stops at start-up, not at its first request.
public class PersistenceAssembly: Assembly, @unchecked Sendable {
    /// The SQLite file, opened and migrated once for the factory's life.
    public func database() -> QuestDatabase {
        define(scope: .singleton) { QuestDatabase.openOrStop(at: self.config("database.path")) }
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
