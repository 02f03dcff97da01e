import Typhoon

// Fixtures for the published-singleton path of a definition call (PublishedSingletonTests).

/// A component declared as a class-bound protocol, so that the published path converts it.
protocol Signal: AnyObject {
    var serial: Int { get }
}

final class SignalLamp: Signal {
    let serial: Int
    init(serial: Int) { self.serial = serial }
}

/// Something a generic definition builds, one kind per type argument.
protocol Numbered: AnyObject {
    init(serial: Int)
}

final class RedFlag: Numbered {
    init(serial: Int) {}
}

final class BlueFlag: Numbered {
    init(serial: Int) {}
}

/// A singleton whose life a test follows through a weak reference.
final class Watched {}

final class PublishedSingletonAssembly: Assembly, @unchecked Sendable {
    let builds = Counter()

    func signal() -> any Signal { define(scope: .singleton) { SignalLamp(serial: self.builds.next()) } }

    /// One `define` for every type: a record per type, each with its own singleton.
    func flag<F: Numbered>() -> F {
        define(scope: .singleton) { F(serial: self.builds.next()) }
    }

    func watched() -> Watched {
        define(scope: .singleton) { Watched() }
    }
}
