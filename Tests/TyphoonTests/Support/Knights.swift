import Foundation
import Typhoon

// The seed's knights and quests, used as fixtures across the container's tests.

protocol Quest: AnyObject {
    var questName: String { get }
}

protocol Horseman: AnyObject {}

final class CampaignQuest: Quest {
    var questName: String { "campaign" }
    init() {}
}

final class DragonQuest: Quest {
    var questName: String { "dragon" }
}

class Knight {
    var quest: (any Quest)?
    var damselsRescued = 0
    var favoriteDamsels: [String] = []
    var friends: Set<ObjectIdentifier> = []
    var friendsByName: [String: Knight] = [:]
    var events: [String] = []

    init() {}
    init(quest: any Quest) { self.quest = quest }

    func setQuest(_ quest: any Quest, andDamselsRescued count: Int) {
        events.append("method quest=\(quest.questName) damsels=\(damselsRescued)")
        self.quest = quest
        damselsRescued = count
    }

    func applyTheme() { events.append("before damsels=\(damselsRescued)") }
    func checkStateAfterBuilt() { events.append("after damsels=\(damselsRescued)") }
}

final class CavalryMan: Knight, Horseman {
    var hitPoints = 0
}

/// A knight that reports the call-backs of `InjectionAware` and `FactoryAware`.
final class AwareKnight: Knight, InjectionAware, FactoryAware {
    var factory: ComponentFactory?
    func typhoonWillInject() { events.append("willInject damsels=\(damselsRescued)") }
    func typhoonDidInject() { events.append("didInject damsels=\(damselsRescued)") }
    func typhoonSetFactory(_ factory: ComponentFactory) {
        self.factory = factory
        events.append("factory")
    }
}

final class Sword {
    let color: String
    init(color: String) { self.color = color }
}

final class SwordFactory {
    func sword(color: String) -> Sword { Sword(color: color) }
}

final class Castle {
    let knight: Knight
    let horse: Horse
    init(knight: Knight, horse: Horse) {
        self.knight = knight
        self.horse = horse
    }
}

final class Horse {
    let quest: any Quest
    init(quest: any Quest) { self.quest = quest }
}

struct Armor: Equatable {
    var weight: Int
}

class KnightAssembly: Assembly, @unchecked Sendable {
    func basicKnight() -> Knight {
        define { Knight(quest: self.defaultQuest()) }
    }

    func defaultQuest() -> any Quest {
        define { CampaignQuest() }
    }

    func cavalryMan() -> CavalryMan {
        define {
            CavalryMan()
        } configuration: { definition in
            definition.injectProperty(\.quest, with: self.defaultQuest())
            definition.injectProperty(\.damselsRescued, with: 12)
        }
    }

    func knightWithMethodInjection() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectMethod { $0.setQuest(self.defaultQuest(), andDamselsRescued: 321) }
            definition.performBeforeInjections { $0.applyTheme() }
            definition.performAfterInjections { $0.checkStateAfterBuilt() }
            definition.injectProperty(\.damselsRescued, with: 7)
        }
    }

    func awareKnight() -> AwareKnight {
        define {
            AwareKnight()
        } configuration: { definition in
            definition.performBeforeInjections { $0.events.append("before") }
            definition.injectProperty(\.damselsRescued, with: 5)
            definition.injectMethod { $0.events.append("method damsels=\($0.damselsRescued)") }
            definition.performAfterInjections { $0.events.append("after") }
        }
    }

    func knightByType() -> Knight {
        define {
            Knight()
        } configuration: {
            $0.injectProperty(\.quest)
        }
    }

    func castle() -> Castle {
        define { Castle(knight: self.basicKnight(), horse: self.horse()) }
    }

    func horse() -> Horse {
        define { Horse(quest: self.defaultQuest()) }
    }

    func swordFactory() -> SwordFactory {
        define(scope: .singleton) { SwordFactory() }
    }

    func blueSword() -> Sword {
        define { self.swordFactory().sword(color: "blue") }
    }

    func armor() -> Armor {
        define { Armor(weight: 30) }
    }

    func knightWithCollections() -> Knight {
        define {
            CavalryMan()
        } configuration: { definition in
            definition.injectProperty(\.favoriteDamsels, with: ["Mary", "Mel"])
            definition.injectProperty(
                \.friends, with: [ObjectIdentifier(self.basicKnight()), ObjectIdentifier(self.cavalryMan())])
            definition.injectProperty(
                \.friendsByName, with: ["knight": self.basicKnight(), "cavalry": self.cavalryMan()])
        }
    }

    override var components: [Component] {
        [
            Component(Self.basicKnight), Component(Self.defaultQuest), Component(Self.cavalryMan),
            Component(Self.knightWithMethodInjection, implements: (any Horseman).self),
        ]
    }
}
