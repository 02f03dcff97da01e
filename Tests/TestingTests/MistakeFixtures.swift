import TyphoonTesting

// Fixtures for MistakeIsolationTests: an assembly with one mistake per definition, each of the
// kind that a definition method cannot throw, so that outside TyphoonTesting it stops.

final class Ring {
    let other: Loop
    init(other: Loop) { self.other = other }
}

final class Loop {
    let other: Ring
    init(other: Ring) { self.other = other }
}

final class Gauge {
    var unit = ""
}

final class Meter {}

final class Dial {}

final class Panel {
    var dial: Dial?
}

final class MistakesAssembly: Assembly, @unchecked Sendable {
    override var components: [Component] {
        [Component(Self.ring), Component(Self.gauge), Component(Self.panel), Component(Self.sound)]
    }

    /// A cycle of initializers: a ring needs a loop, which needs the ring.
    func ring() -> Ring {
        define(scope: .lazySingleton) { Ring(other: self.loop()) }
    }

    func loop() -> Loop {
        define { Loop(other: self.ring()) }
    }

    /// A config key nobody defines.
    func gauge() -> Gauge {
        define {
            Gauge()
        } configuration: {
            $0.injectProperty(\.unit, with: self.config("gauge.unitt"))
        }
    }

    /// A property by type that no listed component matches.
    func panel() -> Panel {
        define {
            Panel()
        } configuration: {
            $0.injectProperty(\.dial)
        }
    }

    /// Sound.
    func sound() -> Meter {
        define(scope: .lazySingleton) { Meter() }
    }
}
