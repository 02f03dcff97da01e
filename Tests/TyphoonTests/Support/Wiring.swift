import Typhoon

// Fixtures for WiringGraphTests. The JSON test compares the graph of `MapAssembly` exactly,
// locations included: keep each definition on its line.

final class Map {
    let compass: Compass
    var legend: Legend?
    var ink: Ink?
    var owner: Cartographer?
    init(compass: Compass) { self.compass = compass }
}

final class Compass {}

final class Legend {
    var title = ""
}

protocol Pigment: AnyObject {}

final class Ink: Pigment {}

final class Cartographer {
    let map: Map
    var signature: String?
    init(map: Map) { self.map = map }
    func sign(with ink: Ink) { signature = "\(ink)" }
}

final class Pin {
    let label: String
    init(label: String) { self.label = label }
}

/// Every kind of reference once: an initializer, a property by reference, a property by type, a
/// method injection, a back-reference; a configuration key, run-time arguments, a definition that
/// tests must patch.
final class MapAssembly: Assembly, @unchecked Sendable {
    func map() -> Map {
        define {
            Map(compass: self.compass())
        } configuration: {
            $0.injectProperty(\.legend, with: self.legend())
            $0.injectProperty(\.ink)
            $0.injectProperty(\.owner, backReferenceTo: self.cartographer())
        }
    }

    func compass() -> Compass { define(scope: .singleton) { Compass() } }

    func legend() -> Legend {
        define {
            Legend()
        } configuration: {
            $0.injectProperty(\.title, with: self.config("map.title"))
        }
    }

    func ink() -> Ink {
        define(scope: .lazySingleton) {
            Ink()
        } configuration: {
            $0.mustBePatchedInTests()
        }
    }

    func cartographer() -> Cartographer {
        define(scope: .singleton) {
            Cartographer(map: self.map())
        } configuration: { cartographer in
            cartographer.injectMethod { $0.sign(with: self.ink()) }
        }
    }

    func pin(labelled label: String) -> Pin { define(arguments: label) { Pin(label: label) } }

    override var components: [Component] {
        [Component(Self.cartographer), Component(Self.ink, implements: (any Pigment).self)]
    }
}

// MARK: - An option in a graph

/// A route picked by a configuration value: the option, the definition it picks and the one it
/// does not.
final class RouteAssembly: Assembly, @unchecked Sendable {
    override var components: [Component] { [Component(Self.route)] }

    func route() -> Compass {
        option(on: self.config("route.kind") as String) { match in
            match.when("land") { self.landRoute() }
            match.otherwise { self.seaRoute() }
        }
    }

    func landRoute() -> Compass { define { Compass() } }
    func seaRoute() -> Compass { define { Compass() } }
}

// MARK: - A definition that must be patched, in a graph

final class SignalFire {}

final class Watchpost {
    let fire: SignalFire
    init(fire: SignalFire) { self.fire = fire }
}

/// A watchpost whose signal fire must be patched in tests.
///
/// It counts the fire's real builds. A sandbox makes its own instance of the assembly's class, so
/// the count is the class's: each test uses a subclass of its own.
class SignalAssembly: Assembly, @unchecked Sendable {
    class var fireBuilds: AtomicCounter { fatalError("a test uses a subclass of its own") }

    override var components: [Component] { [Component(Self.watchpost)] }

    func watchpost() -> Watchpost { define { Watchpost(fire: self.signalFire()) } }

    func signalFire() -> SignalFire {
        define(scope: .lazySingleton) { () -> SignalFire in
            Self.fireBuilds.increment()
            return SignalFire()
        } configuration: {
            $0.mustBePatchedInTests()
        }
    }
}

final class UnpatchedSignalAssembly: SignalAssembly, @unchecked Sendable {
    static let builds = AtomicCounter()
    override class var fireBuilds: AtomicCounter { builds }
}

final class PatchedSignalAssembly: SignalAssembly, @unchecked Sendable {
    static let builds = AtomicCounter()
    override class var fireBuilds: AtomicCounter { builds }
}
