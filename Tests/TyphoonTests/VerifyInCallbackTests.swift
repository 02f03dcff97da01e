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
}
