import Foundation
import Testing
import Typhoon

/// What a verification that meets a problem a definition method cannot throw leaves behind.
///
/// One parked thread, holding only what its stack holds (Docs/Behaviour.md, Patching and testing). The fixtures are in `Support/VerifyBounds.swift`.
@Suite struct VerifyBoundsTests {
    @Test func aSingletonTheSandboxBuiltIsReleasedWhenVerifyReturnsThoughOneOfItsThreadsParked() {
        let factory = ComponentFactory(assemblies: [TreasuryVaultAssembly()])
        #expect(throws: TyphoonError.self) { try factory.verify() }
        #expect(!TreasuryVaultAssembly.watch.lastHoardIsAlive)
    }

    @Test func aSingletonTheStoppedBuildMadeIsReleasedBeforeItsThreadParks() {
        let factory = ComponentFactory(assemblies: [CellarAssembly()])
        #expect(throws: TyphoonError.self) { try factory.verify() }
        #expect(!CellarAssembly.watch.lastHoardIsAlive)
    }

    /// The value that stops is made once: the second component's build skips it and reports it.
    @Test func aStopThatTwoListedComponentsReachParksOneThread() throws {
        let factory = ComponentFactory(assemblies: [EngineRoomAssembly()])
        let error = try #require(throws: TyphoonError.self) { try factory.verify() }
        guard case .verificationFailed(let problems, _) = error else { throw error }
        #expect(EngineRoomAssembly.readings.count == 1)
        #expect(problems.count == 1 && problems[0].hasPrefix("EngineRoomAssembly.gauge()"), "got \(problems)")
    }

    #if os(Linux)
        /// Linux keeps at most 15 bytes of a thread's name: a longer one is never applied.
        @Test func aParkedVerificationThreadIsNamedTyphoonVerify() {
            let factory = ComponentFactory(assemblies: [StrongroomAssembly()])
            #expect(throws: TyphoonError.self) { try factory.verify() }
            #expect(ProcessFootprint.threadNames.contains("Typhoon verify"))
        }

        /// 1,000 verifications that each park a thread: one thread each, and well under 100 MB.
        @Test func aThousandVerificationsThatEachParkAThreadStayUnderAHundredMegabytes() throws {
            let residentBefore = try #require(ProcessFootprint.residentBytes)
            let threadsBefore = ProcessFootprint.threadNames.filter { $0 == "Typhoon verify" }.count
            for _ in 0..<1000 {
                let factory = ComponentFactory(assemblies: [StrongroomAssembly()])
                #expect(throws: TyphoonError.self) { try factory.verify() }
            }
            let grown = try #require(ProcessFootprint.residentBytes) - residentBefore
            let parked = ProcessFootprint.threadNames.filter { $0 == "Typhoon verify" }.count - threadsBefore
            #expect(grown < 100 << 20 || ProcessFootprint.underASanitizer, "resident memory grew by \(grown >> 10) KiB")
            // Tests that run beside this one may park verification threads of their own.
            #expect(parked >= 1000 && parked < 1100, "\(parked) verification threads parked")
        }
    #endif
}
