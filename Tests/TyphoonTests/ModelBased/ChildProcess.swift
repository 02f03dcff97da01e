import Foundation

/// One spec run in a child process (this test binary, replaying `TYPHOON_MODEL_SPEC`), so that a
/// crash is a failure to shrink instead of the end of the run, and so that a step the model says
/// stops can be seen to stop.
///
/// The child starts when this is made and runs while the caller goes on; ``failure()`` waits for it.
final class ChildProcess {
    /// What the child writes to standard error just before the call the model says stops.
    static let stopMarker = "Model-based test: the model says the next call stops."

    static func announceStop() {
        FileHandle.standardError.write(Data((stopMarker + "\n").utf8))
    }

    private let process = Process()
    /// The child's standard output and error: a file, which never fills up as a pipe can.
    private let output = FileManager.default.temporaryDirectory.appendingPathComponent("typhoon-model-\(UUID())")
    private let stop: CycleStop?
    private var started = false

    /// Starts the spec in a child; `expecting` is the cycle error the model says a step stops
    /// with, which is then no failure when the engine's stop message names it.
    init(_ spec: WiringSpec, expecting stop: CycleStop?) {
        self.stop = stop
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["TyphoonTests.ModelBasedTests/testRandomWiringsBuildWhatTheRulesSay"]
        var environment = ProcessInfo.processInfo.environment
        environment["TYPHOON_MODEL_SPEC"] = String(decoding: try! JSONEncoder().encode(spec), as: UTF8.self)
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
            let file = try? FileHandle(forWritingTo: output)
        else { return }
        defer { try? file.close() }
        process.standardError = file
        process.standardOutput = file
        started = (try? process.run()) != nil
    }

    /// Whether the child is still running.
    var isRunning: Bool { started && process.isRunning }

    /// Waits for the child to end.
    func wait() {
        CaseDeadline.restart()
        if started { process.waitUntilExit() }
    }

    /// What went wrong with the spec in the child, once it ended.
    func failure() -> String? {
        guard started else { return "the child process did not start" }
        CaseDeadline.restart()
        process.waitUntilExit()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: output)
        guard process.terminationStatus != 0 || process.terminationReason == .uncaughtSignal else {
            return stop.map { "the child process passed, though the model says a step stops with \($0)" }
        }
        if let failed = Self.line(after: "failed - ", in: text) { return failed }
        if let fatal = Self.line(after: "Fatal error: ", in: text) { return judge(fatal, announced: text) }
        return process.terminationReason == .uncaughtSignal
            ? "the process died of signal \(process.terminationStatus) (11: a stack overflow or a bad access)"
            : "the process stopped with status \(process.terminationStatus)"
    }

    /// Whether a stop is the one the model says, in the step it says.
    private func judge(_ fatal: String, announced output: String) -> String? {
        guard let stop else { return "Fatal error: " + fatal }
        guard output.contains(Self.stopMarker) else {
            return "the engine stopped before the step the model says stops (with \(stop)): \(fatal)"
        }
        guard stop.fragments.allSatisfy(fatal.contains) else {
            return "the engine stopped with \"\(fatal)\"; the model says \(stop)"
        }
        return nil
    }

    /// The rest of the first line of the output that contains `marker`.
    private static func line(after marker: String, in text: String) -> String? {
        text.split(separator: "\n").lazy.compactMap { line in
            line.range(of: marker).map { String(line[$0.upperBound...]) }
        }
        .first
    }
}
