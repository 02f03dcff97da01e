import Typhoon
import XCTest

protocol Greeting {
    var text: String { get }
}

struct Hello: Greeting {
    let text = "hello"
}

final class Welcome: Greeting {
    let text = "welcome"
}

final class Standard: Sendable {
    let colour = "red"
}

/// Definitions whose declared type is a protocol, built from several concrete types.
private final class ProtocolAssembly: Assembly, @unchecked Sendable {
    func quest(dragon: Bool) -> any Quest {
        define(arguments: dragon) { dragon ? DragonQuest() as any Quest : CampaignQuest() }
    }

    func campaign() -> any Quest { define { CampaignQuest() } }
    func optionalQuest() -> (any Quest)? { define { DragonQuest() } }
    func greeting() -> any Greeting { define { Hello() } }
    func classGreeting() -> any Greeting { define { Welcome() } }
    // Existentials of one reference, which the front tells apart from classes at compile time.
    func sharedObject() -> AnyObject { define(scope: .singleton) { Welcome() as AnyObject } }
    func sendableObject() -> any AnyObject & Sendable { define { Standard() as any AnyObject & Sendable } }
}

final class ProtocolTypeTests: XCTestCase {
    func testAClassBuiltAsAClassBoundProtocolKeepsItsIdentityEveryTime() {
        let assembly = ProtocolAssembly().activate()
        for _ in 0..<3 {
            XCTAssertEqual(assembly.campaign().questName, "campaign")
        }
    }

    func testADefinitionThatBuildsDifferentClassesConvertsEachCorrectly() {
        let assembly = ProtocolAssembly().activate()
        let names = (0..<6).map { index in assembly.quest(dragon: index % 2 == 0).questName }
        XCTAssertEqual(names, ["dragon", "campaign", "dragon", "campaign", "dragon", "campaign"])
    }

    func testAnOptionalProtocolTypeIsBuilt() {
        let assembly = ProtocolAssembly().activate()
        XCTAssertEqual(assembly.optionalQuest()?.questName, "dragon")
        XCTAssertEqual(assembly.optionalQuest()?.questName, "dragon")
    }

    func testProtocolsThatAreNotClassBoundWorkForStructsAndClasses() {
        let assembly = ProtocolAssembly().activate()
        XCTAssertEqual(assembly.greeting().text, "hello")
        XCTAssertEqual(assembly.classGreeting().text, "welcome")
        XCTAssertEqual(assembly.classGreeting().text, "welcome")
    }

    func testAnObjectBuiltAndDeclaredAsAnyObjectIsTheSameSingletonEveryTime() {
        let assembly = ProtocolAssembly().activate()
        let first = assembly.sharedObject()
        XCTAssertTrue(first is Welcome)
        XCTAssertTrue(assembly.sharedObject() === first)
    }

    func testAnObjectBuiltAndDeclaredAsAnyObjectAndSendableKeepsItsClass() {
        let assembly = ProtocolAssembly().activate()
        XCTAssertEqual((assembly.sendableObject() as? Standard)?.colour, "red")
        XCTAssertFalse(assembly.sendableObject() === assembly.sendableObject())
    }
}
