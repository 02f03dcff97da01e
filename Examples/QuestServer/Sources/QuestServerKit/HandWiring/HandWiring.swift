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
        let services = HandWiredServices(
            database: database, paging: Paging(defaultSize: settings.pageSize, maxSize: settings.maxPageSize),
            logger: logger, inFlight: InFlightRequests())
        let knights = KnightsController()
        knights.services = services
        let quests = QuestsController()
        quests.services = services
        let status = StatusController()
        status.inFlight = services.inFlight
        status.services = services
        let routes = RouteTable()
        let router = QuestApplication.router(
            controllers: [knights, quests, status], routes: routes,
            errorMiddleware: JSONErrorMiddleware(logger: logger, routes: routes),
            requestRegion: RequestRegionMiddleware { respond in
                try await services.runInRequest(respond, succeeded: RequestRegionMiddleware.succeeded)
            })
        return QuestApplication.application(
            router: router, host: settings.host, port: settings.port, services: [], logger: logger)
    }
}
