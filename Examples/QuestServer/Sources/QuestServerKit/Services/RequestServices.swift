/// Makes the services of one request: its own graph, whose services share one journal and one
/// unit of work.
///
/// Use it in the controllers, which ask it for a service on every request. ``ServiceAssembly``
/// is the one Typhoon wires (each call resolves a definition with the request as run-time
/// argument); ``HandWiredServices`` builds the same graph with initializers, for the load
/// comparison of `Scripts/load`.
public protocol RequestServices: AnyObject, Sendable {
    /// The knights' rules for one request, on the request's unit of work.
    func knightService(for request: RequestInfo) async throws -> KnightService
    /// The quests' rules for one request, on the request's unit of work.
    func questService(for request: RequestInfo) async throws -> QuestService
    /// The request's unit of work, which its services share.
    func repository() async throws -> any Repository
    /// The open database.
    func database() async throws -> QuestDatabase
    /// The log of one request, registered with the requests in flight until it is freed.
    func journal(for request: RequestInfo) -> RequestJournal
}
