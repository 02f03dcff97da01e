/// Makes cavalry men with a default hit ratio.
final class KnightFactory {
    var defaultHitRatio = 0.0

    func knight() -> CavalryMan {
        let cavalryMan = CavalryMan()
        cavalryMan.hitRatio = defaultHitRatio
        return cavalryMan
    }
}

/// Makes campaign quests.
final class QuestFactory {
    func quest() -> any Quest {
        CampaignQuest()
    }
}
