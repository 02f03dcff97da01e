import Hummingbird
import TyphoonAutoInjection

/// The routes of knights: `GET /knights`, `POST /knights`, `GET /knights/{id}`.
///
/// A top-level object: ``HTTPAssembly`` builds one for the application's life and injects the
/// service assembly as its ``RequestServices``. Each request gets its own ``KnightService`` from
/// it, built with the request as run-time argument and freed when it ends. ``HandWiring`` sets
/// the property by hand instead.
public final class KnightsController: RouteProvider, @unchecked Sendable {
    @InjectedProtocol var services: any RequestServices

    /// Makes a controller whose dependency a definition injects (or a caller sets).
    public init() {}

    /// Adds the knights' routes.
    public func addRoutes(to router: RecordingRouter) {
        router.get("knights") { request, context in
            try await self.service(request, context).knights(
                page: RequestReading.query("page", of: request), size: RequestReading.query("size", of: request))
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

    private func service(_ request: Request, _ context: QuestRequestContext) async throws -> KnightService {
        try await services.knightService(for: context.requestInfo(request))
    }
}
