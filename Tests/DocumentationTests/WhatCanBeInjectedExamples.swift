import Foundation
import TyphoonAutoInjection
import XCTest

// Examples of WhatCanBeInjected.md.

// snippet: injectable-values
struct Banner: Equatable {
    var colors: [String]
}

enum Rank {
    case squire, knight, lord
}

final class Tournament {
    var banner = Banner(colors: [])
    var rank = Rank.squire
    var announce: (String) -> String = { $0 }
    var questType: any Quest.Type = CampaignQuest.self
    var knights: [Knight] = []
    var questsByName: [String: any Quest] = [:]
}
// end-snippet

// snippet: injectable-swordsmith
final class Swordsmith {
    func sword(color: String) -> Sword {
        let sword = Sword()
        sword.color = color
        return sword
    }
}
// end-snippet

// snippet: injectable-gatekeeper
final class Gatekeeper: FactoryAware {
    var castle: CastleGateAssembly?
    var factory: ComponentFactory?

    func typhoonSetFactory(_ factory: ComponentFactory) {
        self.factory = factory
    }

    func admitKnight() -> Knight? {
        castle?.visitingKnight()
    }
}
// end-snippet

// snippet: injectable-clients
class ClientBase {
    var serviceURL: URL?
    var logRequests = false
}

final class StoreClient: ClientBase {
    var registered = true
}
// end-snippet

class CastleGateAssembly: Assembly, @unchecked Sendable {
    // snippet: injectable-tournament
    func tournament() -> Tournament {
        define {
            Tournament()
        } configuration: { definition in
            definition.injectProperty(\.banner, with: Banner(colors: ["gold", "azure"]))
            definition.injectProperty(\.rank, with: .lord)
            definition.injectProperty(\.announce, with: { "Hear ye: \($0)!" })
            definition.injectProperty(\.questType, with: DragonQuest.self)
            definition.injectProperty(\.knights, with: [self.visitingKnight(), self.visitingKnight()])
            definition.injectProperty(
                \.questsByName, with: ["campaign": CampaignQuest(), "dragon": self.dragonQuest()])
        }
    }
    // end-snippet

    func visitingKnight() -> Knight {
        define { Knight(quest: self.dragonQuest()) }
    }

    func dragonQuest() -> any Quest {
        define { DragonQuest() }
    }

    // snippet: injectable-factory-definition
    func swordsmith() -> Swordsmith {
        define(scope: .singleton) { Swordsmith() }
    }

    func blueSword() -> Sword {
        define { self.swordsmith().sword(color: "blue") }
    }
    // end-snippet

    // snippet: injectable-assembly
    func gatekeeper() -> Gatekeeper {
        define {
            Gatekeeper()
        } configuration: { definition in
            definition.injectProperty(\.castle, with: self)
        }
    }
    // end-snippet

    func gatekeeperFindingItsCastleByType() -> Gatekeeper {
        define {
            Gatekeeper()
        } configuration: { definition in
            definition.injectProperty(\.castle)
        }
    }

    // snippet: injectable-abstract
    func abstractClient<C: ClientBase>(_ definition: Definition<C>) {
        definition.injectProperty(\.serviceURL, with: URL(string: "https://example.net"))
        definition.injectProperty(\.logRequests, with: true)
        definition.scope = .lazySingleton
    }

    func storeClient() -> StoreClient {
        define {
            StoreClient()
        } configuration: { definition in
            definition.inherit(from: self.abstractClient)
            definition.scope = .weakSingleton
            definition.injectProperty(\.logRequests, with: false)
        }
    }
    // end-snippet
}

final class WhatCanBeInjectedTests: XCTestCase {
    func testAnySwiftValueCanBeInjected() {
        let tournament = CastleGateAssembly().activate().tournament()
        XCTAssertEqual(tournament.banner, Banner(colors: ["gold", "azure"]))
        XCTAssertEqual(tournament.rank, .lord)
        XCTAssertEqual(tournament.announce("the joust begins"), "Hear ye: the joust begins!")
        XCTAssertTrue(tournament.questType == DragonQuest.self)
    }

    func testCollectionsOfComponentsAreInjectedAsPlainSwiftExpressions() {
        let tournament = CastleGateAssembly().activate().tournament()
        XCTAssertEqual(tournament.knights.count, 2)
        XCTAssertEqual(tournament.questsByName["campaign"]?.name, "Campaign")
        XCTAssertEqual(tournament.questsByName["dragon"]?.name, "Dragon")
    }

    func testAComponentCalledTwiceInOneObjectGraphIsTheSameInstance() {
        let tournament = CastleGateAssembly().activate().tournament()
        XCTAssertTrue(tournament.knights[0] === tournament.knights[1])
        XCTAssertTrue(tournament.knights[0].quest === tournament.questsByName["dragon"])
    }

    func testAFactoryDefinitionBuildsThroughAnotherComponent() {
        let castle = CastleGateAssembly().activate()
        XCTAssertEqual(castle.blueSword().color, "blue")
    }

    func testTheAssemblyItselfCanBeInjected() {
        let castle = CastleGateAssembly().activate()
        let gatekeeper = castle.gatekeeper()
        XCTAssertTrue(gatekeeper.castle === castle)
        XCTAssertEqual(gatekeeper.admitKnight()?.quest?.name, "Dragon")
    }

    func testTheAssemblyCanBeInjectedByType() {
        let castle = CastleGateAssembly().activate()
        XCTAssertTrue(castle.gatekeeperFindingItsCastleByType().castle === castle)
    }

    func testAFactoryAwareComponentReceivesTheFactory() {
        let castle = CastleGateAssembly().activate()
        XCTAssertTrue(castle.gatekeeper().factory === castle.factory)
    }

    func testTheFactoryAndTheAssembliesAreFoundByType() throws {
        let castle = CastleGateAssembly().activate()
        // snippet: injectable-by-type
        let sameCastle = try castle.factory.component(CastleGateAssembly.self)
        let factory = try castle.factory.component(ComponentFactory.self)
        // end-snippet
        XCTAssertTrue(sameCastle === castle)
        XCTAssertTrue(factory === castle.factory)
    }

    func testADerivedDefinitionInheritsTheBaseSettings() {
        let client = CastleGateAssembly().activate().storeClient()
        XCTAssertEqual(client.serviceURL?.absoluteString, "https://example.net")
    }

    func testTheDerivedDefinitionsOwnSettingsWin() {
        let client = CastleGateAssembly().activate().storeClient()
        XCTAssertEqual(client.logRequests, false)
    }

    func testTheDerivedDefinitionsScopeWinsOverTheBaseScope() {
        let castle = CastleGateAssembly().activate()
        var client: StoreClient? = castle.storeClient()
        weak let released = client
        XCTAssertTrue(client === castle.storeClient())
        client = nil
        XCTAssertNil(released, "a weakSingleton is not kept by the container; a lazySingleton would be")
    }
}
