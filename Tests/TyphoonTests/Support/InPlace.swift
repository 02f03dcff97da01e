import TyphoonAutoInjection

// Fixtures for configurations that run on the built instance in place: declared in the order a
// build runs its steps, out of that order, escaped from their closure, with auto-injected
// properties and method injections, and with optional properties found by type.

protocol Tabard: AnyObject { var motto: String { get } }
final class SilkTabard: Tabard { let motto = "silk" }

final class Pursuivant {
    var tabard: (any Tabard)?
    var title = ""
    var cry = ""
    /// What the method injection saw of the properties, build after build.
    var heardTitle = ""
    /// Another pursuivant, built in place inside this one's configuration.
    var deputy: Pursuivant?
}

/// An officer of arms of any rank: one generic definition builds each subclass (``InPlaceAssembly/officer(_:)``).
class ArmsOfficer {
    var title = ""
    required init() {}
}

final class GarterKing: ArmsOfficer {}
final class NorroyKing: ArmsOfficer {}

/// A pursuivant whose class has an auto-injected property: its method injection must see it filled.
final class WrappedPursuivant {
    @InjectedProtocol var tabard: any Tabard
    var tabardSeenByMethod = ""
}

final class InPlaceAssembly: Assembly, @unchecked Sendable {
    /// The definition of ``escapingPursuivant()``'s last build, kept past its configuration.
    nonisolated(unsafe) var escaped: Definition<Pursuivant>?
    /// Every definition ``escapingPursuivant()`` was configured on, kept.
    nonisolated(unsafe) var allEscaped: [Definition<Pursuivant>] = []
    nonisolated(unsafe) var configurationRuns = 0

    func tabard() -> any Tabard { define { SilkTabard() } }

    /// The pursuivants ``heraldedPursuivant()``'s after call-backs ran on, in order.
    nonisolated(unsafe) var heralded: [ObjectIdentifier] = []

    /// A pursuivant announced by an after call-back, once its build is over.
    func heraldedPursuivant() -> Pursuivant {
        define {
            Pursuivant()
        } configuration: { definition in
            definition.injectProperty(\.title, with: "Rouge Croix")
            definition.performAfterInjections { self.heralded.append(ObjectIdentifier($0)) }
        }
    }

    /// Declared in the order a build runs: before call-back, properties, method.
    func pursuivant() -> Pursuivant {
        define {
            Pursuivant()
        } configuration: { definition in
            self.configurationRuns += 1
            definition.performBeforeInjections { $0.cry = "hear ye" }
            definition.injectProperty(\.title, with: "Garter")
            definition.injectProperty(\.tabard)
            definition.injectMethod { $0.heardTitle = $0.title }
        }
    }

    /// A pursuivant whose deputy, of the same class, is built in place while its own configuration
    /// runs in place, before its own title is set.
    func seniorPursuivant() -> Pursuivant {
        define {
            Pursuivant()
        } configuration: { definition in
            definition.injectProperty(\.deputy, with: self.juniorPursuivant())
            definition.injectProperty(\.title, with: "Rouge Dragon")
        }
    }

    func juniorPursuivant() -> Pursuivant {
        define {
            Pursuivant()
        } configuration: {
            $0.injectProperty(\.title, with: "Bluemantle")
        }
    }

    /// The method declared first: it still runs after the property.
    func backwardsPursuivant() -> Pursuivant {
        define {
            Pursuivant()
        } configuration: { definition in
            definition.injectMethod { $0.heardTitle = $0.title }
            definition.injectProperty(\.title, with: "Clarenceux")
        }
    }

    /// Keeps its definition for a test to use after the build.
    func escapingPursuivant() -> Pursuivant {
        define {
            Pursuivant()
        } configuration: { definition in
            definition.injectProperty(\.title, with: "Norroy")
            self.escaped = definition
            self.allEscaped.append(definition)
        }
    }

    /// One definition (one call site, one declared type) whose built class is the method's
    /// generic parameter.
    func officer<H: ArmsOfficer>(_: H.Type) -> ArmsOfficer {
        define(scope: .prototype) {
            H()
        } configuration: {
            $0.injectProperty(\.title, with: "\(H.self)")
        }
    }

    /// A pursuivant titled with a run-time argument, for builds on several threads.
    func pursuivant(titled title: String) -> Pursuivant {
        define(scope: .prototype, arguments: title) {
            Pursuivant()
        } configuration: {
            $0.injectProperty(\.title, with: title)
        }
    }

    func wrappedPursuivant() -> WrappedPursuivant {
        define {
            WrappedPursuivant()
        } configuration: { definition in
            definition.injectMethod { $0.tabardSeenByMethod = $0.tabard.motto }
        }
    }

    override var components: [Component] { [Component(Self.tabard)] }
}

/// A pursuivant with no tabard listed, so that its by-type property finds no match.
final class UnlistedTabardAssembly: Assembly, @unchecked Sendable {
    func pursuivant() -> Pursuivant {
        define {
            Pursuivant()
        } configuration: {
            $0.injectProperty(\.tabard)
        }
    }

    override var components: [Component] { [Component(Self.pursuivant)] }
}
