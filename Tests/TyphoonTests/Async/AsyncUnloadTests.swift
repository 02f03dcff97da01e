import Testing
import Typhoon

/// `unload()` forgets the shared instances of async definitions too (Docs/Behaviour.md,
/// Unloading).
@Suite struct AsyncUnloadTests {
    @Test func unloadForgetsAsyncSharedInstancesAndTheNextAsyncCallBuildsAgain() async throws {
        let assembly = AsyncRegionAssembly().activate()
        let first = try await assembly.sharedUnitOfWork()
        try assembly.factory.unload()
        let rebuilt = try await assembly.sharedUnitOfWork()
        #expect(rebuilt !== first)
        #expect(try await assembly.sharedUnitOfWork() === rebuilt)
        #expect(assembly.opened.count == 2)
        #expect(assembly.factory.isLoaded)
    }
}
