import Testing
import Typhoon

/// The initializer of an async definition written in a `@MainActor` method runs on the main
/// actor, however the build is scheduled.
@Suite struct AsyncMainActorTests {
    @MainActor @Test func theInitializerOfAMainActorDefinitionRunsOnTheMainActor() async throws {
        let assembly = AsyncRegionAssembly().activate()
        #expect(try await assembly.window().madeOnMainActor)
    }

    @Test func itRunsOnTheMainActorWhenAskedForFromAnotherTask() async throws {
        let assembly = AsyncRegionAssembly().activate()
        let window = try await Task.detached { try await assembly.window() }.value
        #expect(window.madeOnMainActor)
    }
}
