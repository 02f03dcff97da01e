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
    let run: @Sendable (AnyObject) async throws -> Void
}
