#if canImport(XCTest)
    import Typhoon
    import XCTest

    /// An XCTest case whose every test gets a factory of its own: new instances of ``assemblies``,
    /// the ``patches``, and strict patching.
    ///
    /// Subclass it, name the assemblies, and declare what the tests need as `@InjectedClass` and
    /// `@InjectedProtocol` properties; the case is injected before each test:
    ///
    /// ```swift
    /// final class CheckoutTests: TyphoonTestCase {
    ///     override var assemblies: [Assembly.Type] { [ShopAssembly.self] }
    ///     override var patches: [TestPatch] { [TestPatch(ShopAssembly.clock) { FixedClock() }] }
    ///     @InjectedClass var checkout: Checkout
    ///     func testTotalIsDatedByTheClock() { … }
    /// }
    /// ```
    ///
    /// While a test runs (set-up and tear-down included), its factory is ``factory`` and
    /// ``Typhoon/ComponentFactory/default``. The patches are installed before anything is built and
    /// detached when the test ends, and the factory is released then. A definition marked
    /// ``Typhoon/Definition/mustBePatchedInTests()`` that the test builds without a patch fails it,
    /// at the definition's file and line.
    open class TyphoonTestCase: XCTestCase {
        /// The assembly classes each test activates, as new instances in a factory of its own.
        open var assemblies: [Assembly.Type] { [] }

        /// Configurations every assembly of the test's factory reads.
        open var configs: [Config] { [] }

        /// Definitions each test replaces, installed before anything is built.
        open var patches: [TestPatch] { [] }

        /// The running test's factory.
        public var factory: ComponentFactory {
            guard let factory = runningFactory else {
                // A property's getter takes no `#fileID` and `#line`, so this points here; the
                // message names the property read.
                preconditionFailure("TyphoonTestCase.factory was read outside a test (before invokeTest).")
            }
            return factory
        }

        private var runningFactory: ComponentFactory?

        /// Runs the test with its own factory, patched, as the default one.
        override open func invokeTest() {
            let activation = TestActivation(assemblies: assemblies, configs: configs, patches: patches)
            let reporter = FailureReporter(testCase: self)
            var abandonedAt: String?
            do {
                try activation.run(test: name, fail: reporter.fail, abandoned: { abandonedAt = $0 }) { factory in
                    runningFactory = factory
                    defer { runningFactory = nil }
                    try invokeTestOnAThreadOfItsOwn()
                }
            } catch {
                reporter.fail(error as? TyphoonError, orDescription: "\(error)", at: abandonedAt)
            }
        }

        /// Fills the test case's auto-injected properties from the test's factory.
        ///
        /// An override that patches in the test's own factory does so before calling
        /// `try super.setUpWithError()`.
        /// Whether the test (set-up, body, tear-down) runs on a thread of its own, so that a
        /// mistake the container meets in a definition called by reference fails this test alone
        /// and the run goes on; `true` unless a subclass says otherwise.
        ///
        /// Override it to return `false` for a case whose tests must run on the main thread (a
        /// case isolated to the main actor, or one that touches UI): its tests then run where
        /// XCTest runs them, and a mistake met by reference stops the run, as outside
        /// TyphoonTesting. Mistakes met through `try factory.component(_:)` and `try inject(_:)`
        /// are thrown either way.
        open var runsTestOnAThreadOfItsOwn: Bool { true }

        /// Runs the test (set-up, body, tear-down) on a thread of its own, while this thread keeps
        /// running its run loop, so that a mistake the container meets in a definition called by
        /// reference fails this test and the run goes on (``Typhoon/IsolatedRun``).
        private func invokeTestOnAThreadOfItsOwn() throws {
            guard let test = ActiveTest.current, runsTestOnAThreadOfItsOwn else { return super.invokeTest() }
            // The test case is used by the test's thread only, while this one waits for it.
            nonisolated(unsafe) let testCase = self
            try IsolatedRun.run(in: test, pumpingMainRunLoop: true) { testCase.invokeSuperTest() }
        }

        /// XCTest's own `invokeTest`, for a closure to call.
        private func invokeSuperTest() {
            super.invokeTest()
        }

        override open func setUpWithError() throws {
            try super.setUpWithError()
            try factory.inject(self)
        }
    }

    /// Records a failure of one test case, from whatever thread its resolution runs on, as XCTest
    /// records an assertion.
    private final class FailureReporter: @unchecked Sendable {
        private let testCase: XCTestCase

        init(testCase: XCTestCase) {
            self.testCase = testCase
        }

        /// Fails the test at the definition's file and line where the error names one.
        @Sendable func fail(_ error: TyphoonError) {
            fail(error, orDescription: error.description)
        }

        /// Fails the test at `location` (`Module/File.swift:12`, where an abandoned call met its
        /// problem), else at the definition's file and line where the error names one.
        func fail(_ error: TyphoonError?, orDescription description: String, at location: String? = nil) {
            var file = "TyphoonTestCase"
            var line = 0
            var declaredAt = location
            if declaredAt == nil, case .unpatchedInTest(_, let declared, _, _)? = error { declaredAt = declared }
            if let declaredAt, let colon = declaredAt.lastIndex(of: ":"),
                let number = Int(declaredAt[declaredAt.index(after: colon)...])
            {
                file = String(declaredAt[..<colon])
                line = number
            }
            #if canImport(Darwin)
                let location = XCTSourceCodeLocation(filePath: file, lineNumber: line)
                testCase.record(
                    XCTIssue(
                        type: .assertionFailure, compactDescription: description,
                        sourceCodeContext: XCTSourceCodeContext(location: location)))
            #else
                testCase.recordFailure(withDescription: description, inFile: file, atLine: line, expected: true)
            #endif
        }
    }
#endif
