import Foundation
import TestSupport
import TyphoonTesting
import XCTest

/// An XCTest case as a user writes it: each test gets its own factory of ShopAssembly, patched,
/// and the case is injected before the test.
final class TyphoonTestCaseTests: TyphoonTestCase {
    override var assemblies: [Assembly.Type] { [ShopAssembly.self] }
    override var patches: [TestPatch] {
        [
            TestPatch(ShopAssembly.time) { FixedTimeSource("fixed") },
            TestPatch(ShopAssembly.payments) { PaymentGateway(endpoint: "stub") },
        ]
    }

    @InjectedClass var checkout: Checkout
    @InjectedClass var printer: ReceiptPrinter

    func testTheCaseIsInjectedFromTheTestsFactoryWithItsPatches() {
        XCTAssertEqual(checkout.time.label, "fixed")
        XCTAssertEqual(checkout.payments.endpoint, "stub")
        XCTAssertEqual(printer.time.label, "fixed")
    }

    func testTheTestsFactoryIsTheDefaultOneWhileTheTestRuns() throws {
        XCTAssertTrue(ComponentFactory.default === factory)
        XCTAssertTrue(try factory.component(ReceiptPrinter.self) === printer)
    }

    func testAnAsynchronousTestSeesItsFactoryToo() async throws {
        let printer = ComponentFactory.default?.assembly(ShopAssembly.self).printer()
        XCTAssertTrue(printer === self.printer)
    }
}

/// A case that builds a marked definition without a patch: TyphoonTestCase fails it at the
/// definition's file and line.
///
/// The case records the failure instead of failing, to check it.
final class TyphoonTestCaseStrictTests: TyphoonTestCase {
    override var assemblies: [Assembly.Type] { [ShopAssembly.self] }
    override var patches: [TestPatch] { [TestPatch(ShopAssembly.time) { FixedTimeSource("fixed") }] }

    private var failures: [String] = []

    func testAMarkedDefinitionBuiltWithoutAPatchFailsTheTestAtItsDeclaration() {
        _ = factory.assembly(ShopAssembly.self).checkout()
        XCTAssertEqual(
            failures,
            [
                """
                TestingTests/ShopAssembly.swift:49: ShopAssembly.payments() (TestingTests/ShopAssembly.swift:49) \
                must be patched in tests, but the test \(name) built it without a patch, through \
                ShopAssembly.checkout() -> payments(). To fix, patch it for this test with \
                `.patching(ShopAssembly.payments) { … }` on the test or its suite, or with `patch` on the \
                test's factory before it is built; or remove `mustBePatchedInTests()` from its configuration.
                """
            ])
    }

    #if canImport(Darwin)
        override func record(_ issue: XCTIssue) {
            guard let location = issue.sourceCodeContext.location else { return super.record(issue) }
            failures.append("\(location.fileURL.path):\(location.lineNumber): \(issue.compactDescription)")
        }
    #else
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
        ) {
            failures.append("\(filePath):\(lineNumber): \(description)")
        }
    #endif
}

/// The test runs on a thread of its own, so that a mistake met by reference fails it alone, and
/// the main queue still runs while it waits (the case's thread keeps the main run loop going).
final class IsolatedTyphoonTestCaseTests: TyphoonTestCase {
    override var assemblies: [Assembly.Type] { [ShopAssembly.self] }
    override var patches: [TestPatch] { [TestPatch(ShopAssembly.time) { FixedTimeSource("fixed") }] }

    func testTheTestRunsOffTheMainThreadAndTheMainQueueRunsMeanwhile() {
        XCTAssertFalse(Thread.isMainThread)
        let ran = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { ran.signal() }
        XCTAssertEqual(ran.wait(timeout: .now() + 10), .success)
    }
}

/// A case that keeps XCTest's thread runs its tests there.
final class MainThreadTyphoonTestCaseTests: TyphoonTestCase {
    override var assemblies: [Assembly.Type] { [ShopAssembly.self] }
    override var patches: [TestPatch] { [TestPatch(ShopAssembly.time) { FixedTimeSource("fixed") }] }
    override var runsTestOnAThreadOfItsOwn: Bool { false }

    func testTheTestRunsOnXCTestsThread() {
        XCTAssertTrue(Thread.isMainThread)
    }
}

/// A mistake that a definition called by reference meets fails the test at the file and line of
/// the definition its message names, where a stop would have pointed, not in TyphoonTesting.
final class AbandonedTyphoonTestCaseTests: TyphoonTestCase {
    override var assemblies: [Assembly.Type] { [MistakesAssembly.self] }

    /// Where each failure of the abandoned call was recorded.
    private var abandonments: [String] = []

    func testAMistakeMetByReferenceFailsTheTestAtTheDefinitionsFileAndLine() {
        _ = factory.assembly(MistakesAssembly.self).ring()
    }

    /// Checks, once the test has ended, where its failure was recorded.
    override func invokeTest() {
        super.invokeTest()
        let loop = line(of: "func loop()", inFixture: "MistakeFixtures.swift") + 1
        XCTAssertEqual(abandonments, ["TestingTests/MistakeFixtures.swift:\(loop)"])
    }

    #if canImport(Darwin)
        override func record(_ issue: XCTIssue) {
            guard issue.compactDescription.hasPrefix("Circular dependency"),
                let location = issue.sourceCodeContext.location
            else { return super.record(issue) }
            abandonments.append("\(location.fileURL.path):\(location.lineNumber)")
        }
    #else
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
        ) {
            guard description.hasPrefix("Circular dependency") else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            abandonments.append("\(filePath):\(lineNumber)")
        }
    #endif
}
