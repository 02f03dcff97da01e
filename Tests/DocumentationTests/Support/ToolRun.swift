import Foundation

/// What a command-line tool did: how it ended and what it wrote to standard output and error.
struct ToolRun {
    /// Whether it exited (rather than being killed by a signal).
    let exited: Bool
    /// Its exit status.
    let status: Int32
    /// Standard output and standard error, interleaved.
    let output: String

    /// Runs a tool found on the PATH (`swift`, `swiftc`) and waits for it.
    static func run(_ arguments: [String]) throws -> ToolRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting, so that a full pipe cannot block the tool.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ToolRun(
            exited: process.terminationReason == .exit, status: process.terminationStatus,
            output: String(decoding: data, as: UTF8.self))
    }
}
