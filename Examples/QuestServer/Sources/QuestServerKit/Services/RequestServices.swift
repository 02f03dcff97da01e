/// Makes the services of one request: its own graph, whose services share one journal.
///
/// Use it in the controllers, which ask it for a service on every request. ``ServiceAssembly``
/// is the one Typhoon wires (each call resolves a definition with the request as run-time
/// argument); ``HandWiredServices`` builds the same graph with initializers, for the load
/// comparison of `Scripts/load`.
public protocol RequestServices: AnyObject, Sendable {
    /// The knights' rules for one request.
    func knightService(for request: RequestInfo) -> KnightService
    /// The quests' rules for one request.
    func questService(for request: RequestInfo) -> QuestService
    /// The log of one request, registered with the requests in flight until it is freed.
    func journal(for request: RequestInfo) -> RequestJournal
}
