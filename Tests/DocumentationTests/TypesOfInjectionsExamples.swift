import TyphoonAutoInjection
import XCTest

// Examples of TypesOfInjections.md.

// snippet: injections-set-quest
extension Knight {
    func setQuest(_ quest: any Quest, andDamselsRescued damsels: Int) {
        self.quest = quest
        damselsRescued = damsels
    }
}
// end-snippet

// snippet: injections-squire
final class Squire: InjectionAware {
    var journal: [String] = []
    var quest: (any Quest)? {
        didSet { journal.append("property injected") }
    }

    init() { journal.append("initializer") }

    func polishArmour() { journal.append("before injections") }
    func reportForDuty() { journal.append("after injections") }

    func typhoonWillInject() { journal.append("typhoonWillInject") }
    func typhoonDidInject() { journal.append("typhoonDidInject") }
}
// end-snippet

class InjectionAssembly: Assembly, @unchecked Sendable {
    // snippet: injections-initializer
    func basicKnight() -> Knight {
        define { Knight(quest: self.defaultQuest()) }
    }

    func defaultQuest() -> any Quest {
        define { CampaignQuest() }
    }
    // end-snippet

    // snippet: injections-property
    func cavalryMan() -> CavalryMan {
        define {
            CavalryMan()
        } configuration: { definition in
            definition.injectProperty(\.quest, with: self.defaultQuest())
            definition.injectProperty(\.damselsRescued, with: 12)
        }
    }
    // end-snippet

    // snippet: injections-by-type
    func knightByType() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.quest)
        }
    }
    // end-snippet

    // snippet: injections-method
    func knightWithMethodInjection() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectMethod { $0.setQuest(self.defaultQuest(), andDamselsRescued: 321) }
        }
    }
    // end-snippet

    // snippet: injections-callbacks
    func squire() -> Squire {
        define {
            Squire()
        } configuration: { definition in
            definition.performBeforeInjections { $0.polishArmour() }
            definition.injectProperty(\.quest, with: self.defaultQuest())
            definition.injectMethod { $0.journal.append("method injected") }
            definition.performAfterInjections { $0.reportForDuty() }
        }
    }
    // end-snippet

    // snippet: injections-components
    override var components: [Component] {
        [Component(Self.defaultQuest)]
    }
    // end-snippet
}

final class TypesOfInjectionsTests: XCTestCase {
    func testInitializerInjectionCallsOtherDefinitionsInTheInitializer() {
        let assembly = InjectionAssembly().activate()
        XCTAssertEqual(assembly.basicKnight().quest?.name, "Campaign")
    }

    func testPropertyInjectionSetsReferencesAndValues() {
        let cavalryMan = InjectionAssembly().activate().cavalryMan()
        XCTAssertEqual(cavalryMan.quest?.name, "Campaign")
        XCTAssertEqual(cavalryMan.damselsRescued, 12)
    }

    func testPropertyInjectionByTypeUsesTheOneListedMatch() {
        let knight = InjectionAssembly().activate().knightByType()
        XCTAssertTrue(knight.quest is CampaignQuest)
    }

    func testMethodInjectionCallsTheMethodWithInjectedArguments() {
        let knight = InjectionAssembly().activate().knightWithMethodInjection()
        XCTAssertEqual(knight.quest?.name, "Campaign")
        XCTAssertEqual(knight.damselsRescued, 321)
    }

    func testInjectionsAndCallBacksRunInAFixedOrder() {
        // snippet: injections-order
        let squire = InjectionAssembly().activate().squire()
        print(squire.journal)
        // ["initializer", "typhoonWillInject", "before injections", "property injected",
        //  "method injected", "after injections", "typhoonDidInject"]
        // end-snippet
        XCTAssertEqual(
            squire.journal,
            [
                "initializer", "typhoonWillInject", "before injections", "property injected",
                "method injected", "after injections", "typhoonDidInject",
            ])
    }
}
