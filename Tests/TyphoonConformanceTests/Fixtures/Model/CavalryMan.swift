import Foundation

/// A knight on horseback, with a hit ratio that one of its initializers takes.
final class CavalryMan: Knight {
    var hitRatio = 0.0
    var propertyInjectedAsInstance: [String]?

    convenience init(quest: (any Quest)?, hitRatio: Double) {
        self.init()
        self.quest = quest
        self.hitRatio = hitRatio
    }
}
