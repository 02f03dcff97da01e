import Typhoon

// Fixtures for the engine's regression tests: components built inside another component's
// initializer, which are complete before that initializer gets them
// (Docs/Behaviour.md, Order of a build), and prototypes that refer back to the instance being
// built (Docs/Behaviour.md, Scopes).

/// Records every step run on one instance, in order.
class StepLog: InjectionAware {
    private(set) var steps: [String] = []
    func add(_ step: String) { steps.append(step) }
    func typhoonWillInject() { add("willInject") }
    func typhoonDidInject() { add("didInject") }
}

final class Envoy: StepLog {
    var aide: Aide?
    var seal: Seal?
    func receive(_ seal: Seal) { self.seal = seal }
}

final class Aide: StepLog {
    var courier: Courier?
}

final class Courier: StepLog {}

final class Seal: StepLog {}

final class Embassy {
    let envoy: Envoy
    init(envoy: Envoy) { self.envoy = envoy }
}

/// An embassy whose envoy, built inside its initializer, injects three new components.
final class EmbassyAssembly: Assembly, @unchecked Sendable {
    func embassy() -> Embassy {
        define { Embassy(envoy: self.envoy()) }
    }

    func envoy() -> Envoy {
        define {
            Envoy()
        } configuration: { definition in
            definition.performBeforeInjections { $0.add("before") }
            definition.injectProperty(\.aide, with: self.aide())
            definition.injectMethod { envoy in
                envoy.add("method")
                envoy.receive(self.seal())
            }
            definition.performAfterInjections { $0.add("after") }
        }
    }

    func aide() -> Aide {
        define {
            Aide()
        } configuration: { definition in
            definition.injectProperty(\.courier, with: self.courier())
        }
    }

    func courier() -> Courier { define { Courier() } }

    func seal() -> Seal { define { Seal() } }
}

final class Fort {}

final class Campaign {
    var fort: Fort?
}

final class Crusader {
    let campaign: Campaign
    init(campaign: Campaign) { self.campaign = campaign }
}

/// A knight whose quest, built inside the knight's initializer, injects a new prototype.
final class CrusadeAssembly: Assembly, @unchecked Sendable {
    func crusader() -> Crusader {
        define { Crusader(campaign: self.campaign()) }
    }

    func campaign() -> Campaign {
        define {
            Campaign()
        } configuration: { definition in
            definition.injectProperty(\.fort, with: self.fort())
        }
    }

    func fort() -> Fort { define(scope: .prototype) { Fort() } }
}

final class Screen {
    var panel: Panel?
}

final class Panel {
    var owner: Screen?
    var gauge: Gauge?
}

final class Gauge {
    let panel: Panel
    var screen: Screen?
    init(panel: Panel) { self.panel = panel }
}

/// Prototype cycles that close on the instance being built.
final class PrototypeCycleAssembly: Assembly, @unchecked Sendable {
    /// A prototype controller whose view points back at it.
    func screen() -> Screen {
        define(scope: .prototype) {
            Screen()
        } configuration: { definition in
            definition.injectProperty(\.panel, with: self.panel())
        }
    }

    func panel() -> Panel {
        define(scope: .prototype) {
            Panel()
        } configuration: { definition in
            definition.injectProperty(\.owner, with: self.screen())
        }
    }

    /// A prototype chain that would repeat for ever: `a` injects `b`, `b` is built with a new `c`,
    /// and `c` injects `a`, which is two levels up, so a new `a` starts the chain again.
    func a() -> Screen {
        define(scope: .prototype) {
            Screen()
        } configuration: { definition in
            definition.injectProperty(\.panel, with: self.b())
        }
    }

    func b() -> Panel {
        define(scope: .prototype) { () -> Panel in
            let panel = Panel()
            panel.gauge = self.c(panel)
            return panel
        } configuration: { definition in
            definition.injectProperty(\.owner, with: self.a())
        }
    }

    func c(_ panel: Panel) -> Gauge {
        define(arguments: panel) {
            Gauge(panel: panel)
        } configuration: { definition in
            definition.injectProperty(\.screen, with: self.a())
        }
    }

    /// Two prototypes built side by side in one initializer: siblings, not ancestors.
    func twoPanels() -> [Panel] {
        define { [self.loosePanel(), self.loosePanel()] }
    }

    func loosePanel() -> Panel { define(scope: .prototype) { Panel() } }
}

/// Records the order in which method injections run.
final class InjectionJournal: @unchecked Sendable {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

final class Leaf {
    var next: Leaf?
    init(next: Leaf? = nil) { self.next = next }
}

/// Two components built by one initializer; the first one's injection builds a component whose
/// own initializer builds another (the shrunk case of the model-based test's seed 3).
final class QueueOrderAssembly: Assembly, @unchecked Sendable {
    let journal = InjectionJournal()

    func root() -> [Leaf] {
        define { [self.first(), self.second()] }
    }

    func first() -> Leaf {
        define {
            Leaf()
        } configuration: { definition in
            definition.injectMethod { leaf in
                self.journal.add("first")
                leaf.next = self.builtWhileDraining()
            }
        }
    }

    func second() -> Leaf {
        define {
            Leaf()
        } configuration: { definition in
            definition.injectMethod { _ in self.journal.add("second") }
        }
    }

    func builtWhileDraining() -> Leaf {
        define {
            Leaf(next: self.queuedByIt())
        } configuration: { definition in
            definition.injectMethod { _ in self.journal.add("builtWhileDraining") }
        }
    }

    func queuedByIt() -> Leaf {
        define {
            Leaf()
        } configuration: { definition in
            definition.injectMethod { _ in self.journal.add("queuedByIt") }
        }
    }
}
