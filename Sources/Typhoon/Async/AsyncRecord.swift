/// What the engine knows of one async definition: where it is, its name and scope (learned on its
/// first call) and its shared instances.
final class AsyncRecord: Sendable {
    let site: DefinitionSite
    /// `Assembly.method()`, for messages.
    let name: String
    let scope: Scope
    /// The shared instances and the builds under way (single flight).
    let shared = SharedFlights()
    /// The patch installed, if any (``AsyncPatch``).
    let patch = Protected<AsyncReplacement?>(nil)
    /// The assembly's table, read for its state (a released factory keeps nothing new).
    unowned let table: RecordTable

    init(site: DefinitionSite, name: String, scope: Scope, table: RecordTable) {
        self.site = site
        self.name = name
        self.scope = scope
        self.table = table
    }
}
