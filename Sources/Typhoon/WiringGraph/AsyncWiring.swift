import CTyphoonAtomics

/// The drawing of a wiring graph's async builds (`try await wiringGraph()`): what they record
/// into, found through the task, never the thread.
///
/// An async build suspends and resumes on any thread, so what it records into travels as
/// task-local values, as its chain of calls does (``AsyncFrame/current``): inherited by the
/// child tasks it starts and by the task that builds a shared instance. Each async definition
/// call notes itself and the reference its caller made (``AsyncEngine``); a plain definition
/// called from an async build notes the reference and records its own resolution on the thread
/// that runs it (``Assembly/servedForAsyncWiring(_:_:make:configure:)``). While no graph is
/// drawn, nothing here is read but one process-wide word.
final class AsyncWiring: Sendable {
    /// The drawing the current task builds for, `nil` on every other task.
    @TaskLocal static var current: AsyncWiring?
    /// The step of an async build whose closure runs now on this task (an injection, a
    /// call-back), while a graph is drawn.
    @TaskLocal static var step: Step?
    /// The call being built whose by-type look-up (`try await factory.component(_:)`) runs now on
    /// this task, while a graph is drawn.
    @TaskLocal static var byTypeReferrer: ObjectIdentifier?

    /// A step of a build, as the reference it makes is drawn.
    struct Step: Sendable {
        /// The ``AsyncFrame`` whose step it is.
        let frame: ObjectIdentifier
        let kind: WiringGraph.Edge.Kind
        let property: String?
    }

    let recorder: WiringRecorder

    private init(recorder: WiringRecorder) {
        self.recorder = recorder
    }

    /// Whether any task of the process draws a graph now: one relaxed load.
    static var isDrawing: Bool {
        typhoon_async_drawings_load() != 0
    }

    /// The drawing of the current task, if any (the task-local value is read only while one is
    /// drawn somewhere).
    static var ofThisTask: AsyncWiring? {
        isDrawing ? current : nil
    }

    /// Runs `body` recording every definition call its task and its child tasks make into
    /// `recorder`.
    static func drawing<T>(
        into recorder: WiringRecorder, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> T {
        typhoon_async_drawings_add(1)
        defer { typhoon_async_drawings_add(-1) }
        return try await $current.withValue(AsyncWiring(recorder: recorder), operation: body, isolation: isolation)
    }

    // MARK: What a build notes

    /// Notes an async definition call, and the reference the build it is made from made to it.
    func noteAsyncCall(_ call: AsyncCall) {
        recorder.noteDefinition(.async(call.record), arguments: call.key)
        noteReference(to: .async(call.record))
    }

    /// Notes the reference the async build running on this task makes to a plain definition.
    func notePlainCall(_ record: DefinitionRecord) {
        recorder.noteDefinition(.plain(record), arguments: nil)
        noteReference(to: .plain(record))
    }

    /// Notes the reference the innermost call being built on this task makes to `subject`, of
    /// the kind of the step that runs now: its initializer, an injection, a call-back.
    private func noteReference(to subject: WiringSubject) {
        guard let frame = AsyncFrame.current, let referrer = frame.record else { return }
        let id = ObjectIdentifier(frame)
        let kind: WiringGraph.Edge.Kind
        var property: String?
        if let step = Self.step, step.frame == id {
            kind = step.kind
            property = step.property
        } else {
            // No step runs: the initializer, or, once it has returned, what runs before the
            // instance is handed on (an instance post-processor's look-ups).
            kind = frame.instance == nil ? .initializer : .method
        }
        recorder.noteReference(
            from: .async(referrer), to: subject, kind: kind, property: property, byType: Self.byTypeReferrer == id)
    }

    /// Notes a configuration key the async build running on this task reads.
    static func noteConfigKey(_ key: String) {
        guard let wiring = ofThisTask, let record = AsyncFrame.current?.record else { return }
        wiring.recorder.noteConfigKey(key, of: .async(record))
    }

    // MARK: Marking steps and look-ups

    /// Runs a step of a build, naming the references it makes after it while a graph is drawn.
    static func run(_ step: AsyncStep, of frame: AsyncFrame, on instance: AnyObject) async throws {
        guard isDrawing else { return try await step.run(instance) }
        let mark = Step(frame: ObjectIdentifier(frame), kind: step.kind, property: step.propertyName)
        try await $step.withValue(mark) { try await step.run(instance) }
    }

    /// Runs a look-up by type, naming the definition call it makes as one made by type.
    static func referringByType<T>(
        isolation: isolated (any Actor)? = #isolation, _ lookUp: () async throws -> T
    ) async throws -> T {
        guard isDrawing, let frame = AsyncFrame.current else { return try await lookUp() }
        return try await $byTypeReferrer.withValue(ObjectIdentifier(frame), operation: lookUp, isolation: isolation)
    }
}

extension Assembly {
    /// A plain definition call while an async graph is drawn somewhere (``AsyncWiring``): called
    /// from an async build of this task, the outermost call of a plain resolution notes its
    /// reference and records that resolution's own references; any other call is served as
    /// usual.
    @inline(never)  // only while a graph is drawn
    func servedForAsyncWiring(
        _ record: DefinitionRecord, _ arguments: [Any], make: () -> Built, configure: Configure
    ) -> AnyObject {
        guard let wiring = AsyncWiring.current, AsyncFrame.current?.record != nil else {
            return serve(record, arguments, make: make, configure: configure)
        }
        return ThreadContextSlot.withContext { context in
            context.drawingFromAsyncBuild(into: wiring.recorder) {
                wiring.notePlainCall(record)
            } serve: {
                serve(record, arguments, make: make, configure: configure)
            }
        }
    }
}
