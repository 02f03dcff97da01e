import Foundation
import TestSupport
import Testing
import TyphoonTesting

/// A mistake that a definition method cannot throw, met in a test that TyphoonTesting manages.
///
/// See Docs/Behaviour.md, Patching and testing: the call that met it runs on a thread of its own,
/// which is abandoned, and the throwing entry point throws the container's message instead of
/// ending the run. The fixtures are in `MistakeFixtures.swift`.
@Suite(.activating(MistakesAssembly.self)) struct MistakeIsolationTests {
    @Test func aCycleOfInitializersMetByTryComponentIsThrownAndTheRunGoesOn() throws {
        let factory = try #require(ComponentFactory.default)
        let error = #expect(throws: TyphoonError.self) { try factory.component(Ring.self) }
        #expect(error?.description.hasPrefix("Circular dependency") == true, "got: \(String(describing: error))")
    }

    @Test func aMissingConfigValueMetByTryComponentIsThrown() throws {
        let factory = try #require(ComponentFactory.default)
        let error = #expect(throws: TyphoonError.self) { try factory.component(Gauge.self) }
        #expect(error?.description.contains("gauge.unitt") == true, "got: \(String(describing: error))")
    }

    @Test func everyLaterIsolatedCallOfTheTestThrowsTheProblemThatAbandonedOne() throws {
        let factory = try #require(ComponentFactory.default)
        let first = #expect(throws: TyphoonError.self) { try factory.component(Ring.self) }
        let later = #expect(throws: TyphoonError.self) { try factory.component(Meter.self) }
        #expect(first != nil && later == first)
    }

    @Test func aSoundComponentIsBuiltOnAThreadOfItsOwnAndIsTheSharedOne() throws {
        let factory = try #require(ComponentFactory.default)
        let meter = try factory.component(Meter.self)
        #expect(factory.assembly(MistakesAssembly.self).sound() === meter)
    }

    /// A hundred tests, each abandoning a call: each call comes back with its problem, and no
    /// test waits for another's parked thread.
    @Test(arguments: 0..<100)
    func everyTestThatAbandonsACallGetsItsOwnProblemBack(_ run: Int) throws {
        let factory = try #require(ComponentFactory.default)
        #expect(throws: TyphoonError.self) { try factory.component(Panel.self) }
    }
}

/// Where a call is not isolated (a definition called by reference in a Swift Testing body), the
/// mistake still stops, and its message says how to write the test so that it fails alone.
@Suite struct UnisolatedMistakeTests {
    @Test func aMistakeMetByReferenceInAManagedSwiftTestingBodyStopsSayingHowToFailTheTestAlone() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let assembly = MistakesAssembly()
            let factory = ComponentFactory(assemblies: [assembly])
            ActiveTest.$current.withValue(ActiveTest(factory: factory, name: "ringTest()", fail: { _ in })) {
                _ = assembly.ring()
            }
        }
        let message = stopMessage(inStandardError: result?.standardErrorContent)
        #expect(message.hasPrefix("Circular dependency between initializers"), "got: \(message)")
        #expect(
            message.hasSuffix(
                " (In the test ringTest(), which TyphoonTesting manages: reach the component through `try factory.component(_:)` or `try inject(self)`, off the main actor, and this mistake fails that test alone instead of ending the run.)"
            ), "got: \(message)")
    }
}
