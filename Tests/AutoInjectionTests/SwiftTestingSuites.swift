import Testing
import TyphoonAutoInjection

/// Class-based Swift Testing suites inject in `init`, exactly as XCTest cases do in `setUp`.
@Suite final class TestResultDaoSuite {
    @InjectedProtocol var testResultDao: any TestResultDao
    @InjectedClass var webService: HttpWebService

    init() throws {
        try ServiceAssembly().activate().inject(self)
    }

    @Test func injectedPropertiesAreFilledBeforeEachTest() {
        #expect(testResultDao.results() == ["passed"])
        #expect(webService is CachingWebService)
    }

    @Test func eachTestGetsItsOwnFactory() throws {
        let other = ServiceAssembly().activate()
        #expect(other.webService() !== webService)
    }
}

/// A suite whose set-up cannot find a component: its `init` throws, which fails the test with
/// the error's message instead of crashing the run.
final class SuiteMissingASword {
    @InjectedClass var sword: Sword
    init() throws { try ServiceAssembly().activate().inject(self) }
}

@Suite struct FailingSetUpTests {
    @Test func aMissingComponentThrowsFromInitInsteadOfCrashing() {
        let error = #expect(throws: TyphoonError.self) { try SuiteMissingASword() }
        #expect(error == .noComponent(type: "Sword", requiredBy: "SuiteMissingASword.sword"))
    }
}
