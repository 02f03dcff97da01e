/// One call of an async definition, as the engine sees it: the record and the run-time arguments.
struct AsyncCall: Sendable {
    let record: AsyncRecord
    let key: ArgumentsKey?

    /// Whether a frame is this call: the same definition with the same arguments.
    func isCall(of frame: AsyncFrame) -> Bool {
        frame.record === record && frame.key == key
    }
}

/// One build of an async definition: its initializer and its configuration's steps, or a patch's
/// replacement.
struct AsyncBuild: Sendable {
    let make: @Sendable () async throws -> AnyObject
    let steps: AsyncSteps
    /// The patch whose replacement `make` runs, `nil` for the definition's own initializer.
    var builtBy: AsyncReplacement?
    /// Runs the factory's instance post-processors on the instance once it is injected; `nil`
    /// when the factory has none.
    var postProcess: AsyncPostProcess?
}
