import Foundation
import TyphoonTesting

// Armories wired with several mistakes in one definition, for how far verify() checks past each;
// and couriers that tests must patch, which verify() never builds for real.

final class Halberd {}
protocol Banneret: AnyObject {}
final class RedBanneret: Banneret {}
final class BlueBanneret: Banneret {}

final class Armorer {
    var halberd: Halberd?
    var banneret: (any Banneret)?
    var forges = 0
    var anvils = 0
    var apprentice: Apprentice?

    init(forges: Int = 0) { self.forges = forges }
}

final class Apprentice {
    init(journeyman: Journeyman) {}
}

final class Journeyman {
    init(apprentice: Apprentice) {}
}

/// A missing match, then a key no configuration holds: a real call stops at the missing match.
final class SmithyAssembly: Assembly, @unchecked Sendable {
    func smith() -> Armorer {
        define {
            Armorer()
        } configuration: {
            $0.injectProperty(\.halberd)
            $0.injectProperty(\.forges, with: self.config("smithy.forges"))
        }
    }

    override var components: [Component] { [Component(Self.smith)] }
}

/// A missing match, a doubled match (two banners, none primary) and a key typo, each in a
/// property of its own.
final class GuildAssembly: Assembly, @unchecked Sendable {
    func red() -> any Banneret { define { RedBanneret() } }
    func blue() -> any Banneret { define { BlueBanneret() } }

    func master() -> Armorer {
        define {
            Armorer()
        } configuration: {
            $0.injectProperty(\.halberd)
            $0.injectProperty(\.banneret)
            $0.injectProperty(\.forges, with: self.config("guild.forges"))
        }
    }

    override var components: [Component] { [Component(Self.red), Component(Self.blue), Component(Self.master)] }
}

/// The same three, the typo first: the injections after it are checked on another try.
final class ForgeAssembly: Assembly, @unchecked Sendable {
    func red() -> any Banneret { define { RedBanneret() } }
    func blue() -> any Banneret { define { BlueBanneret() } }

    func foreman() -> Armorer {
        define {
            Armorer()
        } configuration: {
            $0.injectProperty(\.forges, with: self.config("forge.forges"))
            $0.injectProperty(\.halberd)
            $0.injectProperty(\.banneret)
        }
    }

    override var components: [Component] { [Component(Self.red), Component(Self.blue), Component(Self.foreman)] }
}

/// A cycle of initializers inside one property's value, and a typo in another property.
final class WorkshopAssembly: Assembly, @unchecked Sendable {
    func trainer() -> Armorer {
        define {
            Armorer()
        } configuration: {
            $0.injectProperty(\.apprentice, with: self.apprentice())
            $0.injectProperty(\.anvils, with: self.config("workshop.anvils"))
        }
    }

    func apprentice() -> Apprentice { define { Apprentice(journeyman: self.journeyman()) } }
    func journeyman() -> Journeyman { define { Journeyman(apprentice: self.apprentice()) } }

    override var components: [Component] { [Component(Self.trainer)] }
}

/// A typo in the initializer, then a missing match: nothing of the definition is checked past
/// its initializer.
final class GuildhallAssembly: Assembly, @unchecked Sendable {
    func guildmaster() -> Armorer {
        define {
            Armorer(forges: self.config("guildhall.forges"))
        } configuration: {
            $0.injectProperty(\.halberd)
        }
    }

    override var components: [Component] { [Component(Self.guildmaster)] }
}

// MARK: - Definitions that tests must patch

/// Counts the couriers built for real: none may be, by verify() or by any test.
let realCouriers = Ledger()

final class Courier {
    let route: String
    init(route: String, ledger: Ledger?) {
        self.route = route
        ledger?.add()
    }
}

final class Dispatch {
    var courier: Courier?
    var routes = 0
}

/// A courier (the network, in an app) that every test must patch.
final class CourierAssembly: Assembly, @unchecked Sendable {
    func courier() -> Courier {
        define(scope: .lazySingleton) {
            Courier(route: "real", ledger: realCouriers)
        } configuration: {
            $0.mustBePatchedInTests()
        }
    }

    override var components: [Component] { [Component(Self.courier)] }
}

/// A dispatch that needs the courier in one property and has a key typo in another.
final class DispatchAssembly: Assembly, @unchecked Sendable {
    func courier() -> Courier {
        define(scope: .lazySingleton) {
            Courier(route: "real", ledger: realCouriers)
        } configuration: {
            $0.mustBePatchedInTests()
        }
    }

    func dispatch() -> Dispatch {
        define {
            Dispatch()
        } configuration: {
            $0.injectProperty(\.courier, with: self.courier())
            $0.injectProperty(\.routes, with: self.config("dispatch.routes"))
        }
    }

    override var components: [Component] { [Component(Self.dispatch)] }
}
