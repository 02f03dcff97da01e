import Testing
import Typhoon

/// Cycles across suspensions (Docs/Behaviour.md, Cycles).
///
/// Through injections they close, through initializers they are thrown, never a wait for ever. Each call has a deadline, so that a hang
/// fails the test.
@Suite struct AsyncCycleTests {
    @Test func objectGraphInstancesThatReferToEachOtherThroughPropertiesClose() async throws {
        let assembly = AsyncAssembly().activate()
        let left = try #require(
            try await withinDeadline(seconds: asyncDeadline) { try await assembly.leftRepository() })
        #expect(left.peer?.peer === left)
    }

    @Test func singletonsThatReferToEachOtherThroughPropertiesClose() async throws {
        let assembly = AsyncAssembly().activate()
        let north = try #require(try await withinDeadline(seconds: asyncDeadline) { try await assembly.north() })
        #expect(north.peer?.peer === north)
        #expect(try await assembly.south() === north.peer)
    }

    @Test func initializersThatNeedEachOtherAreTheCycleError() async throws {
        let assembly = AsyncAssembly().activate()
        await #expect(
            throws: TyphoonError.circularInitializers(
                path: ["AsyncAssembly.chicken()", "AsyncAssembly.egg()", "AsyncAssembly.chicken()"])
        ) {
            _ = try await withinDeadline(seconds: asyncDeadline) { try await assembly.chicken() }
        }
    }

    @Test func singletonInitializersThatNeedEachOtherAreTheCycleErrorNotAWait() async throws {
        let assembly = AsyncAssembly().activate()
        await #expect(
            throws: TyphoonError.circularInitializers(
                path: ["AsyncAssembly.anvil()", "AsyncAssembly.hammer()", "AsyncAssembly.anvil()"])
        ) {
            _ = try await withinDeadline(seconds: asyncDeadline) { try await assembly.anvil() }
        }
    }

    /// Two tasks each start one of the two singletons, so that each build awaits the other's.
    @Test func singletonInitializersThatNeedEachOtherFromTwoTasksAreThrownNotAWait() async throws {
        let assembly = AsyncAssembly().activate()
        let outcome = try await withinDeadline(seconds: asyncDeadline) {
            async let anvil = isCycle { try await assembly.anvil() }
            async let hammer = isCycle { try await assembly.hammer() }
            return await (anvil, hammer)
        }
        #expect(outcome?.0 == true)
        #expect(outcome?.1 == true)
    }

    @Test func aBackReferenceWaitsForTheInitializerItRefersTo() async throws {
        let assembly = AsyncAssembly().activate()
        let controller = try #require(
            try await withinDeadline(seconds: asyncDeadline) { try await assembly.controller() })
        #expect(controller.view.delegate === controller)
    }

    @Test func aPlainInjectionBackToARunningInitializerNamesTheBackReferenceForm() async throws {
        let assembly = AsyncAssembly().activate()
        await #expect(
            throws: TyphoonError.backReferenceNotMarked(
                path: [
                    "AsyncAssembly.plainController()", "AsyncAssembly.plainView()", "AsyncAssembly.plainController()",
                ],
                injecting: "AsyncAssembly.plainView()", property: nil, referent: "AsyncAssembly.plainController()")
        ) {
            _ = try await withinDeadline(seconds: asyncDeadline) { try await assembly.plainController() }
        }
    }
}

/// Whether `body` throws the initializer-cycle error.
private func isCycle(_ body: () async throws -> some Any) async -> Bool {
    do {
        _ = try await body()
        return false
    } catch {
        guard case .circularInitializers? = error as? TyphoonError else { return false }
        return true
    }
}
