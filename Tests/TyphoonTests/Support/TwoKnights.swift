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
