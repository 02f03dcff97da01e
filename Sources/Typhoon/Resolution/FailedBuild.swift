/// What the engine returns, in place of an instance, for a throwing definition call that failed
/// (its initializer threw, or it closed a cycle): never handed to user code, since the call's
/// frame throws the error when it ends (``ResolutionContext/endThrowingCall(_:)``).
final class FailedBuild: @unchecked Sendable {
    /// The one instance, compared by identity.
    static let shared = FailedBuild()
}
