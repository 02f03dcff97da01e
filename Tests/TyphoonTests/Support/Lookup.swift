import Typhoon

// Fixtures for look-up by type: several knights, a primary one, protocols named in `implements:`.

class LookupAssembly: Assembly, @unchecked Sendable {
    func knight() -> Knight { define { Knight() } }
    func cavalryMan() -> CavalryMan { define { CavalryMan() } }
    func quest() -> any Quest { define(scope: .singleton) { CampaignQuest() } }
    func horseman() -> CavalryMan { define { CavalryMan() } }
    func wronglyListed() -> Knight { define { Knight() } }

    override var components: [Component] {
        [
            Component(Self.knight),
            Component(Self.cavalryMan),
            Component(Self.quest),
            Component(Self.horseman, implements: (any Horseman).self),
            Component(Self.wronglyListed, implements: Sword.self),
        ]
    }
}

final class PrimaryLookupAssembly: LookupAssembly, @unchecked Sendable {
    func primaryKnight() -> Knight { define { Knight(quest: DragonQuest()) } }

    override var components: [Component] {
        super.components + [Component(Self.primaryKnight, primary: true)]
    }
}

final class QuestOverrideAssembly: LookupAssembly, @unchecked Sendable {
    override func quest() -> any Quest { define(scope: .singleton) { DragonQuest() } }
}

/// Components whose `implements:` repeats types they are found by anyway (the declared type, a
/// superclass of it) or names one twice.
final class RepeatedTypesAssembly: Assembly, @unchecked Sendable {
    func cavalryMan() -> CavalryMan { define { CavalryMan() } }
    func knight() -> Knight { define { Knight() } }

    override var components: [Component] {
        [
            Component(Self.cavalryMan, implements: CavalryMan.self, Knight.self, (any Horseman).self, Knight.self),
            Component(Self.knight, implements: Knight.self),
        ]
    }
}

/// Definitions of `any Quest` that no listing names: one without parameters, one with a run-time
/// argument, which a look-up by type cannot pass.
final class UnlistedQuestsAssembly: Assembly, @unchecked Sendable {
    func errand() -> any Quest {
        define { CampaignQuest() }
    }

    func quest(named name: String) -> any Quest {
        define(arguments: name) { CampaignQuest() }
    }
}
