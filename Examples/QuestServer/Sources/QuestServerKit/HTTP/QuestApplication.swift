import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle

/// The router and the Hummingbird application of the quest server, made the same way whoever
/// wires them: ``HTTPAssembly`` with Typhoon, ``HandWiring`` by hand.
public enum QuestApplication {
    /// A router with the error middleware first, then the request region, then the routes of
    /// every controller, noted in `routes` for the error middleware's 404 and 405 answers.
    ///
    /// - Parameters:
    ///   - controllers: The controllers whose routes the router serves.
    ///   - routes: The table the routes are noted in, the one `errorMiddleware` reads.
    ///   - errorMiddleware: Answers every error with a JSON body.
    ///   - requestRegion: Runs each request in its region, around its unit of work.
    /// - Returns: The router.
    public static func router(
        controllers: [any RouteProvider], routes: RouteTable, errorMiddleware: JSONErrorMiddleware,
        requestRegion: RequestRegionMiddleware
    ) -> Router<QuestRequestContext> {
        let router = Router(context: QuestRequestContext.self)
        router.add(middleware: errorMiddleware)
        router.add(middleware: requestRegion)
        let recorder = RecordingRouter(router: router, table: routes)
        for controller in controllers {
            controller.addRoutes(to: recorder)
        }
        return router
    }

    /// The application listening on `host`:`port`, whose HTTP/1 pipeline answers
    /// `Expect: 100-continue` (``ExpectContinueHandler``).
    ///
    /// - Parameters:
    ///   - router: The router.
    ///   - host: The address to listen on.
    ///   - port: The port to listen on; 0 lets the system choose.
    ///   - services: Services that run as long as the application.
    ///   - logger: The application's logger.
    /// - Returns: The application, not yet running.
    public static func application(
        router: Router<QuestRequestContext>, host: String, port: Int, services: [any Service], logger: Logger
    ) -> Application<RouterResponder<QuestRequestContext>> {
        Application(
            router: router,
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [ExpectContinueHandler(uploadLimit: QuestRequestContext.uploadLimit)])),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "QuestServer"),
            services: services,
            logger: logger)
    }
}
