import Typhoon

/// Two listed knights: a `Knight` and a `CavalryMan`, which is a `Knight` too.
final class TwoKnightsAssembly: Assembly, @unchecked Sendable {
    func knight() -> Knight { define { Knight() } }
    func cavalryMan() -> CavalryMan { define { CavalryMan() } }
    override var components: [Component] {
        [
            Component(Self.knight),
            Component(Self.cavalryMan),
        ]
    }
}

/// Two quests listed on one line, the README's style.
final class TwoQuestsAssembly: Assembly, @unchecked Sendable {
    func campaign() -> Knight { define { Knight() } }
    func mediocre() -> Knight { define { Knight() } }
    override var components: [Component] { [Component(Self.campaign), Component(Self.mediocre)] }
}

/// A listed singleton and an unlisted one of the same type.
final class ListedAndUnlistedAssembly: Assembly, @unchecked Sendable {
    func listed() -> Knight {
        define(scope: .singleton) {
            Knight()
        } configuration: {
            $0.injectProperty(\.damselsRescued, with: 1)
        }
    }
    func unlisted() -> Knight {
        define(scope: .singleton) {
            Knight()
        } configuration: {
            $0.injectProperty(\.damselsRescued, with: 2)
        }
    }
    override var components: [Component] { [Component(Self.listed)] }
}
