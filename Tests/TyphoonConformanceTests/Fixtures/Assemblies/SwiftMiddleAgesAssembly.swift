import Typhoon

/// The assembly of Typhoon's own Swift test: a knight by initializer, and a wandering knight
/// whose fort is a run-time argument.
final class SwiftMiddleAgesAssembly: Assembly, @unchecked Sendable {
    func basicKnight() -> Knight {
        define { Knight(quest: self.defaultQuest()) }
    }

    func defaultQuest() -> any Quest {
        define { CampaignQuest() }
    }

    func wanderingKnight(_ homeFort: Fort) -> Knight {
        define(arguments: homeFort) {
            Knight(quest: self.defaultQuest())
        } configuration: { definition in
            definition.injectProperty(\.homeFort, with: homeFort)
        }
    }
}
