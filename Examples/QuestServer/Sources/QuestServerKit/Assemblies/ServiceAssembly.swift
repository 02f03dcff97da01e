import Logging
import Typhoon
import TyphoonAutoInjection

/// The business rules, built per request, and what they share: logging, paging, the registry
/// of requests in flight.
///
/// The services and the request's journal are definitions with a run-time argument, the
/// request: each request gets its own graph (one journal shared by the services built with it),
/// and nothing of it is kept once the request ends. Their repository is the request's unit of
/// work, `.scoped` in ``PersistenceAssembly``, which every service of one request's region shares. The controllers reach these definitions
/// through ``RequestServices``: ``HTTPAssembly`` injects this assembly into them.
public class ServiceAssembly: Assembly, RequestServices, @unchecked Sendable {
    /// The collaborating assembly that provides the repository.
    @InjectedClass var persistence: PersistenceAssembly

    /// The knights' rules for one request.
    ///
    /// - Parameter request: The request, which tells instances apart.
    /// - Returns: A service that no other request shares.
    public func knightService(for request: RequestInfo) -> KnightService {
        define(arguments: request) {
            KnightService(
                repository: self.persistence.repository(), paging: self.paging(), journal: self.journal(for: request))
        }
    }

    /// The quests' rules for one request.
    ///
    /// - Parameter request: The request, which tells instances apart.
    /// - Returns: A service that no other request shares.
    public func questService(for request: RequestInfo) -> QuestService {
        define(arguments: request) {
            QuestService(
                repository: self.persistence.repository(), paging: self.paging(), journal: self.journal(for: request))
        }
    }

    /// The repository of the request's region, for ``StatusController``.
    public func repository() -> any Repository {
        persistence.repository()
    }

    /// The open database, for ``StatusController``.
    public func database() async throws -> QuestDatabase {
        try await persistence.database()
    }

    /// The log of one request, registered with ``inFlightRequests()`` until it is freed.
    ///
    /// Registered by its initializer, as ``HandWiredServices`` registers it: a journal has nothing
    /// injected to wait for, and an after call-back cost each request four more allocations.
    ///
    /// - Parameter request: The request, which tells instances apart.
    /// - Returns: The journal; within one resolution, every service built for the request shares it.
    public func journal(for request: RequestInfo) -> RequestJournal {
        define(arguments: request) {
            let journal = RequestJournal(request: request, logger: self.logger())
            self.inFlightRequests().register(journal)
            return journal
        }
    }

    /// The registry of requests whose graph is alive.
    public func inFlightRequests() -> InFlightRequests {
        define(scope: .singleton) { InFlightRequests() }
    }

    /// The page sizes, from `paging.size` and `paging.maxSize`.
    public func paging() -> Paging {
        define(scope: .singleton) {
            Paging(defaultSize: self.config("paging.size"), maxSize: self.config("paging.maxSize"))
        }
    }

    /// The application's logger, at the level `log.level`.
    public func logger() -> Logger {
        define(scope: .singleton) { Logger.questServer(level: self.config("log.level")) }
    }

    /// Reads `log.level` values (`debug`, `info`, …) as `Logger.Level`.
    public func logLevelConverter() -> any TypeConverter {
        define(scope: .singleton) { LogLevelConverter() }
    }

    /// The shared components, found by type; the converter is found by the configuration.
    override public var components: [Component] {
        [
            Component(Self.inFlightRequests), Component(Self.paging), Component(Self.logger),
            Component(Self.logLevelConverter),
        ]
    }
}
