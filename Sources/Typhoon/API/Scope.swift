/// How long a built component lives and who shares it.
///
/// Set it with `define(scope:)` or `definition.scope` in a definition's configuration; the
/// configuration's value wins. Pick ``objectGraph`` (the default) unless the component must be
/// shared beyond one resolution.
public enum Scope: Sendable, Hashable, CustomStringConvertible {
    /// One instance per definition (and set of run-time arguments) within one resolution.
    ///
    /// Circular references inside that resolution get the same instance, and nothing is kept
    /// once the outermost call returns.
    case objectGraph
    /// A new instance every time, even inside one resolution.
    case prototype
    /// One instance for the factory's life, built at activation when its component is listed
    /// with `eager: true`, otherwise on first use.
    case singleton
    /// One instance for the factory's life, built on first use.
    case lazySingleton
    /// One instance shared while anything outside the container holds it; built again after it
    /// has been released.
    case weakSingleton
    /// One instance per scoped region (``ComponentFactory/withScope(_:)``), shared by everything
    /// resolved inside that region, on any of its child tasks, and released when the region
    /// ends: the per-request graph of a server.
    ///
    /// Asked for outside any region, it is ``TyphoonError/outsideScopedRegion(definition:declaredAt:)``.
    /// Named after `withScope`, the one call that gives it a meaning, so that the two read as a
    /// pair.
    case scoped

    /// The scope's name as written in Swift, for messages.
    public var description: String {
        switch self {
        case .objectGraph: "objectGraph"
        case .prototype: "prototype"
        case .singleton: "singleton"
        case .lazySingleton: "lazySingleton"
        case .weakSingleton: "weakSingleton"
        case .scoped: "scoped"
        }
    }

    /// Whether instances of this scope outlive one resolution and are shared between threads
    /// through their definition's record; a scoped region keeps its own (``ScopeRegion``).
    @inlinable var isShared: Bool {
        switch self {
        case .singleton, .lazySingleton, .weakSingleton: true
        case .objectGraph, .prototype, .scoped: false
        }
    }
}
