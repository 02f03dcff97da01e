import Hummingbird
import TyphoonAutoInjection

/// `GET /status`: the database file, the counts of knights and quests, and how many requests
/// have a live object graph (this one included, so 1 when the server is otherwise idle).
///
/// A top-level object whose properties the factory fills: `inFlight` by type (`@InjectedClass`),
/// `services` explicitly by ``HTTPAssembly`` (a value a definition injects wins over a match by
/// type). The database and the request's repository are async components, which a synchronous
/// injection cannot build, so the route awaits them from `services`.
public final class StatusController: RouteProvider, @unchecked Sendable {
    @InjectedClass var inFlight: InFlightRequests
    @InjectedProtocol var services: any RequestServices

    /// Makes a controller whose dependencies the factory fills (or a caller sets).
    public init() {}

    /// Adds the status route.
    public func addRoutes(to router: RecordingRouter) {
        router.get("status") { request, context in
            // The journal keeps this request's graph alive, so the count includes it.
            let journal = self.services.journal(for: context.requestInfo(request))
            let census = try await journal.run("count knights and quests") {
                try await self.services.repository().read { try $0.census() }
            }
            let database = try await self.services.database()
            return withExtendedLifetime(journal) {
                ServerStatus(
                    database: database.location.path, census: census, requestsInFlight: self.inFlight.count)
            }
        }
    }
}
