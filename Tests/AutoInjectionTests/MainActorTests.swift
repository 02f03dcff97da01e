import Foundation
import TestSupport
import Testing
import TyphoonAutoInjection
import XCTest

// Components of the main actor (Docs/Behaviour.md, Isolation): never built, injected or called back off it.

/// A view model that checks, in its initializer and call-backs, that it runs on the main actor.
@MainActor
final class ProfileViewModel: @MainActor InjectionAware {
    let api: HttpWebService
    private(set) var steps: [String] = []

    init(api: HttpWebService) {
        MainActor.assertIsolated("ProfileViewModel built off the main actor")
        self.api = api
    }

    func typhoonWillInject() { record("willInject") }
    func typhoonDidInject() { record("didInject") }
    func record(_ step: String) {
        MainActor.assertIsolated("\(step) off the main actor")
        steps.append(step)
    }
}

final class UIAssembly: ServiceAssembly, @unchecked Sendable {
    @MainActor func profileViewModel() -> ProfileViewModel {
        define {
            ProfileViewModel(api: self.webService())
        } configuration: { definition in
            definition.performAfterInjections { $0.record("after") }
        }
    }

    override var components: [Component] { super.components + [Component(Self.profileViewModel)] }
}

/// A screen that gets its view model through an auto-injected property.
@MainActor
final class ProfileScreen {
    @InjectedClass var model: ProfileViewModel
}

/// The synchronous look-up, called from a task that is not on the main actor.
private func profileViewModelHere(_ factory: ComponentFactory) throws -> ProfileViewModel {
    try factory.component(ProfileViewModel.self)
}

/// The synchronous inject, called from a task that is not on the main actor.
private func injectHere(_ factory: ComponentFactory, _ screen: ProfileScreen) throws {
    try factory.inject(screen)
}

final class MainActorTests: XCTestCase {
    private let factory = UIAssembly().activate().factory

    func testAnAsyncLookUpFromADetachedTaskBuildsTheComponentOnTheMainActor() async throws {
        let factory = factory
        let model = try await Task.detached { try await factory.component(ProfileViewModel.self) }.value
        let steps = await model.steps
        XCTAssertEqual(steps, ["willInject", "after", "didInject"])
    }

    func testASynchronousLookUpOffTheMainActorThrowsNamingTheComponent() async {
        let factory = factory
        let message = await Task.detached { () -> String in
            do {
                _ = try profileViewModelHere(factory)
                return "built"
            } catch {
                return "\(error)"
            }
        }.value
        XCTAssertEqual(
            message,
            "UIAssembly component of type ProfileViewModel listed at AutoInjectionTests/MainActorTests.swift:\(listing(of: "Component(Self.profileViewModel)", inFixture: "MainActorTests.swift")) is isolated to the main actor and was asked for off it, where it cannot be built, injected or called back. To fix, ask on the main actor, or await the async form, which hops there: `try await factory.component(_:)` or `try await factory.inject(_:)`."
        )
    }

    func testASynchronousInjectOffTheMainActorThrowsAndTheAsyncOneHops() async throws {
        let factory = factory
        let screen = await ProfileScreen()
        let thrown = await Task.detached { () -> Bool in
            (try? injectHere(factory, screen)) == nil
        }.value
        XCTAssertTrue(thrown)
        try await Task.detached { try await factory.inject(screen) }.value
        let steps = await screen.model.steps
        XCTAssertEqual(steps, ["willInject", "after", "didInject"])
    }

    @MainActor
    func testOnTheMainActorTheSynchronousFormsWork() throws {
        let model = try factory.component(ProfileViewModel.self)
        XCTAssertEqual(model.steps, ["willInject", "after", "didInject"])
        let screen = ProfileScreen()
        try factory.inject(screen)
        XCTAssertTrue(screen.model.api is CachingWebService)
    }
}

/// A Swift Testing suite on the main actor injects in `init`, as other suites do.
@MainActor
@Suite final class MainActorSuite {
    @InjectedClass var model: ProfileViewModel

    init() throws {
        try UIAssembly().activate().inject(self)
    }

    @Test func itsViewModelWasBuiltAndCalledBackOnTheMainActor() {
        #expect(model.steps == ["willInject", "after", "didInject"])
    }
}
