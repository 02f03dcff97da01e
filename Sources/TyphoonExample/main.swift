import Foundation
import TyphoonAutoInjection

// A first example: the knights and quests of Typhoon's documentation, wired by an assembly.

protocol Quest: AnyObject {
    var name: String { get }
}

final class CampaignQuest: Quest {
    let name = "the campaign"
}

final class Knight {
    let quest: any Quest
    var damselsRescued = 0
    var questURL: URL?
    init(quest: any Quest) { self.quest = quest }
}

final class KnightAssembly: Assembly, @unchecked Sendable {
    func knight() -> Knight {
        define { Knight(quest: self.quest()) } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: self.config("damsels.rescued"))
            definition.injectProperty(\.questURL, with: self.config("quest.url"))
        }
    }

    func quest() -> any Quest {
        define(scope: .singleton) { CampaignQuest() }
    }

    override var components: [Component] {
        [Component(Self.knight), Component(Self.quest)]
    }
}

let assembly = KnightAssembly()
assembly.attach(try Config(contentsOf: Bundle.module.url(forResource: "Knights", withExtension: "properties")!))
assembly.activate()
let knight = assembly.knight()
print("Built a Knight who rescued \(knight.damselsRescued) damsels and is on \(knight.quest.name) (\(knight.questURL?.absoluteString ?? "no URL")).")
let byType = try assembly.factory.component((any Quest).self)
print("The quest found by type is the same singleton: \(byType === knight.quest).")
