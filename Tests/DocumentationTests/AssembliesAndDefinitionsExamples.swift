import TyphoonAutoInjection
import XCTest

// Examples of AssembliesAndDefinitions.md.

// snippet: definitions-stable
protocol Horseman: AnyObject {
    var horseName: String { get }
}

class CavalryMan: Knight, Horseman {
    var horseName = "Bucephalus"
}

final class DragonQuest: Quest {
    let name = "Dragon"
}

class StableAssembly: Assembly, @unchecked Sendable {
    func cavalryMan() -> CavalryMan {
        define { CavalryMan() }
    }

    func campaignQuest() -> any Quest {
        define { CampaignQuest() }
    }

    func dragonQuest() -> any Quest {
        define { DragonQuest() }
    }

    override var components: [Component] {
        [
            Component(Self.cavalryMan, implements: (any Horseman).self),
            Component(Self.campaignQuest, primary: true),
            Component(Self.dragonQuest),
        ]
    }
}
// end-snippet

// snippet: definitions-unlisted
final class Sword {
    var color = "steel"
}

class ArmouryAssembly: Assembly, @unchecked Sendable {
    func sword() -> Sword {
        define { Sword() }
    }
}
// end-snippet

// snippet: definitions-configuration
class TournamentAssembly: Assembly, @unchecked Sendable {
    func champion() -> Knight {
        define(scope: .lazySingleton) {
            Knight(quest: DragonQuest())
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: 3)
        }
    }
}
// end-snippet

final class AssembliesAndDefinitionsTests: XCTestCase {
    func testAComponentIsFoundByItsDeclaredType() throws {
        let factory = StableAssembly().activate().factory
        XCTAssertEqual(try factory.component(CavalryMan.self).horseName, "Bucephalus")
    }

    func testAComponentIsFoundByTheSuperclassesOfItsDeclaredType() throws {
        // snippet: definitions-by-superclass
        let factory = StableAssembly().activate().factory
        let knight = try factory.component(Knight.self)
        // end-snippet
        XCTAssertTrue(knight is CavalryMan)
    }

    func testAComponentIsFoundByTheTypesNamedInImplements() throws {
        let factory = StableAssembly().activate().factory
        // snippet: definitions-by-implements
        let horseman = try factory.component((any Horseman).self)
        // end-snippet
        XCTAssertEqual(horseman.horseName, "Bucephalus")
    }

    func testThePrimaryComponentWinsATie() throws {
        let factory = StableAssembly().activate().factory
        // snippet: definitions-primary
        let quest = try factory.component((any Quest).self)  // CampaignQuest, the primary one
        // end-snippet
        XCTAssertTrue(quest is CampaignQuest)
    }

    func testAllComponentsReturnsEveryMatchInListingOrder() {
        let factory = StableAssembly().activate().factory
        // snippet: definitions-all-components
        let quests = factory.allComponents(ofType: (any Quest).self)  // CampaignQuest, DragonQuest
        // end-snippet
        XCTAssertEqual(quests.map(\.name), ["Campaign", "Dragon"])
    }

    func testAnUnlistedDefinitionIsReachableByReference() {
        // snippet: definitions-by-reference
        let armoury = ArmouryAssembly().activate()
        let sword = armoury.sword()
        // end-snippet
        XCTAssertEqual(sword.color, "steel")
    }

    func testAnUnlistedDefinitionIsNotFoundByType() {
        let armoury = ArmouryAssembly().activate()
        XCTAssertThrowsError(try armoury.factory.component(Sword.self)) { error in
            XCTAssertEqual(
                "\(error)",
                #"No component matches Sword. To fix, list a definition that returns Sword in an assembly's `components` (or name Sword in `implements:`), or inject it by reference."#
            )
        }
    }

    func testTheConfigurationSetsScopeAndInjections() {
        let tournament = TournamentAssembly().activate()
        XCTAssertEqual(tournament.champion().damselsRescued, 3)
        XCTAssertTrue(tournament.champion() === tournament.champion())
    }

    func testAFactoryActivatesSeveralAssembliesTogether() {
        // snippet: definitions-factory
        let factory = ComponentFactory(assemblies: [StableAssembly(), ArmouryAssembly()])
        let sword = factory.assembly(ArmouryAssembly.self).sword()
        let knights = factory.allComponents(ofType: Knight.self)
        // end-snippet
        XCTAssertEqual(sword.color, "steel")
        XCTAssertEqual(knights.count, 1)
    }

    func testActivatingTwiceDoesNothing() {
        let assembly = TournamentAssembly().activate()
        let champion = assembly.champion()
        XCTAssertTrue(assembly.activate().champion() === champion)
    }

    func testTheDefaultFactoryIsTheOneLastMadeDefault() {
        // snippet: definitions-default
        let factory = ComponentFactory(assemblies: [KnightAssembly()])
        factory.makeDefault()

        // Later, in code that cannot have the factory injected:
        let knight = ComponentFactory.default?.assembly(KnightAssembly.self).knight()
        // end-snippet
        XCTAssertEqual(knight?.quest?.name, "Campaign")
    }
}
