import Hummingbird
import Logging

/// The quest server wired by hand: the same controllers, services, database, router and
/// application as the assemblies make, built with initializers and no container.
///
/// Use it to measure what Typhoon costs a request (`Scripts/load` runs both servers side by side),
/// and to read what the assemblies spare: every dependency below is passed or set by hand.
public enum HandWiring {
    /// The application on `settings`' address, serving `database`.
    ///
    /// - Parameters:
    ///   - settings: The checked settings.
    ///   - database: The open database.
    /// - Returns: The application, not yet running.
    public static func application(
        _ settings: Settings, database: QuestDatabase
    ) -> Application<RouterResponder<QuestRequestContext>> {
        let logger = Logger.questServer(level: settings.logLevel)
        let repository = SQLiteRepository(database: database)
        let services = HandWiredServices(
            repository: repository, paging: Paging(defaultSize: settings.pageSize, maxSize: settings.maxPageSize),
            logger: logger, inFlight: InFlightRequests())
        let knights = KnightsController()
        knights.services = services
        let quests = QuestsController()
        quests.services = services
        let status = StatusController()
        status.database = database
        status.inFlight = services.inFlight
        status.repository = repository
        status.services = services
        let routes = RouteTable()
        let router = QuestApplication.router(
            controllers: [knights, quests, status], routes: routes,
            errorMiddleware: JSONErrorMiddleware(logger: logger, routes: routes))
        return QuestApplication.application(
            router: router, host: settings.host, port: settings.port, services: [], logger: logger)
    }
}
