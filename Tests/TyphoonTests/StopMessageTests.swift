import Foundation
import XCTest

/// A definition method cannot throw, so a problem found there stops the program.
///
/// These tests run each such scenario in a child process and read the message a person would see.
final class StopMessageTests: XCTestCase {
    /// The parent's sanitizer options, so that a child built with a sanitizer stops at its
    /// first report as the test process does (the report then fails the test).
    private var sanitizerOptions: [String: String] {
        ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
    }

    private func message(of scenario: String) throws -> String {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let process = Process()
        process.executableURL = directory.appendingPathComponent("TyphoonStops")
        process.arguments = [scenario]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.environment = sanitizerOptions.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertNotEqual(process.terminationStatus, 0)
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertFalse(text.contains("Sanitizer"), "the child process \(scenario) had a sanitizer report:\n\(text)")
        guard let range = text.range(of: "Fatal error: ") else { return text }
        return String(text[range.upperBound...].prefix { $0 != "\n" })
    }

    func testCallingADefinitionOfAnAssemblyThatIsNotActivatedSaysHowToActivateIt() throws {
        XCTAssertEqual(
            try message(of: "notActivated"),
            "Chain.a() was called on an assembly that is not activated, so it has no factory to build from. To fix, activate it first: `let assembly = Chain().activate()`, or take it from a factory with `factory.assembly(Chain.self)`."
        )
    }

    func testAnAssemblyWhoseFactoryWasReleasedSaysToKeepTheFactory() throws {
        XCTAssertEqual(
            try message(of: "factoryReleased"),
            "Chain.a() was called after the factory that held Chain was released. To fix, keep a reference to the ComponentFactory (or to the assembly you activated) for as long as you use its assemblies."
        )
    }

    func testAnInitializerCycleNamesTheWholePath() throws {
        XCTAssertEqual(
            try message(of: "circularInitializers"),
            "Circular dependency between initializers: Chain.a() -> b() -> c() -> a(). None of them can be built, because each needs the other before it exists. To fix, inject one side with `injectProperty` or `injectMethod` instead of its initializer."
        )
    }

    func testAnArgumentThatCanTellNothingApartIsNamedByPosition() throws {
        XCTAssertEqual(
            try message(of: "unsupportedArgument"),
            "Run-time argument 2 of Chain.opaque(_:) has the type Opaque, which is neither a class nor Hashable, so instances cannot be told apart by it. To fix, make Opaque Hashable or pass a class instance."
        )
    }

    func testReadingAnUnfilledWrapperNamesThePropertyAndTheEnclosingClass() throws {
        XCTAssertEqual(
            try message(of: "unfilledProperty"),
            "Reader.node (Node) was read before it was injected. To fix, call `try factory.inject(self)` (or `try assembly.inject(self)`) first, build the object through a definition, or set the property by hand."
        )
    }

    func testPatchingAClosureThatCallsNoDefinitionStops() throws {
        XCTAssertEqual(
            try message(of: "notADefinition"),
            "The closure given to `patch` returned a value of type Node without calling a definition method, so there is nothing to patch. To fix, pass the definition method itself: `factory.patch(assembly.method) { … }`."
        )
    }

    func testAskingTheFactoryForAnAssemblyItDoesNotHoldListsTheOnesItHolds() throws {
        XCTAssertEqual(
            try message(of: "assemblyNotInFactory"),
            "The factory holds no Other; it holds Chain. To fix, pass Other() in `ComponentFactory(assemblies:)` or in `activate(with:)`."
        )
    }

    func testAMissingConfigurationKeyNamesTheKeyAndTheType() throws {
        XCTAssertEqual(
            try message(of: "missingConfigKey"),
            "No configuration value for key \"next.node\" (wanted as Optional<Node>); no configuration is attached. To fix, add \"next.node\" to a configuration and attach it with `assembly.attach(_:)` or `ComponentFactory(assemblies:configs:)`."
        )
    }

    func testAPropertyInjectedByTypeWithNoMatchNamesTheDefinitionAndProperty() throws {
        XCTAssertEqual(
            try message(of: "noComponentForProperty"),
            "No component matches Node (required by Chain.byType() property \\Node.next). To fix, list a definition that returns Node in an assembly's `components` (or name Node in `implements:`), or inject it by reference."
        )
    }

    func testActivatingAnAssemblyWhoseDeclaredConfigIsMissingNamesTheAssemblyTheFileAndTheBundle() throws {
        // The default configBundle of a class in an executable is, on Linux, the executable's folder.
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        XCTAssertEqual(
            try message(of: "missingAssemblyConfig"),
            "Misconfigured.configNames lists Castle.properties, which is not in the bundle at \(folder). To fix, add Castle.properties to that bundle's resources, or override `configBundle` in Misconfigured to return the bundle that holds it (`Bundle.module` for a Swift package target's resources)."
        )
    }
}
