import Typhoon
import XCTest

final class StubKnight: Knight {}

final class PatchTests: XCTestCase {
    func testAPatchReplacesTheDefinitionByReferenceAndByType() throws {
        let assembly = KnightAssembly().activate()
        let factory = assembly.factory
        let patch = factory.patch(assembly.basicKnight) { StubKnight() }
        XCTAssertTrue(assembly.basicKnight() is StubKnight)
        XCTAssertEqual(factory.allComponents(ofType: Knight.self).filter { $0 is StubKnight }.count, 1)
        patch.detach()
        XCTAssertFalse(assembly.basicKnight() is StubKnight)
    }

    func testAPatchedDefinitionIsFoundByTypeToo() throws {
        let assembly = LookupAssembly().activate()
        assembly.patch(assembly.quest) { DragonQuest() }
        XCTAssertTrue(try assembly.factory.component((any Quest).self) is DragonQuest)
    }

    func testAPatchReplacesASingletonAlreadyFoundByType() throws {
        let assembly = LookupAssembly().activate()
        let original = try assembly.factory.component((any Quest).self)
        let patch = assembly.patch(assembly.quest) { DragonQuest() }
        XCTAssertTrue(try assembly.factory.component((any Quest).self) is DragonQuest)
        patch.detach()
        let rebuilt = try assembly.factory.component((any Quest).self)
        XCTAssertTrue(rebuilt is CampaignQuest)
        XCTAssertFalse(rebuilt === original, "detaching forgets the stub, the next look-up builds anew")
    }

    func testAPatchedSingletonIsOneStub() {
        let assembly = ScopeAssembly().activate()
        assembly.patch(assembly.lazyService) { Service(serial: -1) }
        XCTAssertEqual(assembly.lazyService().serial, -1)
        XCTAssertTrue(assembly.lazyService() === assembly.lazyService())
    }

    func testAPatchedPrototypeIsANewStubEachTime() {
        let assembly = ScopeAssembly().activate()
        assembly.patch(assembly.prototypeService) { Service(serial: -1) }
        XCTAssertFalse(assembly.prototypeService() === assembly.prototypeService())
        XCTAssertEqual(assembly.prototypeService().serial, -1)
    }

    func testAPatchReplacesASingletonThatWasAlreadyResolved() {
        let assembly = ScopeAssembly().activate()
        let original = assembly.singletonService()
        let patch = assembly.patch(assembly.singletonService) { Service(serial: -1) }
        XCTAssertEqual(assembly.singletonService().serial, -1)
        patch.detach()
        XCTAssertFalse(
            assembly.singletonService() === original, "detaching forgets the stub, the next call builds anew")
        XCTAssertGreaterThan(assembly.singletonService().serial, 0)
    }

    func testADefinitionWithRunTimeArgumentsCanBePatched() {
        let assembly = ScopeAssembly().activate()
        let patch = assembly.patch({ assembly.serviceNumbered(3) }) { Service(serial: -3) }
        XCTAssertEqual(assembly.serviceNumbered(3).serial, -3)
        XCTAssertEqual(assembly.serviceNumbered(4).serial, -3, "the whole method is patched")
        patch.detach()
        XCTAssertGreaterThan(assembly.serviceNumbered(3).serial, 0)
    }

    func testPatchesOfOneFactoryAreNotSeenByAnother() {
        let patched = ScopeAssembly().activate()
        let other = ScopeAssembly().activate()
        patched.patch(patched.objectGraphService) { Service(serial: -1) }
        XCTAssertEqual(patched.objectGraphService().serial, -1)
        XCTAssertGreaterThan(other.objectGraphService().serial, 0)
    }

    func testPatchedDependenciesAreUsedByTheComponentsThatNeedThem() {
        let assembly = KnightAssembly().activate()
        assembly.patch(assembly.defaultQuest) { DragonQuest() }
        XCTAssertTrue(assembly.basicKnight().quest is DragonQuest)
        XCTAssertTrue(assembly.castle().horse.quest is DragonQuest)
    }

    /// Regression: every singleton a patch or a detach replaced used to be kept until the assembly
    /// went, in case a reader still held it (about 2.2 KB a cycle, for the assembly's life).
    func testSingletonsThatPatchesAndDetachesReplacedAreFreedWhileTheAssemblyLives() {
        let assembly = RetiringAssembly().activate()
        for _ in 0..<100 {
            _ = assembly.tracked()
            let patch = assembly.patch(assembly.tracked) {
                Tracked(serial: assembly.builds.increment(), ledger: assembly.ledger)
            }
            _ = assembly.tracked()
            patch.detach()
        }
        let built = assembly.builds.count
        XCTAssertEqual(built, 200)
        XCTAssertLessThanOrEqual(
            built - assembly.ledger.count, 1, "only the singleton published before the first patch may be kept")
    }

    /// Found by DeinitReentryTests (seed 59): a definition's first call, made by `patch`, learns
    /// from a run of its configuration; an object that run captured, released before the call was
    /// served, called another definition of the same type, which took the patch for its own.
    func testAPatchIsInstalledOnTheDefinitionItCallsWhenWhatItsConfigurationCapturedCallsAnother() {
        let assembly = CapturingHeraldAssembly().activate()
        assembly.patch(assembly.knight) { StubKnight() }
        XCTAssertTrue(assembly.knight() is StubKnight)
        XCTAssertFalse(assembly.squire() is StubKnight)
    }

    func testPatchingSomethingThatIsNotADefinitionSaysHowToPassOne() {
        XCTAssertEqual(
            TyphoonError.notADefinition(type: "Knight").description,
            "The closure given to `patch` returned a value of type Knight without calling a definition method, so there is nothing to patch. To fix, pass the definition method itself: `factory.patch(assembly.method) { … }`."
        )
    }
}

/// A lazy singleton that notes its instances' release.
private final class RetiringAssembly: Assembly, @unchecked Sendable {
    let builds = AtomicCounter()
    let ledger = ReleaseLedger()

    func tracked() -> Tracked {
        define(scope: .lazySingleton) { Tracked(serial: self.builds.increment(), ledger: self.ledger) }
    }
}

/// A definition whose configuration captures an object that calls another definition of the same
/// type when it is released.
private final class CapturingHeraldAssembly: Assembly, @unchecked Sendable {
    func knight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            let herald = ReleasedHerald(whenReleased: { _ = self.squire() })
            definition.performBeforeInjections { _ in herald.announce() }
        }
    }

    func squire() -> Knight { define { Knight() } }
}

/// Calls its call-back when released.
private final class ReleasedHerald: @unchecked Sendable {
    private let whenReleased: () -> Void
    private(set) var announcements = 0

    init(whenReleased: @escaping () -> Void) { self.whenReleased = whenReleased }

    func announce() { announcements += 1 }

    deinit { whenReleased() }
}
