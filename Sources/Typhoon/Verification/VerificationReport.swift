/// What ``ComponentFactory/verify(samples:)-9hdp`` built without a problem, and what it could not
/// verify, with the reason.
public struct VerificationReport: Sendable, Equatable {
    /// The listed components and samples built without a problem, as `Assembly.method()`.
    public let verified: [String]
    /// What was not verified, each with the reason: a component of the main actor, a definition
    /// marked `mustBePatchedInTests()` without a patch and each component that needs it, or a
    /// definition with run-time arguments (or not listed) that nothing verified reached.
    public let notVerified: [String]
}
