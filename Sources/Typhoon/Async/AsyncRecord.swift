/// What the engine knows of one async definition: where it is, its name, scope and strict
/// patching (learned on its first call) and its shared instances.
final class AsyncRecord: Sendable {
    let site: DefinitionSite
    /// `Assembly.method()`, for messages.
    let name: String
    let scope: Scope
    /// Whether a test must patch it (``AsyncDefinition/mustBePatchedInTests()``).
    let mustBePatchedInTests: Bool
    /// The shared instances and the builds under way (single flight).
    let shared = SharedFlights()
    /// The patch installed, if any (``AsyncPatch``).
    let patch = Protected<AsyncReplacement?>(nil)
    /// The assembly's table, read for its state (a released factory keeps nothing new).
    unowned let table: RecordTable

    init(site: DefinitionSite, name: String, scope: Scope, mustBePatchedInTests: Bool, table: RecordTable) {
        self.site = site
        self.name = name
        self.scope = scope
        self.mustBePatchedInTests = mustBePatchedInTests
        self.table = table
    }
}
