import Typhoon

// Fixtures for AsyncWiringGraphTests and AsyncDefinitionPostProcessorTests: a small server's
// wiring, whose async definitions suspend before they call what they need.

final class WiredClock: Sendable {}

final class WiredLog: Sendable {
    let level: String
    init(level: String) { self.level = level }
}

final class WiredDatabase: Sendable {
    let clock: WiredClock
    let path: String
    init(clock: WiredClock, path: String) {
        self.clock = clock
        self.path = path
    }
}

final class WiredRepository: @unchecked Sendable {
    var database: WiredDatabase?
    var log: WiredLog?
    var clock: WiredClock?
    func attach(_ clock: WiredClock) { self.clock = clock }
}

final class WiredUnitOfWork: Sendable {
    let database: WiredDatabase
    init(database: WiredDatabase) { self.database = database }
}

final class WiredRequestLog: Sendable {}

/// Async definitions of every shape the graph draws: one whose initializer suspends before it
/// calls a plain definition and reads a configuration key, one with property injections across
/// `await` (to an async definition and to a plain one) and a method injection by type, and an
/// async `.scoped` one that finds the database by type; plain ones beside them, one `.scoped`.
final class AsyncWiringAssembly: Assembly, @unchecked Sendable {
    /// How many times `database()`'s own initializer ran.
    let databaseBuilds = Counter()

    override var components: [Component] {
        [
            Component(Self.database), Component(Self.repository), Component(Self.unitOfWork),
            Component(Self.clock), Component(Self.requestLog),
        ]
    }

    func clock() -> WiredClock {
        define(scope: .singleton) { WiredClock() }
    }

    func log() -> WiredLog {
        define { WiredLog(level: self.config("log.level")) }
    }

    func requestLog() -> WiredRequestLog {
        define(scope: .scoped) { WiredRequestLog() }
    }

    func database() async throws -> WiredDatabase {
        try await defineAsync(scope: .lazySingleton) { [databaseBuilds] in
            _ = databaseBuilds.next()
            await Task.yield()
            try await Task.sleep(for: .milliseconds(5))
            return WiredDatabase(clock: self.clock(), path: try self.configValue("db.path"))
        }
    }

    func repository() async throws -> WiredRepository {
        try await defineAsync {
            WiredRepository()
        } configuration: { definition in
            definition.injectProperty(\.database) { try await self.database() }
            definition.injectProperty(\.log) {
                try await Task.sleep(for: .milliseconds(1))
                return self.log()
            }
            definition.injectMethod { repository in
                await Task.yield()
                repository.attach(try await self.factory.component(WiredClock.self))
            }
        }
    }

    func unitOfWork() async throws -> WiredUnitOfWork {
        try await defineAsync(scope: .scoped) {
            try await WiredUnitOfWork(database: self.factory.component(WiredDatabase.self))
        }
    }

    /// Not listed: only a call by reference reaches it.
    func auditTrail() async throws -> WiredLog {
        try await defineAsync { WiredLog(level: "audit") }
    }
}

/// A factory of `AsyncWiringAssembly` with the configuration its definitions read.
func asyncWiringFactory() throws -> ComponentFactory {
    ComponentFactory(
        assemblies: [AsyncWiringAssembly()],
        configs: [try Config(properties: "log.level=info\ndb.path=/var/ledger.db")])
}

/// A definition post-processor for async definitions: records what it sees, makes one a
/// singleton, and puts a stand-in in place of another (of its declared type, or of another type).
final class AsyncDefinitionRules: DefinitionPostProcessor {
    enum StandIn: Sendable {
        case none, database, wrongType
    }

    let seen = Protected<[String]>([])
    let standIn: StandIn

    init(standIn: StandIn = .none) {
        self.standIn = standIn
    }

    func postProcess(_ definition: inout ProcessedDefinition) {
        seen.withLock { $0.append(definition.original.description) }
        guard definition.original.isAsync else { return }
        if definition.original.method == "repository()" { definition.scope = .singleton }
        guard definition.original.method == "database()" else { return }
        switch standIn {
        case .none: break
        case .database: definition.replace { WiredDatabase(clock: WiredClock(), path: "stand-in") }
        case .wrongType: definition.replace { WiredLog(level: "not a database") }
        }
    }
}

final class WiredScreen: @unchecked Sendable {
    let panel: WiredPanel
    init(panel: WiredPanel) { self.panel = panel }
}

final class WiredPanel: @unchecked Sendable {
    var screen: WiredScreen?
}

/// A screen whose panel refers back to it, written `backReferenceTo:`, across `await`.
final class AsyncScreenAssembly: Assembly, @unchecked Sendable {
    override var components: [Component] {
        [Component(Self.screen)]
    }

    func screen() async throws -> WiredScreen {
        try await defineAsync { WiredScreen(panel: try await self.panel()) }
    }

    func panel() async throws -> WiredPanel {
        try await defineAsync {
            WiredPanel()
        } configuration: { definition in
            definition.injectProperty(\.screen, backReferenceTo: { try await self.screen() })
        }
    }
}
