import Typhoon
import XCTest

final class CircularDependencyTests: XCTestCase {
    func testCircularDependencyWithInitializerOnOneSideSharesTheController() {
        let controller = SettingsAssembly().activate().appSettingsController()
        XCTAssertTrue(controller.settingsView.delegate === controller)
        XCTAssertEqual(controller.title, "Settings")
    }

    func testCollaboratorBuiltInsideAnInitializerIsInjectedBeforeTheAfterCallBacksOfItsOwner() {
        let controller = SettingsAssembly().activate().appSettingsController()
        XCTAssertTrue(controller.viewDelegateWasSetWhenInjected)
    }

    func testCircularPropertiesWithRunTimeArgumentsShareTheController() {
        let assembly = SettingsAssembly().activate()
        let job = Job(name: "print")
        let controller = assembly.jobExecutionViewController(with: job)
        XCTAssertTrue(controller.view?.delegate === controller)
        XCTAssertTrue(controller.job === job)
    }

    func testDifferentArgumentsMakeDifferentGraphs() {
        let assembly = SettingsAssembly().activate()
        let first = assembly.jobExecutionViewController(with: Job(name: "one"))
        let second = assembly.jobExecutionViewController(with: Job(name: "two"))
        XCTAssertFalse(first.view === second.view)
    }

    func testCircularDependencyThroughASingletonResolvesToTheSingleton() {
        let assembly = SettingsAssembly().activate()
        let controller = assembly.singletonController()
        XCTAssertTrue(controller.view?.delegate === controller)
        XCTAssertTrue(assembly.singletonController() === controller)
    }

    /// A chain that holds three instances of one prototype and ends where it finds a shared
    /// component again is built as Typhoon's call stack builds it.
    ///
    /// Issue 30, point 3 (Docs/Behaviour.md, Scopes): the engine used to stop at the third
    /// instance (with the same arguments) with `circularPrototypes`.
    func testAChainThatHoldsAPrototypeThreeTimesEndsAtTheSharedComponentItFindsAgain() {
        let links = ChainLinksAssembly().activate()
        let root = links.n7()
        XCTAssertEqual(links.sites.tally.count, 24, "Typhoon builds 24 instances for this wiring")
        let protoSite4 = root.made[0]
        let protoSite0 = protoSite4.made[0]
        XCTAssertTrue(protoSite0.first === links.sites.n2())
        XCTAssertEqual(protoSite0.methodArguments.count, 2)
        XCTAssertTrue(protoSite0.methodArguments.allSatisfy { $0 === root.first })
        XCTAssertTrue(root.methodArguments.first === links.n1())
    }

    /// Two turns of a prototype chain that reach one shared definition with other arguments
    /// through different references are not the same turn: the next one finds both instances and
    /// the chain ends, as Typhoon's call stack builds it (Docs/Behaviour.md, Scopes).
    func testTurnsThatReachASharedDefinitionThroughDifferentReferencesAreNotOneTurnRepeated() {
        let assembly = TwoReferencesAssembly().activate()
        let root = assembly.p()
        XCTAssertEqual(assembly.tally.count, 10)
        let secondQ = root.first?.first?.first?.first?.first
        XCTAssertFalse(secondQ === root.first)
        XCTAssertTrue(secondQ?.first === root.first?.first)
    }

    func testInitializerCycleMessageNamesTheWholePath() {
        XCTAssertEqual(
            TyphoonError.circularInitializers(path: ["SettingsAssembly.a()", "b()", "a()"]).description,
            "Circular dependency between initializers: SettingsAssembly.a() -> b() -> a(). None of them can be built, because each needs the other before it exists. To fix, inject one side with `injectProperty` or `injectMethod` instead of its initializer."
        )
    }
}
