/// A definition a wiring graph met: a plain one (`define`) or an async one (`defineAsync`), each
/// known by its own engine's record.
enum WiringSubject {
    case plain(DefinitionRecord)
    case async(AsyncRecord)

    /// The record's identity, which tells the graph's nodes apart.
    var id: ObjectIdentifier {
        switch self {
        case .plain(let record): ObjectIdentifier(record)
        case .async(let record): ObjectIdentifier(record)
        }
    }

    /// `Assembly.method()`.
    var name: String {
        switch self {
        case .plain(let record): record.name
        case .async(let record): record.name
        }
    }

    var assemblyName: String {
        switch self {
        case .plain(let record): record.assemblyName
        case .async(let record): record.assemblyName
        }
    }

    var method: String {
        switch self {
        case .plain(let record): record.method
        case .async(let record): record.method
        }
    }

    var scope: Scope {
        switch self {
        case .plain(let record): record.scope
        case .async(let record): record.scope
        }
    }

    var site: DefinitionSite {
        switch self {
        case .plain(let record): record.site
        case .async(let record): record.site
        }
    }

    var mustBePatchedInTests: Bool {
        switch self {
        case .plain(let record): record.mustBePatchedInTests
        case .async(let record): record.mustBePatchedInTests
        }
    }

    /// Whether the factory had it patched when the graph was drawn.
    var isPatched: Bool {
        switch self {
        case .plain(let record): record.patchCount.loadAcquiring() != 0
        case .async(let record):
            record.patch.withLock { $0 }.map { $0 !== record.processedReplacement } ?? false
        }
    }

    var isAsync: Bool {
        if case .async = self { true } else { false }
    }
}
