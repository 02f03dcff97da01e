import TyphoonTesting
import XCTest

// Examples of the options in AssembliesAndDefinitions.md and MigratingFromTyphoon.md.

// snippet: options-assembly
final class GrailQuest: Quest {
    let name = "Grail"
}

class PilgrimageAssembly: Assembly, @unchecked Sendable {
    func grailQuest() -> any Quest {
        define { GrailQuest() }
    }

    func campaignQuest() -> any Quest {
        define(scope: .singleton) { CampaignQuest() }
    }

    func quest() -> any Quest {
        option(on: self.config("quest.kind")) { match in
            match.when("grail") { self.grailQuest() }
            match.when("campaign", "crusade") { self.campaignQuest() }
            match.otherwise { self.campaignQuest() }
        }
    }

    override var components: [Component] {
        [Component(Self.quest)]
    }
}
// end-snippet

/// Options picked by a run-time argument and by another component, and a throwing one.
class PilgrimRouteAssembly: PilgrimageAssembly, @unchecked Sendable {
    // snippet: options-argument
    func quest(named name: String) -> any Quest {
        option(on: name) { match in
            match.when("grail") { self.grailQuest() }
            match.otherwise { self.campaignQuest() }
        }
    }
    // end-snippet

    // snippet: options-by-type
    func quest(for knight: Knight) -> any Quest {
        option(on: knight) { match in
            match.when(is: CavalryMan.self) { self.campaignQuest() }
            match.otherwise { self.grailQuest() }
        }
    }
    // end-snippet

    // snippet: options-throwing
    func pilgrimage() throws -> any Quest {
        try optionThrowing(on: try self.configValue("quest.kind", as: String.self)) { match in
            match.when("grail") { self.grailQuest() }
            match.when("campaign") { self.campaignQuest() }
        }
    }
    // end-snippet
}

final class OptionExamplesTests: XCTestCase {
    private func assembly(questKind: String) throws -> PilgrimRouteAssembly {
        try PilgrimRouteAssembly().activate(with: [], configs: [Config(properties: "quest.kind=\(questKind)")])
    }

    func testAConfigurationValuePicksTheQuest() throws {
        // snippet: options-use
        let assembly = try PilgrimageAssembly().activate(with: [], configs: [Config(properties: "quest.kind=grail")])
        let quest = assembly.quest()  // a GrailQuest
        let sameQuest = try assembly.factory.component((any Quest).self)  // the option, found by type
        // end-snippet
        XCTAssertTrue(quest is GrailQuest)
        XCTAssertTrue(sameQuest is GrailQuest)
        XCTAssertTrue(try self.assembly(questKind: "crusade").quest() is CampaignQuest)
        XCTAssertTrue(try self.assembly(questKind: "pilgrimage").quest() is CampaignQuest)
    }

    func testARunTimeArgumentAndAComponentPickTheQuest() throws {
        let assembly = try assembly(questKind: "grail")
        XCTAssertTrue(assembly.quest(named: "grail") is GrailQuest)
        XCTAssertTrue(assembly.quest(named: "tourney") is CampaignQuest)
        XCTAssertTrue(assembly.quest(for: CavalryMan()) is CampaignQuest)
        XCTAssertTrue(assembly.quest(for: Knight()) is GrailQuest)
    }

    func testAPatchOfTheOptionReplacesTheOptionItself() throws {
        let assembly = try assembly(questKind: "grail")
        // snippet: options-patch
        assembly.patch(assembly.quest) { DragonQuest() }
        // end-snippet
        XCTAssertTrue(assembly.quest() is DragonQuest)
        XCTAssertTrue(assembly.grailQuest() is GrailQuest)
    }

    func testAValueNoCaseMatchesIsThrownNamingTheValueAndTheCases() throws {
        let assembly = try assembly(questKind: "tourney")
        XCTAssertThrowsError(try assembly.pilgrimage()) { error in
            XCTAssertEqual(
                (error as? TyphoonError)?.description,
                #"PilgrimRouteAssembly.pilgrimage() is an option with no case for the value "tourney" (String); its cases are "grail", "campaign", and it has no `otherwise`. To fix, add a case for that value (`match.when("tourney") { … }`) or `match.otherwise { … }`, or correct the value where it comes from (a configuration key, a run-time argument, a component)."#
            )
        }
    }
}
