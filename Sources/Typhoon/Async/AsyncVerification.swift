/// Whether the current task is building for `try await verify()`, which never builds a definition
/// marked ``AsyncDefinition/mustBePatchedInTests()`` for real, in a test or not.
enum AsyncVerification {
    @TaskLocal static var isVerifying = false
}
