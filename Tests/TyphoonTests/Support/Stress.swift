import Foundation
import Synchronization
import Typhoon

// Helpers and fixtures for StressTests: work on real threads, bounded by deadlines, so that a
// deadlock fails a test instead of hanging CI.

/// How much of each stress loop to run: `TYPHOON_STRESS_SCALE` (set by `.ci/run` under the
/// thread sanitizer, which is about ten times slower), 1 otherwise.
enum StressScale {
    static let factor = ProcessInfo.processInfo.environment["TYPHOON_STRESS_SCALE"].flatMap(Double.init) ?? 1

    /// `count` scaled down, but never below `minimum`, the count that still catches the bug.
    static func scaled(_ count: Int, minimum: Int) -> Int {
        max(minimum, Int(Double(count) * factor))
    }

    /// A deadline, tripled when scaled down: a slow sanitizer build is not a deadlock.
    static func seconds(_ seconds: Double) -> Double {
        factor < 1 ? seconds * 3 : seconds
    }
}

/// Runs `body(index)` on `count` new threads and waits until all return or `seconds` pass.
///
/// Returns false when some thread did not finish in time (a deadlock): those threads are left
/// blocked, and the caller fails the test. Threads rather than Dispatch, because Dispatch on
/// Linux caps how many blocked workers it starts, which would hide contention.
func runOnThreads(_ count: Int, seconds: Double, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread.detachNewThread {
            body(index)
            group.leave()
        }
    }
    return group.wait(timeout: .now() + StressScale.seconds(seconds)) == .success
}

/// A reusable rendezvous for a fixed number of threads, whose wait gives up after a timeout so
/// that it can never be the reason a test hangs.
final class Barrier: @unchecked Sendable {
    private let condition = NSCondition()
    private let parties: Int
    private var arrived = 0
    private var generation = 0

    init(parties: Int) { self.parties = parties }

    /// Waits until every party has arrived; false if `seconds` passed first.
    @discardableResult
    func arriveAndWait(seconds: Double = 5) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let mine = generation
        arrived += 1
        if arrived == parties {
            arrived = 0
            generation += 1
            condition.broadcast()
            return true
        }
        let limit = Date(timeIntervalSinceNow: StressScale.seconds(seconds))
        while mine == generation {
            if !condition.wait(until: limit) { return mine != generation }
        }
        return true
    }
}

/// An atomic counter that closures on many threads can share.
final class AtomicCounter: Sendable {
    private let value = Atomic<Int>(0)

    /// Adds one and returns the new value.
    @discardableResult
    func increment() -> Int { value.add(1, ordering: .sequentiallyConsistent).newValue }

    var count: Int { value.load(ordering: .sequentiallyConsistent) }
}

/// Failures counted by kind, so that one message can say what went wrong how often.
final class FailureTally: Sendable {
    private let counts = Protected<[String: Int]>([:])

    func record(_ kind: String) { counts.withLock { $0[kind, default: 0] += 1 } }

    var isEmpty: Bool { counts.withLock { $0.isEmpty } }

    var summary: String {
        counts.withLock { $0.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; ") }
    }
}

// MARK: - A lazy singleton under contention

final class Expensive {}

final class ContentionAssembly: Assembly, @unchecked Sendable {
    let builds = AtomicCounter()

    /// Slow to build, so that every thread arrives while the first is still building it.
    func expensive() -> Expensive {
        define(scope: .lazySingleton) {
            self.builds.increment()
            usleep(2_000)
            return Expensive()
        }
    }
}

// MARK: - Weak singletons released and rebuilt

/// Remembers which instances were released (their serials), from their deinit.
final class ReleaseLedger: Sendable {
    private let released = Protected<Set<Int>>([])

    func noteReleased(_ serial: Int) { _ = released.withLock { $0.insert(serial) } }

    func wasReleased(_ serial: Int) -> Bool { released.withLock { $0.contains(serial) } }

    /// How many instances were released.
    var count: Int { released.withLock { $0.count } }
}

final class Tracked {
    let serial: Int
    private let ledger: ReleaseLedger

    init(serial: Int, ledger: ReleaseLedger) {
        self.serial = serial
        self.ledger = ledger
    }

    deinit { ledger.noteReleased(serial) }
}

final class WeakAssembly: Assembly, @unchecked Sendable {
    let builds = AtomicCounter()
    let ledger = ReleaseLedger()

    func tracked() -> Tracked {
        define(scope: .weakSingleton) { Tracked(serial: self.builds.increment(), ledger: self.ledger) }
    }

    func tracked(named name: String) -> Tracked {
        define(scope: .weakSingleton, arguments: name) {
            Tracked(serial: self.builds.increment(), ledger: self.ledger)
        }
    }
}

// MARK: - Patches under contention

class LazyWidget {}
final class StubLazyWidget: LazyWidget {}
class GraphWidget {}
final class StubGraphWidget: GraphWidget {}

final class PatchTargetAssembly: Assembly, @unchecked Sendable {
    /// Counts initializers that started, so that a patch can be timed to land during a build.
    let buildsStarted = AtomicCounter()

    func lazyWidget() -> LazyWidget {
        define(scope: .lazySingleton) {
            self.buildsStarted.increment()
            usleep(100)
            return LazyWidget()
        }
    }

    func graphWidget() -> GraphWidget {
        define {
            self.buildsStarted.increment()
            usleep(100)
            return GraphWidget()
        }
    }

    override var components: [Component] { [Component(Self.lazyWidget), Component(Self.graphWidget)] }
}

// MARK: - Graphs with cycles

final class Parent {
    var child: Child?
    var sameChild: Child?
}

final class Child {
    weak var parent: Parent?
}

final class Hub {
    var spoke: Spoke?
}

final class Spoke {
    weak var hub: Hub?
}

final class Page {
    let job: Job
    let header: Header
    init(job: Job, header: Header) {
        self.job = job
        self.header = header
    }
}

final class Header {
    weak var page: Page?
}

final class CycleAssembly: Assembly, @unchecked Sendable {
    /// An object-graph property cycle; both of the parent's properties get the one child.
    func parent() -> Parent {
        define {
            Parent()
        } configuration: { definition in
            definition.injectProperty(\.child, with: self.child())
            definition.injectProperty(\.sameChild, with: self.child())
        }
    }

    func child() -> Child {
        define {
            Child()
        } configuration: {
            $0.injectProperty(\.parent, with: self.parent())
        }
    }

    /// A singleton in a cycle with an object-graph component.
    func hub() -> Hub {
        define(scope: .lazySingleton) {
            Hub()
        } configuration: {
            $0.injectProperty(\.spoke, with: self.spoke())
        }
    }

    func spoke() -> Spoke {
        define {
            Spoke()
        } configuration: {
            $0.injectProperty(\.hub, with: self.hub())
        }
    }

    /// A cycle with run-time arguments, one side through the initializer.
    func page(for job: Job) -> Page {
        define(arguments: job) { Page(job: job, header: self.header(for: job)) }
    }

    func header(for job: Job) -> Header {
        define(arguments: job) {
            Header()
        } configuration: {
            $0.injectProperty(\.page, backReferenceTo: self.page(for: job))
        }
    }
}

// MARK: - Two factories whose singletons call into each other

final class Outer {
    let inner: Inner
    init(inner: Inner) { self.inner = inner }
}

final class Inner {}

/// Lets the two assemblies find each other and start their outer builds together.
final class CrossLinks: @unchecked Sendable {
    weak var left: LeftAssembly?
    weak var right: RightAssembly?
    let bothBuilding = Barrier(parties: 2)
}

final class LeftAssembly: Assembly, @unchecked Sendable {
    var links: CrossLinks?

    /// Waits until the right factory is building too, then asks it for its inner singleton.
    func outer() -> Outer {
        define(scope: .lazySingleton) {
            self.links?.bothBuilding.arriveAndWait(seconds: 1)
            return Outer(inner: self.links!.right!.inner())
        }
    }

    func inner() -> Inner { define(scope: .lazySingleton) { Inner() } }
}

final class RightAssembly: Assembly, @unchecked Sendable {
    var links: CrossLinks?

    func outer() -> Outer {
        define(scope: .lazySingleton) {
            self.links?.bothBuilding.arriveAndWait(seconds: 1)
            return Outer(inner: self.links!.left!.inner())
        }
    }

    func inner() -> Inner { define(scope: .lazySingleton) { Inner() } }
}

// MARK: - Deinits that resolve

/// Where released resources sign off: a singleton of the same assembly.
final class Registry: Sendable {
    private let released = Protected<[Int]>([])

    func noteReleased(_ serial: Int) { released.withLock { $0.append(serial) } }

    var releasedSerials: [Int] { released.withLock { $0 } }
}

/// Signs off from the registry when released, a common shape of clean-up code.
final class Resource {
    let serial: Int
    private let onRelease: () -> Void

    init(serial: Int, onRelease: @escaping () -> Void) {
        self.serial = serial
        self.onRelease = onRelease
    }

    deinit { onRelease() }
}

final class ResourceAssembly: Assembly, @unchecked Sendable {
    func registry(named name: String) -> Registry {
        define(scope: .lazySingleton, arguments: name) { Registry() }
    }

    /// A singleton (per number) whose deinit resolves the registry from this assembly.
    func resource(_ number: Int) -> Resource {
        define(scope: .lazySingleton, arguments: number) {
            Resource(serial: number) { [weak self] in self?.registry(named: "released").noteReleased(number) }
        }
    }
}

// MARK: - Children that report how they ended

/// The stop that ends a child process whose checks all held.
let childFinished = "the child process finished its checks"

/// Ends an exit test's child process with ``childFinished``.
///
/// An exit test that exits normally hands back nothing to compare, so a child that checks
/// something ends with this known stop instead: the parent expects a failure and compares the
/// message, which then says why a child that did not get here stopped (a crash, a deadline, a
/// check that failed).
func endChild() -> Never {
    fatalError(childFinished)
}
