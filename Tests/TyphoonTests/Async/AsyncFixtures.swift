import Foundation
import Typhoon

// Fixtures for async definitions (`defineAsync`): a database that opens asynchronously, services
// that await it, cycles, and a log of the order of a build.

/// A component that opens asynchronously; `serial` tells instances apart.
final class AsyncDatabase: @unchecked Sendable {
    let serial: Int
    init(serial: Int) { self.serial = serial }
}

/// A component with injections and call-backs, which writes each step to a log.
final class AsyncRepository: @unchecked Sendable {
    let database: AsyncDatabase
    var cache: AsyncDatabase?
    var peer: AsyncRepository?
    var log: [String] = []
    init(database: AsyncDatabase) { self.database = database }
    func connect() { log.append("method") }
}

/// A plain component that asks for an async one by type.
final class AsyncDatabaseUser {
    var database: AsyncDatabase?
}

/// The two sides of a cycle whose one side takes the other in its initializer.
final class AsyncController: @unchecked Sendable {
    let view: AsyncView
    init(view: AsyncView) { self.view = view }
}

final class AsyncView: @unchecked Sendable {
    var delegate: AsyncController?
}

/// The error a failing initializer throws.
struct OpenFailed: Error, Equatable {
    let attempt: Int
}

/// An ordered log shared by the tasks of a test.
final class AsyncLog: Sendable {
    private let entries = Protected<[String]>([])
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
}

final class AsyncAssembly: Assembly, @unchecked Sendable {
    let opened = Counter()
    let failures = Counter()
    let log = AsyncLog()
    /// How many first builds of `flakyDatabase()` fail.
    let failingBuilds = Protected(0)

    override var components: [Component] {
        [
            Component(Self.database, primary: true), Component(Self.eagerDatabase, eager: true),
            Component(Self.repository),
            Component(Self.databaseUser),
        ]
    }

    /// A lazy singleton whose initializer sleeps, so that many callers ask while it is cold.
    func database() async throws -> AsyncDatabase {
        try await defineAsync(scope: .lazySingleton) { [opened] in
            let serial = opened.next()
            try await Task.sleep(for: .milliseconds(100))
            return AsyncDatabase(serial: serial)
        }
    }

    func eagerDatabase() async throws -> AsyncDatabase {
        try await defineAsync(scope: .singleton) { [log] in
            log.append("eager")
            return AsyncDatabase(serial: 0)
        }
    }

    /// Fails while `failingBuilds` is above zero, after a pause in which others join the build.
    func flakyDatabase() async throws -> AsyncDatabase {
        try await defineAsync(scope: .lazySingleton) { [opened, failures, failingBuilds] in
            let serial = opened.next()
            try await Task.sleep(for: .milliseconds(50))
            let fails = failingBuilds.withLock { left in
                defer { left = max(0, left - 1) }
                return left > 0
            }
            if fails { throw OpenFailed(attempt: failures.next()) }
            return AsyncDatabase(serial: serial)
        }
    }

    func scoped(_ scope: Scope) async throws -> AsyncDatabase {
        try await defineAsync(scope: scope, arguments: scope) { [opened] in
            await Task.yield()
            return AsyncDatabase(serial: opened.next())
        }
    }

    func database(named name: String) async throws -> AsyncDatabase {
        try await defineAsync(scope: .lazySingleton, arguments: name) { [opened] in
            try await Task.sleep(for: .milliseconds(10))
            return AsyncDatabase(serial: opened.next())
        }
    }

    func database(for user: NotHashable) async throws -> AsyncDatabase {
        try await defineAsync(arguments: user) { AsyncDatabase(serial: 0) }
    }

    /// An objectGraph repository whose injections and call-backs log their order.
    func repository() async throws -> AsyncRepository {
        try await defineAsync { [log] in
            log.append("initializer")
            return AsyncRepository(database: try await self.database())
        } configuration: { [log] definition in
            definition.injectMethod { _ in log.append("method") }
            definition.injectProperty(\.cache) {
                log.append("property")
                return try await self.database()
            }
            definition.performBeforeInjections { _ in log.append("before") }
            definition.performAfterInjections { _ in log.append("after") }
        }
    }

    /// Two objectGraph repositories that refer to each other through properties.
    func leftRepository() async throws -> AsyncRepository {
        try await defineAsync {
            AsyncRepository(database: try await self.database())
        } configuration: { definition in
            definition.injectProperty(\.peer) { try await self.rightRepository() }
        }
    }

    func rightRepository() async throws -> AsyncRepository {
        try await defineAsync {
            AsyncRepository(database: try await self.database())
        } configuration: { definition in
            definition.injectProperty(\.peer) { try await self.leftRepository() }
        }
    }

    /// Initializers that need each other.
    func chicken() async throws -> AsyncRepository {
        try await defineAsync { AsyncRepository(database: try await self.egg()) }
    }

    func egg() async throws -> AsyncDatabase {
        try await defineAsync {
            _ = try await self.chicken()
            return AsyncDatabase(serial: 0)
        }
    }

    /// Singletons whose initializers need each other, each built by a flight of its own.
    func anvil() async throws -> AsyncRepository {
        try await defineAsync(scope: .lazySingleton) {
            try await Task.sleep(for: .milliseconds(20))
            return AsyncRepository(database: try await self.hammer())
        }
    }

    func hammer() async throws -> AsyncDatabase {
        try await defineAsync(scope: .lazySingleton) {
            try await Task.sleep(for: .milliseconds(20))
            _ = try await self.anvil()
            return AsyncDatabase(serial: 0)
        }
    }

    /// Singletons that refer to each other through properties.
    func north() async throws -> AsyncRepository {
        try await defineAsync(scope: .lazySingleton) {
            AsyncRepository(database: AsyncDatabase(serial: 1))
        } configuration: { definition in
            definition.injectProperty(\.peer) { try await self.south() }
        }
    }

    func south() async throws -> AsyncRepository {
        try await defineAsync(scope: .lazySingleton) {
            AsyncRepository(database: AsyncDatabase(serial: 2))
        } configuration: { definition in
            definition.injectProperty(\.peer) { try await self.north() }
        }
    }

    /// A controller whose initializer takes its view, whose delegate refers back to it.
    func controller() async throws -> AsyncController {
        try await defineAsync { AsyncController(view: try await self.view()) }
    }

    func view() async throws -> AsyncView {
        try await defineAsync {
            AsyncView()
        } configuration: { definition in
            definition.injectProperty(\.delegate, backReferenceTo: { try await self.controller() })
        }
    }

    /// The same cycle with the plain spelling.
    func plainController() async throws -> AsyncController {
        try await defineAsync { AsyncController(view: try await self.plainView()) }
    }

    func plainView() async throws -> AsyncView {
        try await defineAsync {
            AsyncView()
        } configuration: { definition in
            definition.injectProperty(\.delegate) { try await self.plainController() }
        }
    }

    /// A lazy singleton whose after call-back runs before anyone gets it.
    func announcedDatabase() async throws -> AsyncRepository {
        try await defineAsync(scope: .lazySingleton) {
            AsyncRepository(database: AsyncDatabase(serial: 0))
        } configuration: { definition in
            definition.performAfterInjections { repository in
                try await Task.sleep(for: .milliseconds(20))
                repository.log.append("announced")
            }
        }
    }

    /// An async definition that calls a plain one.
    func knightsDatabase() async throws -> AsyncRepository {
        try await defineAsync { AsyncRepository(database: self.plainDatabase()) }
    }

    func plainDatabase() -> AsyncDatabase {
        define(scope: .singleton) { AsyncDatabase(serial: 7) }
    }

    /// A plain definition whose property is injected by type with an async component.
    func databaseUser() -> AsyncDatabaseUser {
        define {
            AsyncDatabaseUser()
        } configuration: { definition in
            definition.injectProperty(\.database)
        }
    }

    func weakValue() async throws -> Int {
        try await defineAsync(scope: .weakSingleton) { 42 }
    }

    func mistyped() async throws -> AsyncController {
        try await defineAsync { AsyncDatabase(serial: 0) }
    }
}

/// How long a call of the cycle tests may take before it counts as a hang: generous, because the
/// whole test run shares a cooperative pool of two threads with tests that block theirs for
/// seconds (a 10-second deadline expired there while nothing was wrong).
let asyncDeadline = 120.0

/// Runs `operation` and returns its result, or `nil` once `seconds` have passed without one, so
/// that a test of a hang fails instead of hanging.
func withinDeadline<T: Sendable>(
    seconds: Double, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T? {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: .seconds(seconds))
            return nil
        }
        defer { group.cancelAll() }
        return try await group.next() ?? nil
    }
}
