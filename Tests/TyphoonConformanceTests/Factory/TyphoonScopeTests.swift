import Typhoon
import XCTest

/// Typhoon's `Tests/Factory/TyphoonScopeTests.m`, ported.
final class TyphoonScopeTests: XCTestCase {
    // From Tests/Factory/TyphoonScopeTests.m, test_object_graph_scope
    func test_object_graph_scope() throws {
        let assembly = ObjectGraphAssembly().activate()
        let objectGraphKnight = assembly.objectGraphKnight()
        let quest = try XCTUnwrap(objectGraphKnight.quest as? CampaignQuest)
        XCTAssertNotNil(objectGraphKnight.homeFort)
        XCTAssertTrue(objectGraphKnight.homeFort === quest.fort)

        let prototypeKnight = assembly.prototypeKnight()
        let prototypeQuest = try XCTUnwrap(prototypeKnight.quest as? CampaignQuest)
        XCTAssertFalse(prototypeKnight.homeFort === prototypeQuest.fort)
    }

    // From Tests/Factory/TyphoonScopeTests.m, test_prototype_scope
    func test_prototype_scope() {
        let assembly = PrototypeAssembly().activate()
        let knight = assembly.prototypeKnight()
        let anotherKnight = assembly.prototypeKnight()
        XCTAssertFalse(anotherKnight === knight)
    }

    // From Tests/Factory/TyphoonScopeTests.m, test_prototype_with_circular_reference: the fort's owner refers back to
    // the prototype being built one level up, and gets it.
    func test_prototype_with_circular_reference() throws {
        let assembly = PrototypeAssembly().activate()
        let knight = assembly.prototypeKnightWithFort()
        let fort = try XCTUnwrap(knight.homeFort)
        XCTAssertTrue(fort.owner === knight)
    }

    // From Tests/Factory/TyphoonScopeTests.m, test_general_knight_for_different_kings: King Mordred is built inside
    // the kingdom that Arthur's guard is being injected with, two levels below that guard, so he gets a guard of his
    // own.
    func test_general_knight_for_different_kings() throws {
        let assembly = PrototypeAssembly().activate()

        let arthur = assembly.kingArthur()
        XCTAssertEqual(arthur.name, "Arthur")
        XCTAssertEqual(arthur.personalGuard?.name, "Arthur's personal guard")

        let mordred = assembly.kingMordred()
        XCTAssertEqual(mordred.name, "Mordred")
        XCTAssertFalse(mordred.personalGuard === arthur.personalGuard)
        XCTAssertEqual(mordred.personalGuard?.name, "Mordred's personal guard")
    }
}
