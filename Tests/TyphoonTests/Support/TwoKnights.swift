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
