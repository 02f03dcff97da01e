/// The injections and call-backs one async configuration declared, grouped by the step of a
/// build that runs them.
struct AsyncSteps: Sendable {
    var before: [AsyncStep] = []
    var properties: [AsyncStep] = []
    var methods: [AsyncStep] = []
    var after: [AsyncStep] = []

    /// Whether a build has injections to run before it is handed on (after call-backs aside).
    var hasInjections: Bool {
        !before.isEmpty || !properties.isEmpty || !methods.isEmpty
    }
}

/// One injection or call-back of an async configuration, run on the instance (as `AnyObject`; the
/// closure casts it back to the built type, which it always is).
struct AsyncStep: Sendable {
    /// Whether it is a property marked `backReferenceTo:`, which may wait for initializers.
    let isBackReference: Bool
    /// The property it injects, for a wiring graph; `nil` for a method or a call-back.
    var keyPath: UncheckedSendable<AnyKeyPath>? = nil
    let run: @Sendable (AnyObject) async throws -> Void

    /// How a wiring graph names the references it makes.
    var kind: WiringGraph.Edge.Kind {
        keyPath == nil ? .method : isBackReference ? .backReference : .property
    }

    /// The name of the property it injects, when its key path names a plainly stored property.
    var propertyName: String? {
        keyPath.flatMap { PropertySite.propertyName(of: $0.value) }
    }
}
