import Foundation
import Typhoon

// Fixtures for VerifyInCallbackTests: verify() called from a lazy singleton's after call-back,
// whose sandbox reaches that singleton in the real factory.

final class Ledger {}

final class Auditor {
    let ledger: Ledger
    init(ledger: Ledger) { self.ledger = ledger }
}

/// The ledger verifies its factory once built; the auditor, which verify() builds in its sandbox,
/// reaches the real factory's ledger through ``real``, as code that reads a global factory does.
final class AuditAssembly: Assembly, @unchecked Sendable {
    /// The assembly activated for real; a sandbox's copy is a new instance without it.
    static let real = Protected<AuditAssembly?>(nil)
    /// What verify() returned or threw in the ledger's call-back.
    let verified = Protected<String?>(nil)
    let ledgers = AtomicCounter()

    override var components: [Component] { [Component(Self.auditor)] }

    func ledger() -> Ledger {
        define(scope: .lazySingleton) { () -> Ledger in
            self.ledgers.increment()
            return Ledger()
        } configuration: {
            $0.performAfterInjections { _ in self.verifyFactory() }
        }
    }

    func auditor() -> Auditor {
        define { Auditor(ledger: Self.real.withLock { $0 }!.ledger()) }
    }

    private func verifyFactory() {
        let outcome: String
        do {
            outcome = "verified \(try factory.verify().verified)"
        } catch {
            outcome = "\(error)"
        }
        verified.withLock { $0 = outcome }
    }
}

// MARK: - A verification thread that closes a cycle of initializers with another thread

final class Gatehouse {}
final class Drawbridge {}
final class SallyPort {}

/// `drawbridge()` (listed, built by verify() in its sandbox) needs the real factory's gatehouse
/// on its first build, while another thread's gatehouse initializer needs the sandbox's
/// drawbridge: a cycle of initializers across two threads, which the verification thread closes.
final class SiegeAssembly: Assembly, @unchecked Sendable {
    /// The assembly activated for real, and the sandbox's copy once verify() made it.
    static let real = Protected<SiegeAssembly?>(nil)
    static let sandbox = Protected<SiegeAssembly?>(nil)
    static let meeting = Meeting(parties: 2)
    /// The gatehouse is out of the sandbox and verify() builds its last item: verify() releases
    /// the sandbox when it returns, and a call on it after that stops (it used to race the
    /// gatehouse's call, which then stopped one run in three).
    static let leaving = Meeting(parties: 2)
    let drawbridgeBuilds = AtomicCounter()

    override var components: [Component] { [Component(Self.drawbridge), Component(Self.sallyPort)] }

    func gatehouse() -> Gatehouse {
        define(scope: .lazySingleton) { () -> Gatehouse in
            Self.meeting.arrive()
            _ = Self.sandbox.withLock { $0 }!.drawbridge()
            Self.leaving.arrive()
            return Gatehouse()
        }
    }

    /// Built by verify() after the drawbridge, on a new thread: it waits for the gatehouse to leave.
    func sallyPort() -> SallyPort {
        define {
            Self.leaving.arrive()
            return SallyPort()
        }
    }

    func drawbridge() -> Drawbridge {
        define(scope: .lazySingleton) { () -> Drawbridge in
            guard self.drawbridgeBuilds.increment() == 1 else { return Drawbridge() }
            Self.sandbox.withLock { $0 = self }
            Self.meeting.arrive()
            // The other thread waits for this drawbridge before this one asks for its gatehouse.
            Thread.sleep(forTimeInterval: StressScale.seconds(0.3))
            _ = Self.real.withLock { $0 }!.gatehouse()
            return Drawbridge()
        }
    }
}

// MARK: - verify() from a call-back that verify() builds

final class Watchtower {}

/// The watchtower is listed, and its after call-back verifies its factory: verify() builds it in
/// the sandbox, whose copy of the call-back verifies the sandbox's factory.
final class WatchAssembly: Assembly, @unchecked Sendable {
    let reports = Protected<[String]>([])

    override var components: [Component] { [Component(Self.watchtower)] }

    func watchtower() -> Watchtower {
        define(scope: .lazySingleton) {
            Watchtower()
        } configuration: {
            $0.performAfterInjections { _ in
                let report = (try? self.factory.verify()).map { "\($0.verified) \($0.notVerified)" } ?? "threw"
                self.reports.withLock { $0.append(report) }
            }
        }
    }
}
