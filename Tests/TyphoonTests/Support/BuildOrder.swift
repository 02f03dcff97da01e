import Typhoon

// Fixtures for the order of a build: a component handed to an initializer is complete, after
// call-backs wait for the end of the outermost call, back-references wait for the initializer of
// the component they refer to, and prototypes are reused one level deep.

final class Grail {
    var title = "unset"
}

final class Pilgrim {
    let grail: Grail
    let titleSeenByInit: String

    init(grail: Grail) {
        self.grail = grail
        titleSeenByInit = grail.title
    }
}

/// The example of the issue that changed the order: the pilgrim's initializer reads its quest's
/// injected title.
final class PilgrimAssembly: Assembly, @unchecked Sendable {
    let journal = InjectionJournal()

    func grail() -> Grail {
        define {
            Grail()
        } configuration: { definition in
            definition.injectProperty(\.title, with: "the Grail")
            definition.performAfterInjections { _ in self.journal.add("grail after") }
        }
    }

    func pilgrim() -> Pilgrim {
        define {
            Pilgrim(grail: self.grail())
        } configuration: { definition in
            definition.performAfterInjections { _ in self.journal.add("pilgrim after") }
        }
    }

    func sharedPilgrim() -> Pilgrim {
        define(scope: .singleton) { Pilgrim(grail: self.grail()) }
    }
}

final class King {
    var name = ""
    var personalGuard: Guard?
}

final class Guard {
    var kingdom: Kingdom?
}

final class Kingdom {
    var first: King?
    var second: King?
}

/// Two kings who each get a prototype guard; the second king is built inside the first guard's
/// injections, two levels below it.
final class RealmAssembly: Assembly, @unchecked Sendable {
    func generalGuard() -> Guard {
        define(scope: .prototype) {
            Guard()
        } configuration: {
            $0.injectProperty(\.kingdom, with: self.kingdom())
        }
    }

    func arthur() -> King {
        define(scope: .lazySingleton) {
            King()
        } configuration: { definition in
            definition.injectProperty(\.name, with: "Arthur")
            definition.injectProperty(\.personalGuard, with: self.generalGuard())
        }
    }

    func mordred() -> King {
        define(scope: .lazySingleton) {
            King()
        } configuration: { definition in
            definition.injectProperty(\.name, with: "Mordred")
            definition.injectProperty(\.personalGuard, with: self.generalGuard())
        }
    }

    func kingdom() -> Kingdom {
        define(scope: .lazySingleton) {
            Kingdom()
        } configuration: { definition in
            definition.injectProperty(\.first, with: self.arthur())
            definition.injectProperty(\.second, with: self.mordred())
        }
    }
}

final class Steward {
    let pennant: Pennant
    init(pennant: Pennant) { self.pennant = pennant }
}

final class Pennant {
    weak var steward: Steward?
    weak var crier: Steward?
    var motto = ""
}

/// Back-references in the order they wait, and one that finds no initializer running.
final class StewardAssembly: Assembly, @unchecked Sendable {
    let journal = InjectionJournal()
    private(set) var stewardInitializerRuns = 0

    func steward() -> Steward {
        define { () -> Steward in
            self.stewardInitializerRuns += 1
            return Steward(pennant: self.pennant())
        } configuration: { definition in
            definition.performAfterInjections { _ in self.journal.add("steward after") }
        }
    }

    func pennant() -> Pennant {
        define {
            Pennant()
        } configuration: { definition in
            definition.injectProperty(\.steward, backReferenceTo: self.recorded("steward", self.steward()))
            definition.injectProperty(\.motto, with: self.recorded("motto", "Semper"))
            definition.injectProperty(\.crier, backReferenceTo: self.recorded("crier", self.steward()))
            definition.performAfterInjections { _ in self.journal.add("pennant after") }
        }
    }

    private func recorded<V>(_ entry: String, _ value: @autoclosure () -> V) -> V {
        journal.add(entry)
        return value()
    }
}
