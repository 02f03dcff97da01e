import TestSupport
import TyphoonAutoInjection
import XCTest

/// An object whose class has no listed definition is injected as a definition of its own class:
/// `typhoonWillInject()`, its wrappers, then `typhoonSetFactory(_:)` and `typhoonDidInject()`
/// (Docs/Behaviour.md, Auto-injection).
final class AwareScreen: InjectionAware, FactoryAware {
    @InjectedClass var webService: HttpWebService
    private(set) var steps: [String] = []
    private(set) var factory: ComponentFactory?

    func typhoonWillInject() { steps.append("willInject") }
    // Reading an empty wrapper stops, so this read shows that it is filled by then.
    func typhoonDidInject() { steps.append("didInject \(type(of: webService))") }
    func typhoonSetFactory(_ factory: ComponentFactory) {
        self.factory = factory
        steps.append("factory")
    }
}

/// The same on the main actor, as a screen of an app is.
@MainActor
final class MainActorAwareScreen: @MainActor InjectionAware {
    @InjectedClass var webService: HttpWebService
    private(set) var steps: [String] = []

    func typhoonWillInject() { record("willInject") }
    func typhoonDidInject() { record("didInject") }
    private func record(_ step: String) {
        MainActor.assertIsolated("\(step) off the main actor")
        steps.append(step)
    }
}

final class UnlistedInjectTests: XCTestCase {
    func testInjectingAnUnlistedClassRunsItsCallBacksAroundItsWrappers() throws {
        let factory = ServiceAssembly().activate().factory
        let screen = AwareScreen()
        try factory.inject(screen)
        XCTAssertEqual(screen.steps, ["willInject", "factory", "didInject CachingWebService"])
        XCTAssertTrue(screen.factory === factory)
    }

    func testInjectingTwiceCallsBackTwice() throws {
        let assembly = ServiceAssembly().activate()
        let screen = AwareScreen()
        try assembly.inject(screen)
        try assembly.inject(screen)
        XCTAssertEqual(screen.steps.filter { $0.hasPrefix("didInject") }.count, 2)
    }

    @MainActor
    func testAMainActorScreenHearsBothCallBacksOnTheMainActor() throws {
        let screen = MainActorAwareScreen()
        try ServiceAssembly().activate().inject(screen)
        XCTAssertEqual(screen.steps, ["willInject", "didInject"])
        XCTAssertTrue(screen.webService is CachingWebService)
    }
}
