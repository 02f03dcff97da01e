import Typhoon

// The registrations of Typhoon's `TyphoonComponentFactoryTests`, one assembly per set of
// definitions a test registers, with every definition listed (Typhoon finds every registered
// definition by type).

/// A knight that takes its quest in its initializer.
final class InitializerInjectedKnightAssembly: Assembly, @unchecked Sendable {
    func knight() -> Knight {
        define { Knight(quest: self.quest()) }
    }

    func quest() -> CampaignQuest {
        define { CampaignQuest() }
    }

    override var components: [Component] {
        [Component(Self.knight), Component(Self.quest)]
    }
}

/// A knight, a cavalry man and a campaign quest.
class AllComponentsAssembly: Assembly, @unchecked Sendable {
    func knight() -> Knight {
        define { Knight(quest: self.quest()) }
    }

    func cavalryMan() -> CavalryMan {
        define { CavalryMan() }
    }

    func quest() -> CampaignQuest {
        define { CampaignQuest() }
    }

    override var components: [Component] {
        [Component(Self.knight), Component(Self.cavalryMan), Component(Self.quest, implements: (any Quest).self)]
    }
}

/// The same, with a second quest.
final class ComponentForTypeAssembly: AllComponentsAssembly, @unchecked Sendable {
    func unimpressiveQuest() -> MediocreQuest {
        define { MediocreQuest() }
    }

    override var components: [Component] {
        super.components + [Component(Self.unimpressiveQuest, implements: (any Quest).self)]
    }
}

/// A knight whose quest is injected by type, and the one quest.
final class PropertyByTypeKnightAssembly: Assembly, @unchecked Sendable {
    func knight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.quest)
        }
    }

    func quest() -> CampaignQuest {
        define { CampaignQuest() }
    }

    override var components: [Component] {
        [Component(Self.knight), Component(Self.quest, implements: (any Quest).self)]
    }
}

/// Only a quest, for a knight that no definition builds.
final class QuestOnlyAssembly: Assembly, @unchecked Sendable {
    func quest() -> CampaignQuest {
        define { CampaignQuest() }
    }

    override var components: [Component] {
        [Component(Self.quest, implements: (any Quest).self)]
    }
}

/// A knight whose quest is injected by type, and a cavalry man with a hit ratio.
final class SubclassInjectionAssembly: Assembly, @unchecked Sendable {
    func knight() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectProperty(\.quest)
        }
    }

    func cavalryMan() -> CavalryMan {
        define {
            CavalryMan()
        } configuration: { definition in
            definition.injectProperty(\.hitRatio, with: 3.0)
        }
    }

    func quest() -> CampaignQuest {
        define { CampaignQuest() }
    }

    override var components: [Component] {
        [Component(Self.knight), Component(Self.cavalryMan), Component(Self.quest, implements: (any Quest).self)]
    }
}

/// A singleton, a lazy singleton and an object-graph component, each recording its build.
final class LoadSingletonAssembly: Assembly, @unchecked Sendable {
    let log = BuildLog()

    func quest() -> CampaignQuest {
        define {
            self.log.record("quest")
            return CampaignQuest()
        } configuration: { definition in
            definition.scope = .singleton
        }
    }

    func knight() -> Knight {
        define {
            self.log.record("knight")
            return Knight()
        } configuration: { definition in
            definition.scope = .lazySingleton
        }
    }

    func cavalryMan() -> CavalryMan {
        define {
            self.log.record("cavalryMan")
            return CavalryMan()
        } configuration: { definition in
            definition.scope = .objectGraph
        }
    }

    override var components: [Component] {
        [Component(Self.quest, eager: true), Component(Self.knight), Component(Self.cavalryMan)]
    }
}

/// A weak singleton.
final class WeakSingletonAssembly: Assembly, @unchecked Sendable {
    func weakSingleton() -> Scroll {
        define {
            Scroll()
        } configuration: { definition in
            definition.scope = .weakSingleton
        }
    }

    func otherWeakSingleton() -> Scroll {
        define(scope: .weakSingleton) { Scroll() }
    }
}
