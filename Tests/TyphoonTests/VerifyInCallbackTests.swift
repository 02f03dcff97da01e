import Testing
import Typhoon

/// verify() called where its caller's resolution holds a shared instance that the sandbox reaches.
///
/// See Docs/Behaviour.md, Threads: the caller waits for the verification inside the graph of shared
/// builds, so the verification's thread is handed the instance instead of waiting for ever. The
/// fixtures are in `Support/VerifyInCallbacks.swift`.
@Suite(.serialized) struct VerifyInCallbackTests {
    @Test func verifyFromALazySingletonsAfterCallbackWhoseSandboxReachesThatSingletonFinishes() throws {
        let assembly = AuditAssembly().activate()
        AuditAssembly.real.withLock { $0 = assembly }
        defer { AuditAssembly.real.withLock { $0 = nil } }
        let results = try #require(resultsOnThreads([{ assembly.ledger() }]), "the ledger's call did not return")
        #expect(assembly.verified.withLock { $0 } == #"verified ["AuditAssembly.auditor()"]"#)
        #expect(assembly.ledgers.count == 1 && assembly.ledger() === results[0])
    }

    /// The verification thread stops on the cycle, with the graph's lock given back: it reports
    /// the cycle and parks, the other thread builds the drawbridge itself and goes on, and a first
    /// build of an unrelated factory on a third thread goes ahead. (The stop used to happen with
    /// the lock held: the parked thread locked it again, and every first shared build of the
    /// process hung.)
    @Test func aVerificationThreadThatClosesACycleOfInitializersReportsItAndNothingElseHangs() throws {
        let assembly = SiegeAssembly().activate()
        SiegeAssembly.real.withLock { $0 = assembly }
        defer { SiegeAssembly.real.withLock { $0 = nil } }
        let verified = Protected<String?>(nil)
        let results = try #require(
            resultsOnThreads([
                { assembly.gatehouse() },
                {
                    do {
                        _ = try assembly.factory.verify()
                        verified.withLock { $0 = "verified" }
                    } catch {
                        verified.withLock { $0 = "\(error)" }
                    }
                    return assembly
                },
            ]), "the gatehouse or verify() did not return")
        #expect(results[0] is Gatehouse)
        let report = verified.withLock { $0 } ?? ""
        #expect(report.contains("Threads wait for each other's shared instances"), "got: \(report)")
        let unrelated = try #require(resultsOnThreads([{ ContentionAssembly().activate().expensive() }]))
        #expect(unrelated[0] is Expensive)
    }

    /// The sandbox's copy of the call-back calls verify() on the sandbox: it verifies nothing
    /// again and says so, instead of building sandboxes of sandboxes without end.
    @Test func verifyCalledFromACallbackThatVerifyBuildsDoesNotVerifyAgain() throws {
        let assembly = WatchAssembly().activate()
        let results = try #require(resultsOnThreads([{ assembly.watchtower() }]), "the call did not return")
        #expect(results[0] is Watchtower)
        let reports = assembly.reports.withLock { $0 }
        #expect(reports == [#"["WatchAssembly.watchtower()"] []"#], "got: \(reports)")
    }
}
