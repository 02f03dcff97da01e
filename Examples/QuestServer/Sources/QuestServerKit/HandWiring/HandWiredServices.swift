import Logging

/// The services of one request built with initializers, as ``ServiceAssembly`` builds them with
/// definitions: a journal registered with the requests in flight, shared by the request's service.
///
/// Use it in ``HandWiring``, the server without Typhoon that `Scripts/load` compares with.
public final class HandWiredServices: RequestServices {
    private let repository: any Repository
    private let paging: Paging
    private let logger: Logger
    /// The registry every journal is registered with.
    public let inFlight: InFlightRequests

    /// Makes the maker of request services.
    ///
    /// - Parameters:
    ///   - repository: Where knights and quests are kept.
    ///   - paging: The page sizes allowed.
    ///   - logger: The application's logger.
    ///   - inFlight: The registry of requests whose graph is alive.
    public init(repository: any Repository, paging: Paging, logger: Logger, inFlight: InFlightRequests) {
        self.repository = repository
        self.paging = paging
        self.logger = logger
        self.inFlight = inFlight
    }

    /// A knight service with a new journal.
    public func knightService(for request: RequestInfo) -> KnightService {
        KnightService(repository: repository, paging: paging, journal: journal(for: request))
    }

    /// A quest service with a new journal.
    public func questService(for request: RequestInfo) -> QuestService {
        QuestService(repository: repository, paging: paging, journal: journal(for: request))
    }

    /// A new journal, registered with ``inFlight``.
    public func journal(for request: RequestInfo) -> RequestJournal {
        let journal = RequestJournal(request: request, logger: logger)
        inFlight.register(journal)
        return journal
    }
}
