import Testing
import TyphoonTesting

// Examples of GettingStarted.md: the first tests, with TyphoonTesting.

// snippet: getting-started-test
@Suite(.activating(KnightAssembly.self))
final class KnightTests {
    @InjectedProtocol var quest: any Quest

    init() throws {
        try inject(self)
    }

    @Test func theKnightGoesOnTheCampaign() {
        #expect(quest.name == "Campaign")
    }

    @Test(.patching(KnightAssembly.quest) { DragonQuest() })
    func aPatchSendsTheKnightAfterADragon() throws {
        let assembly = try #require(ComponentFactory.default).assembly(KnightAssembly.self)
        #expect(assembly.knight().quest?.name == quest.name)
        #expect(quest is DragonQuest)
    }
}
// end-snippet
