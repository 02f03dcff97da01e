import Testing
import Typhoon

/// Instance post-processors see what async definitions build, once per build, as they see a plain
/// definition's instances (Docs/Behaviour.md, Post-processors).
@Suite struct AsyncPostProcessorTests {
    @Test func anInstancePostProcessorSeesAndMayReplaceWhatAnAsyncDefinitionBuilds() async throws {
        let assembly = AsyncRegionAssembly().activate()
        let renumbering = UnitOfWorkRenumbering()
        assembly.factory.attach(renumbering)
        let unit = try await assembly.sharedUnitOfWork()
        #expect(unit.serial == 1_001)
        #expect(try await assembly.sharedUnitOfWork() === unit)
        #expect(renumbering.seen.withLock { $0 } == ["AsyncUnitOfWork"])
    }

    @Test func aComponentInjectedWithAnAsyncDefinitionGetsThePostProcessedInstance() async throws {
        let assembly = AsyncRegionAssembly().activate()
        let renumbering = UnitOfWorkRenumbering()
        assembly.factory.attach(renumbering)
        let service = try await assembly.factory.withScope { try await assembly.service() }
        #expect(service.unitOfWork.serial == 1_001)
        #expect(renumbering.seen.withLock { $0 } == ["AsyncUnitOfWork", "AsyncRequestService"])
    }
}
