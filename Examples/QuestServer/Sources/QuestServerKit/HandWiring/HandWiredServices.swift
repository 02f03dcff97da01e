import Logging

/// The services of one request built with initializers, as ``ServiceAssembly`` builds them with
/// definitions: a journal registered with the requests in flight, and the request's unit of
/// work, shared by the request's services.
///
/// Use it in ``HandWiring``, the server without Typhoon that `Scripts/load` compares with. The
/// request's unit of work travels in the task-local ``currentUnitOfWork``, which
/// ``HandWiring``'s request region sets, as Typhoon's region travels with the task.
public final class HandWiredServices: RequestServices {
    /// The unit of work of the request the current task serves, set by ``runInRequest(_:)``.
    @TaskLocal public static var currentUnitOfWork: UnitOfWork?

    private let openDatabase: QuestDatabase
    private let paging: Paging
    private let logger: Logger
    /// The registry every journal is registered with.
    public let inFlight: InFlightRequests

    /// Makes the maker of request services.
    ///
    /// - Parameters:
    ///   - database: The open database the units of work run on.
    ///   - paging: The page sizes allowed.
    ///   - logger: The application's logger.
    ///   - inFlight: The registry of requests whose graph is alive.
    public init(database: QuestDatabase, paging: Paging, logger: Logger, inFlight: InFlightRequests) {
        self.openDatabase = database
        self.paging = paging
        self.logger = logger
        self.inFlight = inFlight
    }

    /// Runs `body` as one request, with a new unit of work that its services share, committed
    /// when `succeeded` says so of the result and rolled back otherwise.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor, so that `body` runs where the caller does; leave the default.
    ///   - body: The request.
    ///   - succeeded: Whether the result is a success.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, or ``UnitOfWork/CommitFailure``.
    public func runInRequest<R>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R, succeeded: (R) -> Bool
    ) async throws -> R {
        let unitOfWork = UnitOfWork(database: openDatabase)
        return try await Self.$currentUnitOfWork.withValue(
            unitOfWork,
            operation: { try await unitOfWork.settle(isolation: isolation, body, succeeded: succeeded) },
            isolation: isolation)
    }

    /// A knight service with a new journal, on the request's unit of work.
    public func knightService(for request: RequestInfo) async throws -> KnightService {
        KnightService(repository: try repository(), paging: paging, journal: journal(for: request))
    }

    /// A quest service with a new journal, on the request's unit of work.
    public func questService(for request: RequestInfo) async throws -> QuestService {
        QuestService(repository: try repository(), paging: paging, journal: journal(for: request))
    }

    /// A new journal, registered with ``inFlight``.
    public func journal(for request: RequestInfo) -> RequestJournal {
        let journal = RequestJournal(request: request, logger: logger)
        inFlight.register(journal)
        return journal
    }

    /// The request's unit of work.
    ///
    /// - Throws: ``OutsideRequest`` outside ``runInRequest(_:succeeded:)``.
    public func repository() throws -> any Repository {
        guard let unitOfWork = Self.currentUnitOfWork else { throw OutsideRequest() }
        return unitOfWork
    }

    /// The open database.
    public func database() -> QuestDatabase {
        openDatabase
    }

    /// A request's services were asked for outside a request.
    public struct OutsideRequest: Error, CustomStringConvertible {
        /// The problem, and how to fix it.
        public var description: String {
            "A request's services were asked for outside a request, where there is no unit of work. To fix, ask "
                + "inside HandWiredServices.runInRequest(_:succeeded:)."
        }
    }
}
