import Hummingbird
import TyphoonAutoInjection

/// The routes of knights: `GET /knights`, `POST /knights`, `GET /knights/{id}`.
///
/// A top-level object: ``HTTPAssembly`` builds one for the application's life, and the factory
/// fills its `@InjectedClass` property. Each request gets its own ``KnightService`` from the
/// service assembly, built with the request as run-time argument and freed when it ends.
public final class KnightsController: RouteProvider, @unchecked Sendable {
    @InjectedClass var services: ServiceAssembly

    /// Makes a controller whose dependencies the factory fills.
    public init() {}

    /// Adds the knights' routes.
    public func addRoutes(to router: Router<QuestRequestContext>) {
        router.get("knights") { request, context in
            try await self.service(request, context).knights(
                page: RequestReading.number("page", of: request), size: RequestReading.number("size", of: request))
        }
        router.post("knights") { request, context in
            let body = try await RequestReading.body(
                NewKnight.self, of: request, context, example: #"{"name": "Lancelot"}"#)
            let knight = try await self.service(request, context).enlist(name: body.name)
            return EditedResponse(status: .created, response: knight)
        }
        router.get("knights/:id") { request, context in
            try await self.service(request, context).knight(
                id: RequestReading.id("id", of: request, context, what: "knight id"))
        }
    }

    private func service(_ request: Request, _ context: QuestRequestContext) -> KnightService {
        services.knightService(for: context.requestInfo(request))
    }
}
