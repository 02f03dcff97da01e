import Foundation
import Testing

/// The built `QuestServer` executable, started as a user starts it, its output (standard output
/// and standard error together) written to a file the test reads.
///
/// Every wait has a deadline: a server that does not answer fails the test instead of hanging it,
/// and a process still running when the test ends is stopped.
final class ServerProcess {
    private let process: Process
    private let outputFile: URL

    /// The executable next to the test bundle, where `swift build` and `swift test` put it.
    static var executable: URL {
        #if os(macOS)
            let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL
                .deletingLastPathComponent()
        #else
            let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("QuestServer")
    }

    /// Starts the server with `arguments`, its output going to a file in `folder`.
    init(_ arguments: [String], in folder: TemporaryFolder) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.executable.path),
            "\(Self.executable.path) is missing. To fix, run `swift build` in Examples/QuestServer first.")
        outputFile = folder.url.appendingPathComponent("server-\(UUID().uuidString).log")
        try Data().write(to: outputFile)
        let output = try FileHandle(forWritingTo: outputFile)
        process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// What the process has written so far.
    var output: String {
        (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    }

    /// Waits until the process exits, for at most `deadline`, and returns its exit status.
    func exitStatus(within deadline: Duration = .seconds(20)) async throws -> Int32 {
        try await poll(until: deadline, "the server to exit") {
            self.process.isRunning ? nil : self.process.terminationStatus
        }
    }

    /// Waits until the output has a line with `text`, for at most `deadline`, and returns that line.
    func line(containing text: String, within deadline: Duration = .seconds(20)) async throws -> String {
        try await poll(until: deadline, "a line with \"\(text)\"") {
            self.output.split(separator: "\n").first { $0.contains(text) }.map(String.init)
        }
    }

    /// The port from Hummingbird's "listening on 127.0.0.1:PORT" line.
    func port() async throws -> Int {
        let line = try await line(containing: "listening on 127.0.0.1:")
        return try #require(line.split(separator: ":").last.flatMap { Int($0) })
    }

    /// Sends a signal, as Ctrl-C (`SIGINT`) or a service manager (`SIGTERM`) does.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    private func poll<T>(until deadline: Duration, _ what: String, _ value: () -> T?) async throws -> T {
        let clock = ContinuousClock()
        let end = clock.now + deadline
        while clock.now < end {
            if let value = value() { return value }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("Waited \(deadline) for \(what); the server's output: \(output)")
        throw CancellationError()
    }
}
