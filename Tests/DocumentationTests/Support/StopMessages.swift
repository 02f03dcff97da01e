import Foundation
import XCTest

/// A definition method returns its component and cannot throw, so a problem found there stops the
/// program.
///
/// To read the message a person would see, a test runs this test binary again in a child process,
/// running only ``StopScenarioRunner`` with the scenario's name in the environment, and reads what the
/// child printed before it stopped.
enum StopMessages {
    static let environmentKey = "TYPHOON_DOCS_STOP_SCENARIO"

    /// The message of the stop that `scenario` (a case of ``StopScenarios/run(_:)``) ends with.
    static func message(of scenario: String) throws -> String {
        #if os(Linux)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["DocumentationTests.StopScenarioRunner"]
            var environment = ProcessInfo.processInfo.environment
            environment[environmentKey] = scenario
            environment["SWIFT_BACKTRACE"] = "enable=no"
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self)
            guard process.terminationStatus != 0, let range = text.range(of: "Fatal error: ") else {
                throw DidNotStop(scenario: scenario, output: text)
            }
            return String(text[range.upperBound...].prefix { $0 != "\n" })
        #else
            throw XCTSkip("stop messages are read by re-running the test binary, which is done on Linux only")
        #endif
    }
}

struct DidNotStop: Error, CustomStringConvertible {
    let scenario: String
    let output: String
    var description: String { "scenario \(scenario) did not stop with a fatal error; it printed: \(output)" }
}

/// Runs the scenario named in the environment, in the child process of ``StopMessages``; in the
/// ordinary test run it does nothing.
final class StopScenarioRunner: XCTestCase {
    func testRunsTheStopScenarioNamedInTheEnvironment() {
        guard let scenario = ProcessInfo.processInfo.environment[StopMessages.environmentKey] else { return }
        StopScenarios.run(scenario)
        XCTFail("scenario \(scenario) did not stop")
    }
}
