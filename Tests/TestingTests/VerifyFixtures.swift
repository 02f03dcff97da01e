import Foundation
import TyphoonTesting

// A castle wired with one of each mistake verify() finds.

final class Sword {}
protocol Quest: AnyObject {}
final class GrailQuest: Quest {}
final class DragonQuest: Quest {}
final class Horse {}

final class Squire {
    var sword: Sword?
    var quest: (any Quest)?
}

final class Stable {
    @InjectedClass var horse: Horse
}

@MainActor final class Banner {}

final class Herald {
    var banner: Banner?
}

final class Tower {
    var height = 0
}

final class Chicken {
    init(egg: Egg) {}
}

final class Egg {
    init(chicken: Chicken) {}
}

enum MoatError: Error { case dry }

final class Moat {
    init(filled: Bool) throws {
        guard filled else { throw MoatError.dry }
    }
}

final class Page {
    let number: Int
    init(number: Int) { self.number = number }
}

final class Book {
    let page: Page
    init(page: Page) { self.page = page }
}

/// What a good definition reached from a broken one sees: nothing of it is kept.
final class Gate {}

class CastleAssembly: Assembly, @unchecked Sendable {
    /// No component is a Sword.
    func squire() -> Squire {
        define {
            Squire()
        } configuration: {
            $0.injectProperty(\.sword)
        }
    }

    /// Two quests, none primary.
    func grail() -> any Quest { define { GrailQuest() } }
    func dragon() -> any Quest { define { DragonQuest() } }
    func questingSquire() -> Squire {
        define {
            Squire()
        } configuration: {
            $0.injectProperty(\.quest)
        }
    }

    /// No component is a Horse, for the wrapper.
    func stable() -> Stable { define { Stable() } }

    /// A component of the main actor, injected by type into one that is not.
    @MainActor func banner() -> Banner { define { Banner() } }
    func herald() -> Herald {
        define {
            Herald()
        } configuration: {
            $0.injectProperty(\.banner)
        }
    }

    /// A key no configuration holds, and a value that is not a number.
    func tower() -> Tower {
        define {
            Tower()
        } configuration: {
            $0.injectProperty(\.height, with: self.config("tower.height"))
        }
    }
    func keep() -> Tower {
        define {
            Tower()
        } configuration: {
            $0.injectProperty(\.height, with: self.config("keep.height"))
        }
    }

    /// Initializers that need each other.
    func chicken() -> Chicken { define { Chicken(egg: self.egg()) } }
    func egg() -> Egg { define { Egg(chicken: self.chicken()) } }

    /// An initializer that throws.
    func moat() -> Moat { define { try Moat(filled: false) } }

    /// A method with a parameter that passes no `arguments:`, reached from a listed one.
    func page(number: Int) -> Page { define(scope: .singleton) { Page(number: number) } }
    func book() -> Book { define { Book(page: self.page(number: 1)) } }

    /// Nothing wrong.
    func gate() -> Gate { define(scope: .singleton) { Gate() } }

    override var components: [Component] {
        [
            Component(Self.squire), Component(Self.grail), Component(Self.dragon), Component(Self.questingSquire),
            Component(Self.stable), Component(Self.banner), Component(Self.herald), Component(Self.tower),
            Component(Self.keep), Component(Self.chicken), Component(Self.moat), Component(Self.book),
            Component(Self.gate),
        ]
    }
}

/// The configuration the castle reads.
let castleConfig = try! Config(properties: "keep.height = tall\n")

/// Counts the instances built, to show which factory built them.
final class Ledger: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
}

final class Treasury {
    init(ledger: Ledger) { ledger.add() }
}

/// A wiring without mistakes once its moat is patched: a singleton, and a definition whose
/// initializer throws.
final class TreasuryAssembly: Assembly, @unchecked Sendable {
    func treasury() -> Treasury { define(scope: .singleton) { Treasury(ledger: Ledger()) } }
    func moat() -> Moat { define { try Moat(filled: false) } }

    override var components: [Component] { [Component(Self.treasury), Component(Self.moat)] }
}

/// A definition with a run-time argument whose build has a problem: only a sample reaches it.
final class ScrollAssembly: Assembly, @unchecked Sendable {
    func scroll(title: String) -> Tower {
        define(arguments: title) {
            Tower()
        } configuration: {
            $0.injectProperty(\.height, with: self.config("scroll.\(title)"))
        }
    }
}

/// The treasury again, counting its builds in a ledger of its own: one test reads the count, so no
/// test running beside it may build this treasury.
final class CountedTreasuryAssembly: Assembly, @unchecked Sendable {
    static let built = Ledger()

    func treasury() -> Treasury { define(scope: .singleton) { Treasury(ledger: Self.built) } }
    func moat() -> Moat { define { try Moat(filled: false) } }

    override var components: [Component] { [Component(Self.treasury), Component(Self.moat)] }
}
