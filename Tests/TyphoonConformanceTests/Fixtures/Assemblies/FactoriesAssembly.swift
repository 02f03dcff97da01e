import Typhoon

/// Factory definitions: a knight made by a knight factory that takes a run-time argument, and
/// components made by factories and found by class or by protocol.
final class FactoriesAssembly: Assembly, @unchecked Sendable {
    func createKnight() -> Knight {
        define { self.knightsFactoryWithDefaultHitRatio(3.5).knight() }
    }

    func knightsFactoryWithDefaultHitRatio(_ hitRatio: Double) -> KnightFactory {
        define(arguments: hitRatio) {
            KnightFactory()
        } configuration: { definition in
            definition.injectProperty(\.defaultHitRatio, with: hitRatio)
            definition.scope = .lazySingleton
        }
    }

    func questFactory() -> QuestFactory {
        define { QuestFactory() }
    }

    /// Made by a factory, listed as the class the factory makes.
    func factoryCavalryMan() -> CavalryMan {
        define { self.knightsFactoryWithDefaultHitRatio(1).knight() }
    }

    /// Made by a factory, listed as the protocol it conforms to.
    func factoryQuest() -> any Quest {
        define { self.questFactory().quest() }
    }

    override var components: [Component] {
        [Component(Self.factoryCavalryMan), Component(Self.factoryQuest)]
    }
}
