import Foundation
import XCTest

/// A newcomer's first hour, run for real: the package the README describes (its `Package.swift`
/// depending on this repository by path, the quick start, the first tests with `inject(self)`)
/// builds, prints what the README says, and passes its tests with `swift test`; and a test whose
/// set-up cannot inject fails as AutoInjectionAndTesting.md says each framework reports it.
///
/// The package lives in `.build/readme-path/` of this repository rather than in a fresh temporary
/// folder, so that SwiftPM rebuilds only what changed: the first run builds Typhoon for it (a few
/// minutes), later runs take seconds.
final class ReadmePathTests: XCTestCase {
    /// A test case whose set-up throws because no component matches its wrapper; not in the README,
    /// added beside its tests to see what `swift test` prints.
    static let armoury = ReadmePackage.File(
        path: "Tests/KnightsAppTests/ArmouryTests.swift",
        text: """
            import Testing
            import TyphoonAutoInjection
            import XCTest

            @testable import KnightsApp

            final class Sword {
                let name = "Excalibur"
            }

            // snippet: testing-set-up-that-throws
            final class ArmouryTests: XCTestCase {
                @InjectedClass var sword: Sword

                override func setUpWithError() throws {
                    try KnightAssembly().activate().inject(self)
                }

                func testTheKnightIsArmed() {
                    XCTAssertEqual(sword.name, "Excalibur")
                }
            }

            @Suite final class ArmourySuite {
                @InjectedClass var sword: Sword

                init() throws {
                    try KnightAssembly().activate().inject(self)
                }

                @Test func theKnightIsArmed() {
                    #expect(sword.name == "Excalibur")
                }
            }
            // end-snippet

            """)

    /// Tests that build a definition marked `mustBePatchedInTests()` without a patch, each beside a
    /// canary that runs after it; not in the README, added to see what `swift test` prints.
    static let herald = ReadmePackage.File(
        path: "Tests/KnightsAppTests/HeraldTests.swift",
        text: """
            import Testing
            import TyphoonTesting
            import XCTest

            final class Herald {
                let news: String
                init(news: String) { self.news = news }
            }

            final class HeraldAssembly: Assembly, @unchecked Sendable {
                func herald() -> Herald {
                    define { Herald(news: "from the real road") } configuration: { $0.mustBePatchedInTests() }
                }
            }

            @Suite(.activating(HeraldAssembly.self), .serialized) struct HeraldSuite {
                @Test func theHeraldRidesUnpatched() throws {
                    _ = try #require(ComponentFactory.default).assembly(HeraldAssembly.self).herald()
                }

                @Test(.patching(HeraldAssembly.herald) { Herald(news: "staged") }) func canary() throws {
                    #expect(try #require(ComponentFactory.default).assembly(HeraldAssembly.self).herald().news == "staged")
                }
            }

            final class HeraldCaseTests: TyphoonTestCase {
                override var assemblies: [Assembly.Type] { [HeraldAssembly.self] }

                func testTheHeraldRidesUnpatched() {
                    _ = factory.assembly(HeraldAssembly.self).herald()
                }

                func testThatIsACanary() {
                    factory.patch(HeraldAssembly.herald) { Herald(news: "staged") }
                    XCTAssertEqual(factory.assembly(HeraldAssembly.self).herald().news, "staged")
                }
            }

            """)

    func testTheReadmesPackageBuildsPrintsWhatTheReadmeSaysAndPassesItsTests() throws {
        let (package, folder) = try prepare()
        XCTAssertTrue(package.files.contains { $0.path == "Sources/\(package.name)/main.swift" })
        let testFiles = package.files.filter { $0.path.hasPrefix("Tests/") }
        XCTAssertFalse(testFiles.isEmpty, "README.md shows no test file")

        let binPath = try swift(["build", "--show-bin-path"], in: folder).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let quickStart = try ToolRun.run([binPath + "/" + package.name])
        XCTAssertEqual(quickStart.status, 0, quickStart.output)
        XCTAssertEqual(quickStart.output, package.expectedOutput + "\n")

        let tests = try swift(["test", "--skip-build", "--skip", "Armoury", "--skip", "Herald"], in: folder)
        XCTAssertEqual(tests.status, 0, tests.output)
        XCTAssertFalse(tests.output.contains("skipped"), tests.output)
        let text = testFiles.map(\.text).joined(separator: "\n")
        let testNames = text.matches(of: #/@Test(?:\(.*\))? func (\w+)\(\)/#).map { String($0.output.1) }
        let caseNames = text.matches(of: #/ func (test\w+)\(\)/#).map { String($0.output.1) }
        XCTAssertFalse(testNames.isEmpty, "the README shows no Swift Testing test")
        XCTAssertFalse(caseNames.isEmpty, "the README shows no XCTest case")
        for name in testNames {
            XCTAssertTrue(tests.output.contains("✔ Test \(name)() passed"), "\(name)() did not pass:\n\(tests.output)")
        }
        for name in caseNames {
            XCTAssertTrue(
                tests.output.contains(".\(name)' passed"), "\(name) did not pass:\n\(tests.output)")
        }
    }

    func testASetUpThatCannotInjectFailsTheTestAsTheTestingArticleSays() throws {
        let (_, folder) = try prepare()
        let run = try swift(["test", "--skip-build", "--filter", "Armoury"], in: folder)
        XCTAssertNotEqual(run.status, 0, run.output)
        let message = """
            No component matches Sword (required by ArmouryTests.sword). To fix, list a definition that returns \
            Sword in an assembly's `components` (or name Sword in `implements:`), or inject it by reference.
            """
        XCTAssertTrue(run.output.contains(message), run.output)
        #if os(Linux)
            // swift-corelibs-xctest reports an error thrown by setUpWithError() twice: as a
            // failure, and as a skip.
            XCTAssertTrue(run.output.contains(Self.xctestOnLinux), run.output)
            XCTAssertTrue(run.output.contains(Self.xctestSummaryOnLinux), run.output)
            XCTAssertTrue(run.output.contains(Self.swiftTesting), run.output)
        #endif
    }

    func testAnUnpatchedMarkedDefinitionFailsOnlyTheTestThatBuildsItAndTheCanariesRun() throws {
        let (_, folder) = try prepare()
        let run = try swift(["test", "--skip-build", "--filter", "Herald"], in: folder)
        XCTAssertNotEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains(Self.heraldIssue), run.output)
        XCTAssertTrue(run.output.contains("✔ Test canary() passed"), run.output)
        XCTAssertTrue(run.output.contains("✘ Test theHeraldRidesUnpatched() failed"), run.output)
        XCTAssertTrue(run.output.contains("HeraldCaseTests.testThatIsACanary' passed"), run.output)
        XCTAssertTrue(run.output.contains("HeraldCaseTests.testTheHeraldRidesUnpatched' failed"), run.output)
        #if os(Linux)
            XCTAssertTrue(run.output.contains(Self.heraldFailureOnLinux), run.output)
        #endif
    }

    /// What Swift Testing prints for `HeraldSuite.theHeraldRidesUnpatched()`.
    static let heraldIssue = """
        ✘ Test theHeraldRidesUnpatched() recorded an issue at HeraldTests.swift:17:6: Issue recorded
        ↳ HeraldAssembly.herald() (KnightsAppTests/HeraldTests.swift:12) must be patched in tests, but the test theHeraldRidesUnpatched() built it without a patch. To fix, patch it for this test with `.patching(HeraldAssembly.herald) { … }` on the test or its suite, or with `patch` on the test's factory before it is built; or remove `mustBePatchedInTests()` from its configuration.
        """

    /// What XCTest on Linux prints for `HeraldCaseTests.testTheHeraldRidesUnpatched`.
    static let heraldFailureOnLinux = """
        KnightsAppTests/HeraldTests.swift:12: error: HeraldCaseTests.testTheHeraldRidesUnpatched : HeraldAssembly.herald() (KnightsAppTests/HeraldTests.swift:12) must be patched in tests, but the test HeraldCaseTests.testTheHeraldRidesUnpatched built it without a patch.
        """

    /// What XCTest on Linux prints for `ArmouryTests`, as AutoInjectionAndTesting.md quotes it.
    static let xctestOnLinux = """
        <EXPR>:0: error: ArmouryTests.testTheKnightIsArmed : threw error "No component matches Sword (required by ArmouryTests.sword). To fix, list a definition that returns Sword in an assembly's `components` (or name Sword in `implements:`), or inject it by reference."
        <unknown>:0: ArmouryTests.testTheKnightIsArmed : Test skipped: threw error "No component matches Sword (required by ArmouryTests.sword). To fix, list a definition that returns Sword in an assembly's `components` (or name Sword in `implements:`), or inject it by reference."
        """

    /// XCTest's summary line for that run, up to its timings.
    static let xctestSummaryOnLinux = "Executed 1 test, with 1 test skipped and 1 failure (1 unexpected)"

    /// What Swift Testing prints for `ArmourySuite`, whose `init` throws.
    static let swiftTesting = """
        ✘ Test theKnightIsArmed() recorded an issue at ArmouryTests.swift:31:6: Caught error: No component matches Sword (required by ArmourySuite.sword). To fix, list a definition that returns Sword in an assembly's `components` (or name Sword in `implements:`), or inject it by reference.
        """

    /// Writes the README's package (and ``armoury``) into `.build/readme-path/` and builds it with
    /// its tests.
    private func prepare() throws -> (ReadmePackage, URL) {
        let readme = try String(
            contentsOf: DocumentationCatalog.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let package = try ReadmePackage(readme: readme)
        let folder = DocumentationCatalog.repositoryRoot.appendingPathComponent(".build/readme-path/\(package.name)")
        try package.write(to: folder, extraFiles: [Self.armoury, Self.herald])
        let build = try swift(["build", "--build-tests"], in: folder)
        guard build.status == 0 else { throw ToolFailure("the README's package does not build:\n\(build.output)") }
        return (package, folder)
    }

    private func swift(_ arguments: [String], in folder: URL) throws -> ToolRun {
        try ToolRun.run(["swift"] + arguments + ["--package-path", folder.path])
    }
}
