import Foundation
import TestSupport
import Testing
import Typhoon
import XCTest

// Docs/Behaviour.md, Isolation: a main-actor definition of a client compiled in the Swift 5
// language mode, listed as `Component(Self.viewModel)`, is never built, injected or called back off
// the main actor; its look-ups behave as in the Swift 6 mode.

/// The message a look-up off the main actor throws for `component`.
private func offTheMainActor(_ component: String) -> String {
    "\(component) is isolated to the main actor and was asked for off it, where it cannot be built, injected or called back. To fix, ask on the main actor, or await the async form, which hops there: `try await factory.component(_:)` or `try await factory.inject(_:)`."
}

/// The listing of a method in LegacyScreens.swift, as messages name it.
private func listed(_ method: String) -> String {
    "LegacyScreens component of type \(method) listed at LanguageMode5Tests/LegacyScreens.swift:"
}

final class LanguageMode5Tests: XCTestCase {
    private let factory = LegacyScreens().activate().factory

    /// What a synchronous look-up of `type` from a detached task does: the component's steps if it
    /// built one, otherwise the error.
    private func synchronousLookUpFromADetachedTask<T>(_ type: T.Type) async -> String {
        let factory = factory
        return await Task.detached { () -> String in
            do {
                _ = try lookedUpHere(type, in: factory)
                return "built"
            } catch {
                return "\(error)"
            }
        }.value
    }

    func testASynchronousLookUpFromADetachedTaskThrowsIsolatedToMainActor() async {
        let thrown = await synchronousLookUpFromADetachedTask(LegacyViewModel.self)
        XCTAssertEqual(
            thrown,
            offTheMainActor(
                listed("LegacyViewModel")
                    + listing(of: "Component(Self.viewModel)", inFixture: "LegacyScreens.swift")))
    }

    func testTheAsyncLookUpFromADetachedTaskBuildsTheViewModelAndCallsItBackOnTheMainThread() async throws {
        let factory = factory
        let model = try await Task.detached { try await factory.component(LegacyViewModel.self) }.value
        let steps = await model.steps
        XCTAssertEqual(steps, ["init on the main thread", "after on the main thread"])
    }

    func testASynchronousLookUpOfANonClassExistentialFromADetachedTaskThrowsIsolatedToMainActor() async {
        let thrown = await synchronousLookUpFromADetachedTask((any Headline).self)
        XCTAssertEqual(
            thrown,
            offTheMainActor(
                listed("Headline")
                    + listing(of: "Component(Self.headline)", inFixture: "LegacyScreens.swift")))
    }

    func testTheAsyncLookUpOfANonClassExistentialBuildsItAndCallsItBackOnTheMainThread() async throws {
        let factory = factory
        let headline = try await Task.detached { try await factory.component((any Headline).self) }.value
        let steps = await headline.steps
        XCTAssertEqual(steps, ["init on the main thread", "after on the main thread"])
    }

    func testASynchronousLookUpOfAThrowingMainActorDefinitionFromADetachedTaskThrowsIsolatedToMainActor() async {
        let thrown = await synchronousLookUpFromADetachedTask(LegacyLedger.self)
        XCTAssertEqual(
            thrown,
            offTheMainActor(
                listed("LegacyLedger") + listing(of: "Component(Self.ledger)", inFixture: "LegacyScreens.swift")))
    }

    func testAThrowingMainActorDefinitionCalledOffTheMainActorThrowsIsolatedToMainActor() async {
        let assembly = LegacyScreens().activate()
        let ledger = ledgerMaker(assembly)
        let thrown = await Task.detached { () -> String in
            do {
                _ = try ledger()
                return "built"
            } catch {
                return "\(error)"
            }
        }.value
        XCTAssertEqual(thrown, offTheMainActor("LegacyScreens.ledger()"))
    }

    func testAComponentThatIsNotIsolatedIsStillBuiltWhereItIsAskedFor() async throws {
        let factory = factory
        let clock = try await Task.detached { try lookedUpHere(LegacyClock.self, in: factory) }.value
        XCTAssertFalse(clock.builtOnMainThread)
    }
}

/// A direct call of a main-actor definition off the main actor, which the Swift 5 language mode
/// compiles and nothing can throw from, stops (in a child process, as an exit test).
@Suite struct LanguageMode5StopTests {
    @Test func aMainActorDefinitionCalledOffTheMainActorStopsNamingItAndTheFix() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let viewModel = viewModelMaker(LegacyScreens().activate())
            _ = try await Task.detached { try viewModel() }.value
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent) == offTheMainActor("LegacyScreens.viewModel()"))
    }
}
