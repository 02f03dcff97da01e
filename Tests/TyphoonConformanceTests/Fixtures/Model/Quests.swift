import Foundation

/// What a knight sets out to do.
protocol Quest: AnyObject {
    var questName: String { get }
    var imageUrl: URL? { get set }
}

/// A quest that pays a bounty.
protocol RescueQuest: Quest {
    var bounty: Int { get set }
}

/// The usual quest, with a fort.
final class CampaignQuest: Quest {
    var imageUrl: URL?
    var fort: Fort?
    let questName = "Campaign Quest"

    init() {}

    init(imageUrl: URL?) {
        self.imageUrl = imageUrl
    }
}

/// A quest of no distinction.
final class MediocreQuest: Quest {
    var imageUrl: URL?
    let questName = "Mediocre Quest"
}

/// A rescue with a bounty.
final class DamselQuest: RescueQuest {
    var imageUrl: URL?
    var bounty = 0
    let questName = "Damsel Quest"
}

/// A quest that keeps a weak reference to whoever set it up.
final class DummyQuest: Quest {
    var imageUrl: URL?
    weak var context: AnyObject?
    let questName = "Dummy"

    func setContext(_ context: AnyObject?) {
        self.context = context
    }
}

/// A quest that wraps another and forwards to it, the Swift stand-in for Typhoon's `NSProxy`
/// decorator.
final class DecoratedQuest: Quest {
    let decorated: any Quest

    init(decorating quest: any Quest) {
        decorated = quest
    }

    var questName: String { "Decorated \(decorated.questName)" }

    var imageUrl: URL? {
        get { decorated.imageUrl }
        set { decorated.imageUrl = newValue }
    }
}
