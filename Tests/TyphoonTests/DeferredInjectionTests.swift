import Typhoon
import XCTest

/// A component first built inside another component's initializer gets its injections once the
/// outermost initializer has returned (Docs/Behaviour.md, Cycles), and each step exactly once.
final class DeferredInjectionTests: XCTestCase {
    func testEveryStepOfAComponentBuiltInsideAnInitializerRunsExactlyOnce() {
        let embassy = EmbassyAssembly().activate().embassy()
        XCTAssertEqual(embassy.envoy.steps, ["willInject", "before", "method", "after", "didInject"])
    }

    func testComponentsThatADeferredInjectionBuildsAreInjectedOnce() {
        let envoy = EmbassyAssembly().activate().embassy().envoy
        XCTAssertEqual(envoy.aide?.steps, ["willInject", "didInject"])
        XCTAssertEqual(envoy.aide?.courier?.steps, ["willInject", "didInject"])
        XCTAssertEqual(envoy.seal?.steps, ["willInject", "didInject"])
    }

    /// Whenever no initializer runs, nothing waits: a component built by a queued injection runs
    /// its own injections only after the older queued ones and those its initializer queued.
    func testQueuedInjectionsRunOldestFirstBeforeThoseOfAComponentBuiltWhileTheQueueDrains() {
        let assembly = QueueOrderAssembly().activate()
        _ = assembly.root()
        XCTAssertEqual(assembly.journal.entries, ["first", "second", "queuedByIt", "builtWhileDraining"])
    }

    func testADeferredInjectionOfAPrototypeEnds() {
        let crusader = CrusadeAssembly().activate().crusader()
        XCTAssertNotNil(crusader.campaign.fort)
    }
}

/// A reference to a prototype made while that same instance is being built gets that instance
/// (Docs/Behaviour.md, Scopes).
final class PrototypeAncestorTests: XCTestCase {
    func testAPrototypeWhoseViewPointsBackGetsItself() {
        let screen = PrototypeCycleAssembly().activate().screen()
        XCTAssertTrue(screen.panel?.owner === screen)
    }

    func testEachCallOfAPrototypeInACycleMakesANewPair() {
        let assembly = PrototypeCycleAssembly().activate()
        let first = assembly.screen()
        let second = assembly.screen()
        XCTAssertFalse(first === second)
        XCTAssertFalse(first.panel === second.panel)
    }

    func testAPrototypeCycleClosedByAComponentOfAnInitializerReachesTheInstanceBeingBuilt() {
        let a = PrototypeCycleAssembly().activate().a()
        let b = a.panel
        XCTAssertTrue(b?.owner === a)
        XCTAssertTrue(b?.gauge?.panel === b)
        XCTAssertTrue(b?.gauge?.screen === a)
    }

    func testPrototypesBuiltSideBySideAreDifferentInstances() {
        let panels = PrototypeCycleAssembly().activate().twoPanels()
        XCTAssertFalse(panels[0] === panels[1])
    }
}
