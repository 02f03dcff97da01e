import Foundation
import TyphoonAutoInjection

/// An assembly that takes its quests from a collaborating `MiddleAgesAssembly` (or a subclass
/// that replaces it).
class CollaboratingMiddleAgesAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var quests: MiddleAgesAssembly

    func knightWithExternalQuest() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.quest, with: self.quests.environmentDependentQuest())
        }
    }

    func knightWithCollaboratingFoobar(_ foobar: String) -> Knight {
        define(arguments: foobar) {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.friends, with: [self.quests.knightWithFoobar(foobar)])
        }
    }
}

/// Overrides two definitions of `MiddleAgesAssembly`.
final class ExtendedMiddleAgesAssembly: MiddleAgesAssembly, @unchecked Sendable {
    override func yetAnotherKnight() -> CavalryMan {
        define {
            CavalryMan()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: 296000)
        }
    }

    override func environmentDependentQuest() -> any Quest {
        define {
            CampaignQuest()
        } configuration: { definition in
            definition.injectProperty(\.imageUrl, with: URL(string: "www.foobar.com/quest"))
        }
    }
}
