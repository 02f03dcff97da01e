import Typhoon
import XCTest

final class InjectionTypesTests: XCTestCase {
    var assembly: KnightAssembly!

    override func setUp() {
        assembly = KnightAssembly().activate()
    }

    func testInitializerInjectionPassesTheOtherDefinitionsComponent() {
        let knight = assembly.basicKnight()
        XCTAssertTrue(knight.quest is CampaignQuest)
    }

    func testPropertyInjectionByReferenceAndByValue() {
        let cavalryMan = assembly.cavalryMan()
        XCTAssertTrue(cavalryMan.quest is CampaignQuest)
        XCTAssertEqual(cavalryMan.damselsRescued, 12)
    }

    func testPropertyInjectionByTypeUsesTheOneMatchingComponent() {
        let knight = assembly.knightByType()
        XCTAssertTrue(knight.quest is CampaignQuest)
    }

    func testMethodInjectionRunsAfterPropertiesAndBetweenTheCallBacks() {
        let knight = assembly.knightWithMethodInjection()
        XCTAssertEqual(knight.damselsRescued, 321)
        XCTAssertEqual(
            knight.events,
            ["before damsels=0", "method quest=campaign damsels=7", "after damsels=321"])
    }

    func testInjectionAwareAndFactoryAwareCallBacksSurroundTheInjectionsInOrder() {
        let knight = assembly.awareKnight()
        XCTAssertEqual(
            knight.events,
            ["willInject damsels=0", "before", "method damsels=5", "after", "factory", "didInject damsels=5"])
        XCTAssertTrue(knight.factory === assembly.factory)
    }

    func testFactoryDefinitionBuildsThroughAnotherComponent() {
        XCTAssertEqual(assembly.blueSword().color, "blue")
    }

    func testValueTypesCanBeComponents() {
        XCTAssertEqual(assembly.armor(), Armor(weight: 30))
    }

    func testCollectionsOfComponentsAreInjectedAsPlainSwiftExpressions() {
        let knight = assembly.knightWithCollections()
        XCTAssertEqual(knight.favoriteDamsels, ["Mary", "Mel"])
        XCTAssertEqual(knight.friends.count, 2)
        XCTAssertTrue(knight.friendsByName["knight"] != nil)
        XCTAssertTrue(knight.friendsByName["cavalry"] is CavalryMan)
    }

    func testTheAssemblyAndTheFactoryCanBeInjectedByType() throws {
        XCTAssertTrue(try assembly.factory.component(KnightAssembly.self) === assembly)
        XCTAssertTrue(try assembly.factory.component(ComponentFactory.self) === assembly.factory)
    }
}
