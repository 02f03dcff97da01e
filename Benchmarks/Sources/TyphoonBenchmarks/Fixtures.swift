import BenchmarkAssemblies
import Synchronization
import TyphoonAutoInjection

// The objects every contender builds, and the Typhoon assemblies that build them (Swinject's
// containers are in SwinjectFixtures.swift: both libraries name a type `Assembly`).

// MARK: The four-object graph: castle → knight → quest, horse → quest (one quest per graph)

protocol Quest: AnyObject {
    var questName: String { get }
}

final class CampaignQuest: Quest {
    var questName: String { "campaign" }
}

final class Knight {
    let quest: any Quest
    init(quest: any Quest) { self.quest = quest }
}

final class Horse {
    let quest: any Quest
    init(quest: any Quest) { self.quest = quest }
}

/// A component filled by property injection: its horse by reference, its quest by type.
final class Squire {
    var horse: Horse?
    var quest: (any Quest)?
}

final class Castle {
    let knight: Knight
    let horse: Horse
    init(knight: Knight, horse: Horse) {
        self.knight = knight
        self.horse = horse
    }
}

/// The graph as a person writes it without a container.
@inline(never)
func handWiredSquire() -> Squire {
    let quest = CampaignQuest()
    let squire = Squire()
    squire.horse = Horse(quest: quest)
    squire.quest = quest
    return squire
}

/// The identities of the squire and its horse, after checking that the quest is shared.
@inline(__always)
func fingerprint(_ squire: Squire) -> UInt {
    precondition(squire.horse!.quest === squire.quest!, "the squire's horse must share its quest")
    return identity(squire) &+ identity(squire.horse!)
}

func handWiredCastle() -> Castle {
    let quest = CampaignQuest()
    return Castle(knight: Knight(quest: quest), horse: Horse(quest: quest))
}

/// Mixes the identities of all four objects into a checksum, so that none can be optimized away,
/// and checks that the quest is shared (a wrong graph would make every ratio meaningless).
@inline(__always)
func fingerprint(_ castle: Castle) -> UInt {
    precondition(castle.knight.quest === castle.horse.quest, "the quest must be shared in the graph")
    return identity(castle) &+ identity(castle.knight) &+ identity(castle.horse) &+ identity(castle.knight.quest)
}

@inline(__always)
func identity(_ object: AnyObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(object))
}

// MARK: Scoped services

final class SharedService {}
final class FirstThreadService {}
final class SecondThreadService {}
final class PrototypeService {}
final class WeakService {}

/// What hand wiring does for a singleton or a weak singleton: a stored shared instance, and a
/// weak reference behind a lock, rebuilt when it was released.
final class HandHolder: @unchecked Sendable {
    private let sharedStorage = SharedService()
    private let neverUsed = SharedService()
    private let weakStorage = Mutex<WeakBox>(WeakBox())
    private let atomicShared: Atomic<Unmanaged<SharedService>>

    init() {
        atomicShared = Atomic(Unmanaged.passUnretained(sharedStorage))
    }

    /// The singleton: a call that reads a stored reference. `salt` (the benchmark's running
    /// checksum) makes each read depend on the previous iteration, so the optimizer cannot hoist
    /// the read out of the loop and fold the loop into a multiplication, as it does with a plain
    /// field read (a container call cannot be hoisted either).
    @inline(never)
    func shared(salt: UInt) -> SharedService {
        salt == .max ? neverUsed : sharedStorage
    }

    /// The singleton as any thread-safe cache hands it out: a strong reference loaded from an
    /// atomic, which the caller owns (retained here, released by the caller). Two threads doing
    /// this on one object contend for its reference count, as a container's callers do.
    @inline(never)
    func sharedStrong() -> SharedService {
        atomicShared.load(ordering: .acquiring).takeUnretainedValue()
    }

    var weak: WeakService {
        weakStorage.withLock { box in
            if let service = box.service { return service }
            let service = WeakService()
            box.service = service
            return service
        }
    }
}

struct WeakBox: @unchecked Sendable {
    weak var service: WeakService?
}

// MARK: The deep graph (the generated assemblies are in the BenchmarkAssemblies target)

/// The deep graph by hand: `levels` nodes, each holding the next.
@inline(never)
func handWiredDeepGraph(levels: Int) -> DeepNode {
    var node: DeepNode?
    for _ in 0..<levels { node = DeepNode(next: node) }
    return node!
}

/// Counts the levels of a deep graph, so that the whole chain is used.
@inline(__always)
func depthFingerprint(_ root: DeepNode) -> UInt {
    var sum: UInt = 0
    var node: DeepNode? = root
    var count = 0
    while let current = node {
        sum &+= identity(current)
        count += 1
        node = current.next
    }
    precondition(count == deepGraphLevels, "the deep graph must have \(deepGraphLevels) levels")
    return sum
}

/// The same 100-level graph through one definition with a run-time argument (the level), the
/// alternative to generating one method per level.
final class DeepByArgumentAssembly: Assembly, @unchecked Sendable {
    func level(_ index: Int) -> DeepNode {
        define(arguments: index) {
            DeepNode(next: index + 1 < deepGraphLevels ? self.level(index + 1) : nil)
        }
    }
}

// MARK: The main assembly

final class BenchmarkAssembly: Assembly, @unchecked Sendable {
    func castle() -> Castle {
        define { Castle(knight: self.knight(), horse: self.horse()) }
    }

    func knight() -> Knight {
        define { Knight(quest: self.quest()) }
    }

    func horse() -> Horse {
        define { Horse(quest: self.quest()) }
    }

    func quest() -> any Quest {
        define { CampaignQuest() }
    }

    func squire() -> Squire {
        define {
            Squire()
        } configuration: { definition in
            definition.injectProperty(\.horse, with: self.horse())
            definition.injectProperty(\.quest)
        }
    }

    func sharedService() -> SharedService {
        define(scope: .singleton) { SharedService() }
    }

    /// Two more singletons, so that two threads can each resolve their own.
    func firstThreadService() -> FirstThreadService {
        define(scope: .singleton) { FirstThreadService() }
    }

    func secondThreadService() -> SecondThreadService {
        define(scope: .singleton) { SecondThreadService() }
    }

    func prototypeService() -> PrototypeService {
        define(scope: .prototype) { PrototypeService() }
    }

    func weakService() -> WeakService {
        define(scope: .weakSingleton) { WeakService() }
    }

    override var components: [Component] {
        [
            Component(Self.castle), Component(Self.knight), Component(Self.horse), Component(Self.quest),
            Component(Self.sharedService), Component(Self.prototypeService), Component(Self.weakService),
        ]
    }
}

// MARK: inject(self): ten wrappers, five by class and five by protocol

class Dependency0 {}
class Dependency1 {}
class Dependency2 {}
class Dependency3 {}
class Dependency4 {}
protocol Service5: AnyObject {}
protocol Service6: AnyObject {}
protocol Service7: AnyObject {}
protocol Service8: AnyObject {}
protocol Service9: AnyObject {}
final class Service5Impl: Service5 {}
final class Service6Impl: Service6 {}
final class Service7Impl: Service7 {}
final class Service8Impl: Service8 {}
final class Service9Impl: Service9 {}

/// An object the container does not build (a test case, a controller), filled by `inject(_:)`.
final class TenWrappers {
    @InjectedClass var dependency0: Dependency0
    @InjectedClass var dependency1: Dependency1
    @InjectedClass var dependency2: Dependency2
    @InjectedClass var dependency3: Dependency3
    @InjectedClass var dependency4: Dependency4
    @InjectedProtocol var service5: any Service5
    @InjectedProtocol var service6: any Service6
    @InjectedProtocol var service7: any Service7
    @InjectedProtocol var service8: any Service8
    @InjectedProtocol var service9: any Service9

    /// Reads every property, so that the injection cannot be skipped.
    var fingerprint: UInt {
        identity(dependency0) &+ identity(dependency1) &+ identity(dependency2) &+ identity(dependency3)
            &+ identity(dependency4) &+ identity(service5) &+ identity(service6) &+ identity(service7)
            &+ identity(service8) &+ identity(service9)
    }
}

/// The ten components, in the default scope (a new instance for each `inject(_:)`).
final class InjectionAssembly: Assembly, @unchecked Sendable {
    func dependency0() -> Dependency0 { define { Dependency0() } }
    func dependency1() -> Dependency1 { define { Dependency1() } }
    func dependency2() -> Dependency2 { define { Dependency2() } }
    func dependency3() -> Dependency3 { define { Dependency3() } }
    func dependency4() -> Dependency4 { define { Dependency4() } }
    func service5() -> any Service5 { define { Service5Impl() } }
    func service6() -> any Service6 { define { Service6Impl() } }
    func service7() -> any Service7 { define { Service7Impl() } }
    func service8() -> any Service8 { define { Service8Impl() } }
    func service9() -> any Service9 { define { Service9Impl() } }

    override var components: [Component] {
        [
            Component(Self.dependency0), Component(Self.dependency1), Component(Self.dependency2),
            Component(Self.dependency3), Component(Self.dependency4), Component(Self.service5),
            Component(Self.service6), Component(Self.service7), Component(Self.service8),
            Component(Self.service9),
        ]
    }
}
