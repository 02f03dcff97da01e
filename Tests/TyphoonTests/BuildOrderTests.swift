import Typhoon
import XCTest

/// A component handed to an initializer is built completely first; after call-backs run when the
/// outermost call ends (Docs/Behaviour.md, Order of a build).
final class BuildOrderTests: XCTestCase {
    func testAComponentHandedToAnInitializerHasItsPropertiesSet() {
        let assembly = PilgrimAssembly().activate()
        XCTAssertEqual(assembly.pilgrim().titleSeenByInit, "the Grail")
        XCTAssertEqual(assembly.pilgrim().titleSeenByInit, "the Grail")
    }

    func testASingletonsInitializerGetsCompleteComponentsOnItsFirstBuild() {
        XCTAssertEqual(PilgrimAssembly().activate().sharedPilgrim().titleSeenByInit, "the Grail")
    }

    func testAfterCallBacksRunWhenTheOutermostCallEndsCollaboratorsFirst() {
        let assembly = PilgrimAssembly().activate()
        _ = assembly.pilgrim()
        XCTAssertEqual(assembly.journal.entries, ["grail after", "pilgrim after"])
    }

    func testEveryStepOfAComponentBuiltInsideAnInitializerRunsExactlyOnce() {
        let embassy = EmbassyAssembly().activate().embassy()
        XCTAssertEqual(embassy.envoy.steps, ["willInject", "before", "method", "after", "didInject"])
    }

    func testComponentsThatAnInjectionBuildsAreInjectedOnce() {
        let envoy = EmbassyAssembly().activate().embassy().envoy
        XCTAssertEqual(envoy.aide?.steps, ["willInject", "didInject"])
        XCTAssertEqual(envoy.aide?.courier?.steps, ["willInject", "didInject"])
        XCTAssertEqual(envoy.seal?.steps, ["willInject", "didInject"])
    }

    func testInjectionsRunInTheOrderTheInitializersAskForTheirComponents() {
        let assembly = QueueOrderAssembly().activate()
        _ = assembly.root()
        XCTAssertEqual(assembly.journal.entries, ["first", "queuedByIt", "builtWhileDraining", "second"])
    }

    func testAPrototypeInjectedIntoAComponentOfAnInitializerIsBuilt() {
        let crusader = CrusadeAssembly().activate().crusader()
        XCTAssertNotNil(crusader.campaign.fort)
    }
}

/// A back-reference waits for the initializer of the component it refers to; nothing else does.
final class BackReferenceTests: XCTestCase {
    func testABackReferenceClosesTheCycleAndEachInitializerRunsOnce() {
        let assembly = StewardAssembly().activate()
        let steward = assembly.steward()
        XCTAssertTrue(steward.pennant.steward === steward)
        XCTAssertTrue(steward.pennant.crier === steward)
        XCTAssertEqual(assembly.stewardInitializerRuns, 1)
    }

    func testBackReferencesWaitInTheirOrderWhileOtherPropertiesAreSetAtOnce() {
        let assembly = StewardAssembly().activate()
        _ = assembly.steward()
        XCTAssertEqual(
            assembly.journal.entries, ["motto", "steward", "crier", "pennant after", "steward after"])
    }

    func testABackReferenceWithNoInitializerRunningIsInjectedInItsPlace() {
        let assembly = StewardAssembly().activate()
        let pennant = assembly.pennant()
        XCTAssertEqual(assembly.journal.entries, ["steward", "motto", "crier", "steward after", "pennant after"])
        XCTAssertNil(pennant.steward, "the steward built for the pennant is released after the call")
    }

    func testTheSeedsSettingsControllerBuildsItsViewOnceAndTheViewPointsBack() {
        let controller = SettingsAssembly().activate().appSettingsController()
        XCTAssertTrue(controller.settingsView.delegate === controller)
        XCTAssertTrue(controller.viewDelegateWasSetWhenInjected)
    }
}

/// A prototype being built is reused one level deep: by its own build and by what it builds
/// directly (Docs/Behaviour.md, Scopes).
final class PrototypeRuleTests: XCTestCase {
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

    func testPrototypesBuiltSideBySideAreDifferentInstances() {
        let panels = PrototypeCycleAssembly().activate().twoPanels()
        XCTAssertFalse(panels[0] === panels[1])
    }

    func testTwoKingsGetTwoGuardsWhenTheSecondIsBuiltTwoLevelsBelowTheFirstGuard() {
        let assembly = RealmAssembly().activate()
        let arthur = assembly.arthur()
        let mordred = assembly.mordred()
        XCTAssertEqual(arthur.name, "Arthur")
        XCTAssertEqual(mordred.name, "Mordred")
        XCTAssertNotNil(arthur.personalGuard)
        XCTAssertFalse(arthur.personalGuard === mordred.personalGuard)
        XCTAssertTrue(arthur.personalGuard?.kingdom === mordred.personalGuard?.kingdom)
    }
}
