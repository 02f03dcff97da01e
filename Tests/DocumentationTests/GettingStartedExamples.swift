import TyphoonAutoInjection
import XCTest

// Examples of GettingStarted.md. The model classes here are used by the other articles too.

// snippet: getting-started-model
protocol Quest: AnyObject {
    var name: String { get }
}

final class CampaignQuest: Quest {
    let name = "Campaign"
}

class Knight {
    var quest: (any Quest)?
    var damselsRescued = 0

    init(quest: (any Quest)? = nil) {
        self.quest = quest
    }
}
// end-snippet

// snippet: getting-started-assembly
class KnightAssembly: Assembly, @unchecked Sendable {
    func knight() -> Knight {
        define { Knight(quest: self.quest()) }
    }

    func quest() -> any Quest {
        define { CampaignQuest() }
    }

    override var components: [Component] {
        [Component(Self.knight), Component(Self.quest)]
    }
}
// end-snippet

final class GettingStartedTests: XCTestCase {
    func testAnActivatedAssemblyReturnsBuiltComponents() {
        // snippet: getting-started-activate
        let assembly = KnightAssembly().activate()
        let knight = assembly.knight()
        // end-snippet
        XCTAssertEqual(knight.quest?.name, "Campaign")
    }

    func testEachCallBuildsANewObjectGraphByDefault() {
        let assembly = KnightAssembly().activate()
        XCTAssertFalse(assembly.knight() === assembly.knight())
    }

    func testAListedComponentIsFoundByType() throws {
        let assembly = KnightAssembly().activate()
        // snippet: getting-started-by-type
        let factory = assembly.factory
        let quest = try factory.component((any Quest).self)
        // end-snippet
        XCTAssertEqual(quest.name, "Campaign")
    }

    func testAnAssemblyIsSendableSoItCanLiveInAGlobalConstant() async {
        let name = await Task.detached { appAssembly.knight().quest?.name }.value
        XCTAssertEqual(name, "Campaign")
    }
}

// snippet: getting-started-global
let appAssembly = KnightAssembly().activate()
// end-snippet
