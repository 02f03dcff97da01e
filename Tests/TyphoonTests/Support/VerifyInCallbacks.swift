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
