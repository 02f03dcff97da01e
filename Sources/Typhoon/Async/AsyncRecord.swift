/// What the engine knows of one async definition: where it is, its name, scope and strict
/// patching (learned on its first call, after the definition post-processors) and its shared
/// instances.
final class AsyncRecord: Sendable {
    let site: DefinitionSite
    /// The assembly's type name, for messages and the wiring graph.
    let assemblyName: String
    /// The method as Swift names it (`database()`).
    let method: String
    /// `Assembly.method()`, for messages.
    let name: String
    let scope: Scope
    /// Whether a test must patch it (``AsyncDefinition/mustBePatchedInTests()``).
    let mustBePatchedInTests: Bool
    /// The shared instances and the builds under way (single flight).
    let shared = SharedFlights()
    /// The patch installed, if any (``AsyncPatch``), or what a definition post-processor put in
    /// place of the initializer (``processedReplacement``).
    let patch: Protected<AsyncReplacement?>
    /// What a definition post-processor put in place of the initializer
    /// (``ProcessedDefinition/replace(with:)``), for the definition's life: a patch detached
    /// gives the definition back to it.
    let processedReplacement: AsyncReplacement?
    /// The assembly's table, read for its state (a released factory keeps nothing new).
    unowned let table: RecordTable

    init(
        site: DefinitionSite, assemblyName: String, method: String, scope: Scope, mustBePatchedInTests: Bool,
        processedReplacement: AsyncReplacement? = nil, table: RecordTable
    ) {
        self.site = site
        self.assemblyName = assemblyName
        self.method = method
        name = "\(assemblyName).\(method)"
        self.scope = scope
        self.mustBePatchedInTests = mustBePatchedInTests
        self.processedReplacement = processedReplacement
        patch = Protected(processedReplacement)
        self.table = table
    }
}
