import Foundation
import Typhoon

// Fixtures for ScopedRegionTests: a request's unit of work, scoped, shared by the services of that
// request, and components of every other scope beside it.

/// What a request's services share: one per scoped region.
///
/// Counts its releases, so that a test can tell that the region let it go.
final class UnitOfWork: Sendable {
    let serial: Int
    private let releases: Counter

    init(serial: Int, releases: Counter) {
        self.serial = serial
        self.releases = releases
    }

    deinit { _ = releases.next() }
}

/// A service of the request that records through the unit of work.
final class Bookkeeper: Sendable {
    let work: UnitOfWork
    init(work: UnitOfWork) { self.work = work }
}

/// Another service of the request, a prototype, on the same unit of work.
final class Mailer: Sendable {
    let work: UnitOfWork
    init(work: UnitOfWork) { self.work = work }
}

/// The request's entry point: both services.
final class Checkout: Sendable {
    let bookkeeper: Bookkeeper
    let mailer: Mailer
    init(bookkeeper: Bookkeeper, mailer: Mailer) {
        self.bookkeeper = bookkeeper
        self.mailer = mailer
    }
}

/// A shopper's basket, one per shopper (a run-time argument) within a region.
final class Basket: Sendable {
    let shopper: String
    init(shopper: String) { self.shopper = shopper }
}

/// A service whose initializer does a unit of work of its own, in a region it opens, between two
/// calls in the region it is built in.
final class RegionAuditor: Sendable {
    let before: UnitOfWork
    let own: UnitOfWork
    let after: UnitOfWork
    init(before: UnitOfWork, own: UnitOfWork, after: UnitOfWork) {
        (self.before, self.own, self.after) = (before, own, after)
    }
}

struct StoreClosed: Error {}

/// A value that a request's services share: a scoped value is shared as a copy of one value.
struct RequestStamp {
    let serial: Int
}

/// A request's graph: a scoped unit of work, a bookkeeper (object graph) and a mailer (prototype) that
/// use it, and a checkout that needs both.
final class RequestAssembly: Assembly, @unchecked Sendable {
    let builds = Counter()
    let releases = Counter()
    /// How long the unit of work's initializer takes, so that other tasks ask while it runs.
    var buildTime: TimeInterval = 0

    func unitOfWork() -> UnitOfWork {
        define(scope: .scoped) {
            if self.buildTime > 0 { Thread.sleep(forTimeInterval: self.buildTime) }
            return UnitOfWork(serial: self.builds.next(), releases: self.releases)
        }
    }

    func bookkeeper() -> Bookkeeper { define { Bookkeeper(work: self.unitOfWork()) } }
    func mailer() -> Mailer { define(scope: .prototype) { Mailer(work: self.unitOfWork()) } }
    func checkout() -> Checkout { define { Checkout(bookkeeper: self.bookkeeper(), mailer: self.mailer()) } }

    func basket(for shopper: String) -> Basket {
        define(scope: .scoped, arguments: shopper) { Basket(shopper: shopper) }
    }

    func stamp() -> RequestStamp { define(scope: .scoped) { RequestStamp(serial: self.builds.next()) } }

    /// A scoped definition that can fail, called by reference with `try`.
    func auditTrail() throws -> UnitOfWork {
        try defineThrowing(scope: .scoped) { UnitOfWork(serial: self.builds.next(), releases: self.releases) }
    }

    /// Opens a region inside its initializer, between two calls of the unit of work.
    func auditor() -> RegionAuditor {
        define {
            RegionAuditor(
                before: self.unitOfWork(), own: self.factory.withScope { self.unitOfWork() }, after: self.unitOfWork())
        }
    }

    /// How many builds of ``ledger()`` throw before one succeeds, and how long each takes.
    let ledgerFailures = Protected(0)
    var ledgerBuildTime: TimeInterval = 0

    /// A scoped definition whose initializer throws while ``ledgerFailures`` is above zero.
    func ledger() throws -> UnitOfWork {
        try defineThrowing(scope: .scoped) {
            if self.ledgerBuildTime > 0 { Thread.sleep(forTimeInterval: self.ledgerBuildTime) }
            let fails = self.ledgerFailures.withLock { failures in
                defer { failures = max(failures - 1, 0) }
                return failures > 0
            }
            if fails { throw StoreClosed() }
            return UnitOfWork(serial: self.builds.next(), releases: self.releases)
        }
    }

    override var components: [Component] {
        [Component(Self.unitOfWork), Component(Self.checkout)]
    }
}

/// One component of every scope but scoped, to compare inside and outside a region.
final class EveryScopeAssembly: Assembly, @unchecked Sendable {
    let builds = Counter()

    func objectGraph() -> Service { define { Service(serial: self.builds.next()) } }
    func prototype() -> Service { define(scope: .prototype) { Service(serial: self.builds.next()) } }
    func singleton() -> Service { define(scope: .singleton) { Service(serial: self.builds.next()) } }
    func lazySingleton() -> Service { define(scope: .lazySingleton) { Service(serial: self.builds.next()) } }
    func weakSingleton() -> Service { define(scope: .weakSingleton) { Service(serial: self.builds.next()) } }
    func objectGraphPair() -> [Service] { define { [self.objectGraph(), self.objectGraph()] } }
    func prototypePair() -> [Service] { define { [self.prototype(), self.prototype()] } }
}
