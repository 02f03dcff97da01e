import Testing
import TyphoonTesting
import XCTest

// Examples of AutoInjectionAndTesting.md: TyphoonTesting.

// snippet: testing-forecast-model
protocol WeatherService: AnyObject {
    var sky: String { get }
}

final class NetworkWeatherService: WeatherService {
    var sky: String { "whatever the network says" }
}

final class StubWeatherService: WeatherService {
    let sky: String
    init(sky: String) { self.sky = sky }
}

final class ForecastController {
    let weather: any WeatherService
    init(weather: any WeatherService) { self.weather = weather }
    var headline: String { "Today: \(weather.sky)" }
}
// end-snippet

// snippet: testing-forecast-assembly
class ForecastAssembly: Assembly, @unchecked Sendable {
    func weatherService() -> any WeatherService {
        define(scope: .singleton) {
            NetworkWeatherService()
        } configuration: { definition in
            definition.mustBePatchedInTests()
        }
    }

    func forecastController() -> ForecastController {
        define { ForecastController(weather: self.weatherService()) }
    }

    override var components: [Component] {
        [Component(Self.weatherService), Component(Self.forecastController)]
    }
}
// end-snippet

// snippet: testing-trait
@Suite(
    .activating(ForecastAssembly.self),
    .patching(ForecastAssembly.weatherService) { StubWeatherService(sky: "sunny") })
final class ForecastTests {
    @InjectedClass var controller: ForecastController

    init() throws {
        try inject(self)
    }

    @Test func theHeadlineReadsTheStub() {
        #expect(controller.headline == "Today: sunny")
    }

    @Test(.patching(ForecastAssembly.weatherService) { StubWeatherService(sky: "stormy") })
    func aTestCanPatchItsOwnStub() {
        #expect(controller.headline == "Today: stormy")
    }

    @Test(arguments: ["rainy", "foggy"])
    func aPatchInTheBodyIsSeenOnlyByThisTest(sky: String) throws {
        let factory = try #require(ComponentFactory.default)
        factory.patch(ForecastAssembly.weatherService) { StubWeatherService(sky: sky) }
        #expect(factory.assembly(ForecastAssembly.self).forecastController().headline == "Today: \(sky)")
    }
}
// end-snippet

// snippet: testing-test-case
final class ForecastCaseTests: TyphoonTestCase {
    override var assemblies: [Assembly.Type] { [ForecastAssembly.self] }
    override var patches: [TestPatch] {
        [TestPatch(ForecastAssembly.weatherService) { StubWeatherService(sky: "sunny") }]
    }

    @InjectedClass var controller: ForecastController

    func testTheHeadlineReadsTheStub() {
        XCTAssertEqual(controller.headline, "Today: sunny")
    }
}
// end-snippet

/// What a test that builds the weather service without a patch is told, as the article quotes it.
@Suite(.activating(ForecastAssembly.self)) struct ForecastStrictTests {
    static let message = """
        ForecastAssembly.weatherService() (DocumentationTests/TestingExamples.swift:31) must be patched in tests, but the test theForecastIsBuiltUnpatched() built it without a patch, through ForecastAssembly.forecastController() -> weatherService(). To fix, patch it for this test with `.patching(ForecastAssembly.weatherService) { … }` on the test or its suite, or with `patch` on the test's factory before it is built; or remove `mustBePatchedInTests()` from its configuration.
        """

    @Test func theForecastIsBuiltUnpatched() throws {
        let assembly = try #require(ComponentFactory.default).assembly(ForecastAssembly.self)
        withKnownIssue {
            _ = assembly.forecastController()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [Self.message]
        }
    }

    @Test func outsideTheTraitTheDefinitionIsBuiltAsAnyOther() async {
        // A detached task does not inherit the test's factory: it is like the app.
        let headline = await Task.detached { ForecastAssembly().activate().forecastController().headline }.value
        #expect(headline == "Today: whatever the network says")
    }
}

/// The messages of TyphoonTesting's own set-up mistakes, as the Errors article quotes them.
@Suite struct TestingSetUpMessageTests {
    @Test func aPatchWithoutAnActivationFailsTheTestBeforeItStarts() async throws {
        let trait = PatchTrait.patching(ForecastAssembly.weatherService) { StubWeatherService(sky: "sunny") }
        let message = """
            The test aPatchWithoutAnActivationFailsTheTestBeforeItStarts() has `.patching(…)` but no `.activating(…)`, on it or on its suite, so there is no factory to patch. To fix, add `.activating(…)` with the assemblies the test uses to the test or to its suite.
            """
        await #expect(throws: TyphoonError.patchingWithoutActivating(test: try #require(Test.current).name)) {
            try await trait.prepare(for: try #require(Test.current))
        }
        #expect(
            TyphoonError.patchingWithoutActivating(test: "aPatchWithoutAnActivationFailsTheTestBeforeItStarts()")
                .description == message)
    }

    @Test func injectWithoutATestFactoryOrADefaultOneThrows() async {
        // In a process of its own, where no other test made a factory default.
        await #expect(processExitsWith: .success) {
            do {
                try inject(ForecastController(weather: StubWeatherService(sky: "sunny")))
            } catch let error as TyphoonError {
                let message = """
                    `inject(_:)` of TyphoonTesting was asked to fill a ForecastController where no test activated a factory (no `.activating(…)` trait, no TyphoonTestCase) and no factory is default. To fix, add `.activating(…)` to the test or its suite, subclass TyphoonTestCase, or call `try assembly.inject(self)` on an assembly you activated.
                    """
                exit(error.description == message ? 0 : 1)
            }
            exit(2)
        }
    }
}
