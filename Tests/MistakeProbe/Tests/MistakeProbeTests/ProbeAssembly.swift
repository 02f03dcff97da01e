import TyphoonTesting

// One definition per kind of mistake that a definition method cannot throw, and sound ones.

protocol Clock: AnyObject {}
final class SystemClock: Clock {}
final class FrozenClock: Clock {}
protocol Mailer: AnyObject {}

final class Ring {
    let loop: Loop
    init(loop: Loop) { self.loop = loop }
}

final class Loop {
    let ring: Ring
    init(ring: Ring) { self.ring = ring }
}

final class Holder {
    var value: AnyObject?
    var text = ""
}

final class Parent {
    var child: Child?
}

final class Child {
    var parent: Parent?
}

final class Sound {
    var clock: (any Clock)?
}

final class Unreached {}

/// An assembly nobody activates.
final class ForgottenAssembly: Assembly, @unchecked Sendable {
    func unreached() -> Unreached { define { Unreached() } }
}

/// What each broken component reaches by type is declared as a distinct class, so that each
/// look-up names one definition.
final class NoMatch { var mailer: (any Mailer)? }
final class TwoMatches { var clock: (any Clock)? }
final class ConfigTypo { var text = "" }
final class Unmarked { var parent: Parent? }
final class Forgotten { var knight: Holder? }
final class Wrapped {
    @InjectedProtocol var mailer: any Mailer
}
final class Inactive { var unreached: Unreached? }
final class Strict {}

final class ProbeAssembly: Assembly, @unchecked Sendable {
    override var components: [Component] {
        [
            Component(Self.systemClock, implements: (any Clock).self),
            Component(Self.frozenClock, implements: (any Clock).self),
            Component(Self.noMatch), Component(Self.twoMatches), Component(Self.ring),
            Component(Self.configTypo), Component(Self.unmarked),
            Component(Self.forgotten), Component(Self.wrapped), Component(Self.inactive),
            Component(Self.strict), Component(Self.sound),
        ]
    }

    func systemClock() -> SystemClock { define(scope: .lazySingleton) { SystemClock() } }
    func frozenClock() -> FrozenClock { define(scope: .lazySingleton) { FrozenClock() } }

    /// A property by type that nothing matches.
    func noMatch() -> NoMatch {
        define {
            NoMatch()
        } configuration: {
            $0.injectProperty(\.mailer)
        }
    }
    /// A property by type that two components match.
    func twoMatches() -> TwoMatches {
        define {
            TwoMatches()
        } configuration: {
            $0.injectProperty(\.clock)
        }
    }
    /// A cycle of initializers.
    func ring() -> Ring { define(scope: .lazySingleton) { Ring(loop: self.loop()) } }
    func loop() -> Loop { define { Loop(ring: self.ring()) } }
    /// A config key with a typo.
    func configTypo() -> ConfigTypo {
        define {
            ConfigTypo()
        } configuration: {
            $0.injectProperty(\.text, with: self.config("probe.tittle"))
        }
    }
    /// A back-reference to a component whose initializer runs, not marked as one.
    func unmarked() -> Unmarked {
        define {
            Unmarked(parent: nil)
        } configuration: {
            $0.injectProperty(\.parent, with: self.unmarkedParent())
        }
    }
    func unmarkedParent() -> Parent {
        define { () -> Parent in
            let parent = Parent()
            parent.child = self.childOfUnmarked()
            return parent
        }
    }
    func childOfUnmarked() -> Child {
        define {
            Child()
        } configuration: {
            $0.injectProperty(\.parent, with: self.unmarkedParent())
        }
    }
    /// A definition method with a parameter that it does not pass as `arguments:`.
    func forgotten() -> Forgotten {
        define {
            Forgotten()
        } configuration: {
            $0.injectProperty(\.knight, with: self.holder(named: "Lancelot"))
        }
    }
    func holder(named name: String) -> Holder { define { Holder() } }
    /// A component whose auto-injected property nothing matches.
    func wrapped() -> Wrapped { define { Wrapped() } }
    /// A definition of an assembly nobody activated.
    func inactive() -> Inactive {
        define {
            Inactive()
        } configuration: {
            $0.injectProperty(\.unreached, with: ForgottenAssembly().unreached())
        }
    }
    /// A definition that tests must patch, built unpatched.
    func strict() -> Strict {
        define {
            Strict()
        } configuration: {
            $0.mustBePatchedInTests()
        }
    }
    /// Sound: its clock by reference.
    func sound() -> Sound {
        define {
            Sound()
        } configuration: {
            $0.injectProperty(\.clock, with: self.systemClock())
        }
    }
}

extension Unmarked {
    convenience init(parent: Parent?) {
        self.init()
        self.parent = parent
    }
}
