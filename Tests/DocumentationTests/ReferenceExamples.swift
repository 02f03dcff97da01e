import TyphoonAutoInjection
import XCTest

// The complete examples of the reference documentation (the doc comments listed in
// DocumentationCatalog.referenceSources), compiled and run like the articles' examples.

final class ReferenceExampleTests: XCTestCase {
    func testTheAssemblyExampleBuildsAKnightWithItsQuest() {
        // snippet: reference-assembly
        class KnightAssembly: Assembly, @unchecked Sendable {
            func knight() -> Knight { define { Knight(quest: self.quest()) } }
            func quest() -> any Quest { define { CampaignQuest() } }
            override var components: [Component] { [Component(Self.knight), Component(Self.quest)] }
        }
        let knight = KnightAssembly().activate().knight()
        // end-snippet
        XCTAssertEqual(knight.quest?.name, "Campaign")
    }
}
