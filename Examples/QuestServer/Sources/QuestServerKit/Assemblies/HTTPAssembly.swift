import Hummingbird
import Typhoon
import TyphoonAutoInjection

/// The controllers, the router they fill and the Hummingbird application.
///
/// Controllers are top-level objects, singletons. Each is given the service assembly by reference
/// (`injectProperty(\.services, with: self.services)`) as the ``RequestServices`` it asks for a
/// request's services; the factory fills their other `@InjectedClass` and `@InjectedProtocol`
/// properties by type. They are listed as ``RouteProvider``s, and the router adds the routes of
/// every listed one.
public class HTTPAssembly: Assembly, @unchecked Sendable {
    /// The collaborating assembly that provides the logger and each request's services.
    @InjectedClass var services: ServiceAssembly

    /// `GET/POST /knights`, `GET /knights/{id}`.
    public func knightsController() -> KnightsController {
        define(scope: .singleton) {
            KnightsController()
        } configuration: {
            $0.injectProperty(\.services, with: self.services)
        }
    }

    /// `GET/POST /quests`, `GET /quests/{id}`, assignment and completion.
    public func questsController() -> QuestsController {
        define(scope: .singleton) {
            QuestsController()
        } configuration: {
            $0.injectProperty(\.services, with: self.services)
        }
    }

    /// `GET /status`.
    public func statusController() -> StatusController {
        define(scope: .singleton) {
            StatusController()
        } configuration: {
            $0.injectProperty(\.services, with: self.services)
        }
    }

    /// The routes the router serves, noted as the controllers add them.
    ///
    /// Object-graph scoped: the router and its error middleware, built in one call of
    /// ``router()``, share one table.
    public func routeTable() -> RouteTable {
        define { RouteTable() }
    }

    /// Answers every error with a JSON body.
    public func errorMiddleware() -> JSONErrorMiddleware {
        define { JSONErrorMiddleware(logger: self.services.logger(), routes: self.routeTable()) }
    }

    /// Runs each request in a region of the factory (`withScope`), around the region's unit of
    /// work: the `.scoped` one its services get, committed or rolled back when the request ends.
    public func requestRegion() -> RequestRegionMiddleware {
        define {
            // The assembly, not the factory: an assembly does not keep its factory alive. Its own
            // `withScope` does not fetch the factory's handle (under the factory's lock) per request.
            let persistence = self.services.persistence
            return RequestRegionMiddleware { respond in
                try await persistence.withScope {
                    try await persistence.unitOfWork().settle(respond, succeeded: RequestRegionMiddleware.succeeded)
                }
            }
        }
    }

    /// The router, with the error middleware, the request region and the routes of every listed
    /// ``RouteProvider``.
    public func router() -> Router<QuestRequestContext> {
        define {
            QuestApplication.router(
                controllers: self.factory.allComponents(ofType: (any RouteProvider).self), routes: self.routeTable(),
                errorMiddleware: self.errorMiddleware(), requestRegion: self.requestRegion())
        }
    }

    /// The application, listening on `server.host`:`server.port`; it owns the factory (see
    /// ``FactoryLifetime``), so a caller may keep only the application.
    public func application() -> Application<RouterResponder<QuestRequestContext>> {
        define {
            QuestApplication.application(
                router: self.router(), host: self.config("server.host"), port: self.config("server.port"),
                services: [FactoryLifetime(factory: self.factory)], logger: self.services.logger())
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
