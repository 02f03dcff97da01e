import TyphoonAutoInjection
import XCTest

// Examples of Scopes.md.

// snippet: scopes-model
final class EventLog {
    var entries: [String] = []
}

final class Herald {
    init(log: EventLog) {
        log.entries.append("herald ready")
    }
}

final class Horse {}

final class Joust {
    let challenger: Knight
    let defender: Knight

    init(challenger: Knight, defender: Knight) {
        self.challenger = challenger
        self.defender = defender
    }
}
// end-snippet

class StablesAssembly: Assembly, @unchecked Sendable {
    // snippet: scopes-object-graph
    func joust() -> Joust {
        define { Joust(challenger: self.challenger(), defender: self.defender()) }
    }

    func challenger() -> Knight {
        define { Knight(quest: self.quest()) }
    }

    func defender() -> Knight {
        define { Knight(quest: self.quest()) }
    }

    func quest() -> any Quest {
        define { CampaignQuest() }
    }
    // end-snippet

    // snippet: scopes-prototype
    func freshHorse() -> Horse {
        define(scope: .prototype) { Horse() }
    }
    // end-snippet

    // snippet: scopes-singletons
    func log() -> EventLog {
        define(scope: .lazySingleton) { EventLog() }
    }

    func herald() -> Herald {
        define(scope: .singleton) { Herald(log: self.log()) }
    }

    override var components: [Component] {
        [Component(Self.herald, eager: true)]
    }
    // end-snippet

    // snippet: scopes-weak-singleton
    func stableHorse() -> Horse {
        define {
            Horse()
        } configuration: { definition in
            definition.scope = .weakSingleton
        }
    }
    // end-snippet
}

final class ScopesTests: XCTestCase {
    func testObjectGraphSharesAnInstanceWithinOneCall() {
        let stables = StablesAssembly().activate()
        // snippet: scopes-object-graph-use
        let joust = stables.joust()
        let sameQuest = joust.challenger.quest === joust.defender.quest  // true
        // end-snippet
        XCTAssertTrue(sameQuest)
    }

    func testObjectGraphBuildsNewInstancesForTheNextCall() {
        let stables = StablesAssembly().activate()
        XCTAssertFalse(stables.joust().challenger.quest === stables.joust().challenger.quest)
    }

    func testObjectGraphRetainsNothingAfterTheCall() {
        let stables = StablesAssembly().activate()
        weak let quest = stables.joust().challenger.quest
        XCTAssertNil(quest)
    }

    func testPrototypeBuildsANewInstanceEveryTime() {
        let stables = StablesAssembly().activate()
        XCTAssertFalse(stables.freshHorse() === stables.freshHorse())
    }

    func testASingletonListedEagerIsBuiltAtActivation() {
        // snippet: scopes-eager
        let stables = StablesAssembly().activate()
        print(stables.log().entries)  // ["herald ready"]: built at activation
        // end-snippet
        XCTAssertEqual(stables.log().entries, ["herald ready"])
    }

    func testASingletonIsOneInstanceForTheFactorysLife() {
        let stables = StablesAssembly().activate()
        XCTAssertTrue(stables.herald() === stables.herald())
        XCTAssertTrue(stables.log() === stables.log())
    }

    func testEachFactoryHasItsOwnSingletons() {
        XCTAssertFalse(StablesAssembly().activate().log() === StablesAssembly().activate().log())
    }

    func testAWeakSingletonIsSharedWhileSomethingHoldsIt() {
        let stables = StablesAssembly().activate()
        let held = stables.stableHorse()
        XCTAssertTrue(stables.stableHorse() === held)
    }

    func testAWeakSingletonIsBuiltAgainAfterItWasReleased() {
        let stables = StablesAssembly().activate()
        // snippet: scopes-weak-use
        var horse: Horse? = stables.stableHorse()
        weak let released = horse
        horse = nil
        // released is nil now; the next call builds a new horse
        // end-snippet
        XCTAssertNil(released)
        XCTAssertNotNil(stables.stableHorse())
    }
}
