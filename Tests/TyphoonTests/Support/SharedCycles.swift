import Dispatch
import Foundation
import Typhoon

// Fixtures for SharedCycleTests: a cycle of shared instances (a service and its delegate) entered
// from both ends by threads at once. An optional rendezvous holds each initializer until every
// thread is inside one, so that every run meets the race: each thread has claimed its end of the
// cycle before either asks for the other end.

/// The parties a cycle's threads meet at, inside their initializers.
final class Meeting: Sendable {
    let barrier: Barrier

    init(parties: Int) { barrier = Barrier(parties: parties) }

    func arrive() { barrier.arriveAndWait(seconds: 10) }
}

final class CycleService {
    var delegate: CycleDelegate?
    /// Set by an initializer injection (``InitializerCycleAssembly``).
    var initialDelegate: CycleDelegate?
    /// What the after call-back saw: the delegate, and the delegate's service.
    var calledBackWith: (CycleDelegate?, CycleService?)?

    init(delegate: CycleDelegate? = nil) { initialDelegate = delegate }
}

final class CycleDelegate {
    var service: CycleService?
    var calledBackWith: (CycleService?, CycleDelegate?)?
}

/// A service and its delegate that refer to each other through properties, in `scopes`, each
/// counting its initializer runs; both after call-backs record what they see.
final class PropertyCycleAssembly: Assembly, @unchecked Sendable {
    var scopes: (service: Scope, delegate: Scope) = (.lazySingleton, .lazySingleton)
    var meeting: Meeting?
    /// Where the delegate is defined: this assembly, or a collaborator of the same factory.
    var delegates: PropertyCycleAssembly?
    let services = AtomicCounter()
    let delegateBuilds = AtomicCounter()

    func service() -> CycleService {
        define(scope: scopes.service) { () -> CycleService in
            self.services.increment()
            self.meeting?.arrive()
            return CycleService()
        } configuration: {
            $0.injectProperty(\.delegate, with: (self.delegates ?? self).delegate())
            $0.performAfterInjections { $0.calledBackWith = ($0.delegate, $0.delegate?.service) }
        }
    }

    func delegate() -> CycleDelegate {
        define(scope: scopes.delegate) { () -> CycleDelegate in
            self.delegateBuilds.increment()
            self.meeting?.arrive()
            return CycleDelegate()
        } configuration: {
            $0.injectProperty(\.service, with: (self.delegates ?? self).serviceOfCollaborator())
            $0.performAfterInjections { $0.calledBackWith = ($0.service, $0.service?.delegate) }
        }
    }

    /// The service, as the delegate's assembly reaches it: this assembly's, or the one whose
    /// collaborator it is.
    var serviceOwner: PropertyCycleAssembly?

    func serviceOfCollaborator() -> CycleService {
        (serviceOwner ?? self).service()
    }
}

/// A service whose initializer takes its delegate, and a delegate that refers back to the service
/// (`backReferenceTo:`), both lazy singletons.
final class InitializerCycleAssembly: Assembly, @unchecked Sendable {
    var meeting: Meeting?
    let services = AtomicCounter()
    let delegateBuilds = AtomicCounter()

    func service() -> CycleService {
        define(scope: .lazySingleton) { () -> CycleService in
            self.services.increment()
            self.meeting?.arrive()
            return CycleService(delegate: self.delegate())
        }
    }

    func delegate() -> CycleDelegate {
        define(scope: .lazySingleton) { () -> CycleDelegate in
            self.delegateBuilds.increment()
            self.meeting?.arrive()
            return CycleDelegate()
        } configuration: {
            $0.injectProperty(\.service, backReferenceTo: self.service())
        }
    }
}

/// A service and delegate per run-time argument, referring to each other's of the same argument.
final class ArgumentCycleAssembly: Assembly, @unchecked Sendable {
    var meeting: Meeting?
    let services = AtomicCounter()
    let delegateBuilds = AtomicCounter()

    func service(_ id: Int) -> CycleService {
        define(scope: .lazySingleton, arguments: id) { () -> CycleService in
            self.services.increment()
            self.meeting?.arrive()
            return CycleService()
        } configuration: {
            $0.injectProperty(\.delegate, with: self.delegate(id))
        }
    }

    func delegate(_ id: Int) -> CycleDelegate {
        define(scope: .lazySingleton, arguments: id) { () -> CycleDelegate in
            self.delegateBuilds.increment()
            self.meeting?.arrive()
            return CycleDelegate()
        } configuration: {
            $0.injectProperty(\.service, with: self.service(id))
        }
    }
}

/// Three lazy singletons in a ring (first → second → third → first) through properties.
final class Link {
    var next: Link?
}

final class RingAssembly: Assembly, @unchecked Sendable {
    var meeting: Meeting?
    let builds = AtomicCounter()

    func first() -> Link {
        define(scope: .lazySingleton) {
            self.made()
        } configuration: {
            $0.injectProperty(\.next, with: self.second())
        }
    }

    func second() -> Link {
        define(scope: .lazySingleton) {
            self.made()
        } configuration: {
            $0.injectProperty(\.next, with: self.third())
        }
    }

    func third() -> Link {
        define(scope: .lazySingleton) {
            self.made()
        } configuration: {
            $0.injectProperty(\.next, with: self.first())
        }
    }

    private func made() -> Link {
        builds.increment()
        meeting?.arrive()
        return Link()
    }
}

/// Two lazy singletons whose initializers each need the other: no thread, alone or with others,
/// can build them.
final class Tower {}
final class Bridge {}

final class TowerAssembly: Assembly, @unchecked Sendable {
    var bridges: BridgeAssembly?
    var meeting: Meeting?

    func tower() -> Tower {
        define(scope: .lazySingleton) { () -> Tower in
            self.meeting?.arrive()
            _ = self.bridges!.bridge()
            return Tower()
        }
    }
}

final class BridgeAssembly: Assembly, @unchecked Sendable {
    var towers: TowerAssembly?
    var meeting: Meeting?

    func bridge() -> Bridge {
        define(scope: .lazySingleton) { () -> Bridge in
            self.meeting?.arrive()
            _ = self.towers!.tower()
            return Bridge()
        }
    }
}

/// Builds a tower and a bridge on two threads at once, in a child process.
///
/// Each thread's initializer needs what the other's initializer is making. Each thread writes its
/// name as messages give it first (`tower=thread 12 ("tower")`).
func buildTwoSingletonsWhoseInitializersNeedEachOtherOnTwoThreads() {
    let meeting = Meeting(parties: 2)
    let towers = TowerAssembly()
    let bridges = BridgeAssembly()
    (towers.bridges, towers.meeting, bridges.towers, bridges.meeting) = (bridges, meeting, towers, meeting)
    towers.activate()
    bridges.activate()
    stopOnNamedThreads(
        ("tower", { _ = towers.tower() }), ("bridge", { _ = bridges.bridge() }),
        otherwise: "the initializers were each built without the other")
}

/// Runs each body on a thread of its own, named as given and announcing that name first, in a
/// child process that must stop: it stops itself if both return (`otherwise` says why that is
/// wrong) or if either has not returned within 20 s (a deadlock).
func stopOnNamedThreads(
    _ first: (String, @Sendable () -> Void), _ second: (String, @Sendable () -> Void), otherwise: String
) -> Never {
    let finished = [first, second].map { name, body in
        onNewThread {
            announce(name)
            body()
        }
    }
    for thread in finished where thread.wait(timeout: .now() + 20) == .timedOut {
        fatalError("the two threads neither stopped nor finished within 20 s: a deadlock")
    }
    fatalError("both threads finished: \(otherwise)")
}

/// Runs each body on a thread of its own, all at once, and returns what each returned, in order,
/// or `nil` when some thread did not return within `seconds` (a deadlock).
func resultsOnThreads(seconds: Double = 20, _ bodies: [@Sendable () -> AnyObject]) -> [AnyObject]? {
    let results = Protected<[Int: AnyObject]>([:])
    let finished = runOnThreads(bodies.count, seconds: seconds) { index in
        let result = bodies[index]()
        results.withLock { $0[index] = result }
    }
    guard finished else { return nil }
    return results.withLock { results in (0..<bodies.count).map { results[$0]! } }
}

// MARK: - A claim whose build failed

struct FlakyFailure: Error {}

final class Flaky {}
final class Tenant {}
final class Landlord {}

/// A shared instance whose first build throws, and two threads that meet over it.
///
/// A tenant's initializer calls `flaky()` first (and fails, keeping the claim with nothing built),
/// then needs the landlord, whose initializer needs the flaky instance: the two threads wait for
/// each other, but the tenant's claim on it is empty.
final class EmptyClaimAssembly: Assembly, @unchecked Sendable {
    var meeting: Meeting?
    let flakyBuilds = AtomicCounter()

    func flaky() throws -> Flaky {
        try defineThrowing(scope: .lazySingleton) { () throws -> Flaky in
            if self.flakyBuilds.increment() == 1 { throw FlakyFailure() }
            return Flaky()
        }
    }

    func tenant() -> Tenant {
        define { () -> Tenant in
            _ = try? self.flaky()
            self.meeting?.arrive()
            _ = self.landlord()
            return Tenant()
        }
    }

    func landlord() -> Landlord {
        define(scope: .lazySingleton) { () -> Landlord in
            self.meeting?.arrive()
            _ = try? self.flaky()
            return Landlord()
        }
    }
}

// MARK: - A cycle through method injections

/// A service and its delegate that meet each other through method injections (`attach(_:)`),
/// both lazy singletons.
final class MethodCycleAssembly: Assembly, @unchecked Sendable {
    var meeting: Meeting?
    let services = AtomicCounter()
    let delegateBuilds = AtomicCounter()

    func service() -> CycleService {
        define(scope: .lazySingleton) { () -> CycleService in
            self.services.increment()
            self.meeting?.arrive()
            return CycleService()
        } configuration: {
            $0.injectMethod { $0.attach(self.delegate()) }
        }
    }

    func delegate() -> CycleDelegate {
        define(scope: .lazySingleton) { () -> CycleDelegate in
            self.delegateBuilds.increment()
            self.meeting?.arrive()
            return CycleDelegate()
        } configuration: {
            $0.injectMethod { $0.attach(self.service()) }
        }
    }
}

extension CycleService {
    func attach(_ delegate: CycleDelegate) { self.delegate = delegate }
}

extension CycleDelegate {
    func attach(_ service: CycleService) { self.service = service }
}
