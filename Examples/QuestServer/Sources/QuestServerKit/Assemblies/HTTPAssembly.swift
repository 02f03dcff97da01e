import Hummingbird
import Typhoon
import TyphoonAutoInjection

/// The controllers, the router they fill and the Hummingbird application.
///
/// Controllers are top-level objects: singletons whose `@InjectedClass` and `@InjectedProtocol`
/// properties the factory fills by type. They are listed as ``RouteProvider``s, and the router
/// adds the routes of every listed one.
public class HTTPAssembly: Assembly, @unchecked Sendable {
    /// The collaborating assembly that provides the logger.
    @InjectedClass var services: ServiceAssembly

    /// `GET/POST /knights`, `GET /knights/{id}`.
    public func knightsController() -> KnightsController {
        define(scope: .singleton) { KnightsController() }
    }

    /// `GET/POST /quests`, `GET /quests/{id}`, assignment and completion.
    public func questsController() -> QuestsController {
        define(scope: .singleton) { QuestsController() }
    }

    /// `GET /status`.
    public func statusController() -> StatusController {
        define(scope: .singleton) { StatusController() }
    }

    /// Answers every error with a JSON body.
    public func errorMiddleware() -> JSONErrorMiddleware {
        define { JSONErrorMiddleware(logger: self.services.logger()) }
    }

    /// The router, with the error middleware and the routes of every listed ``RouteProvider``.
    public func router() -> Router<QuestRequestContext> {
        define {
            let router = Router(context: QuestRequestContext.self)
            router.add(middleware: self.errorMiddleware())
            for controller in self.factory.allComponents(ofType: (any RouteProvider).self) {
                controller.addRoutes(to: router)
            }
            return router
        }
    }

    /// The application, listening on `server.host`:`server.port`; it owns the factory (see
    /// ``FactoryLifetime``), so a caller may keep only the application.
    public func application() -> Application<RouterResponder<QuestRequestContext>> {
        define {
            Application(
                router: self.router(),
                configuration: ApplicationConfiguration(
                    address: .hostname(self.config("server.host"), port: self.config("server.port")),
                    serverName: "QuestServer"),
                services: [FactoryLifetime(factory: self.factory)],
                logger: self.services.logger())
        }
    }

    /// The controllers, found by the router as route providers.
    override public var components: [Component] {
        [
            Component(Self.knightsController, implements: (any RouteProvider).self),
            Component(Self.questsController, implements: (any RouteProvider).self),
            Component(Self.statusController, implements: (any RouteProvider).self),
        ]
    }
}
