import Typhoon

/// A quest and a fort, found by type.
final class TyphoonAutoInjectionAssembly: Assembly, @unchecked Sendable {
    func defaultQuest() -> any Quest {
        define { CampaignQuest() }
    }

    func defaultFort() -> Fort {
        define { Fort() }
    }

    override var components: [Component] {
        [Component(Self.defaultQuest), Component(Self.defaultFort)]
    }
}

/// Defines the knight whose wrappers are filled from `TyphoonAutoInjectionAssembly`.
final class TyphoonAutoInjectionAssemblyWithKnight: Assembly, @unchecked Sendable {
    func autoInjectedKnight() -> AutoInjectionKnight {
        define { AutoInjectionKnight() }
    }
}
