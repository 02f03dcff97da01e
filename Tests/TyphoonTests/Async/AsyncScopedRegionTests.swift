import Testing
import Typhoon

/// An async definition of scope `.scoped` has one instance per region, built once however many of
/// the region's tasks ask at once, and released when the region ends.
@Suite struct AsyncScopedRegionTests {
    @Test func concurrentRegionsEachSeeOnlyTheirOwnInstances() async throws {
        let assembly = AsyncRegionAssembly().activate()
        let factory = assembly.factory
        let seen = try await withThrowingTaskGroup(of: (Int, Int, Int).self) { group in
            for _ in 0..<200 {
                group.addTask {
                    try await factory.withScope {
                        async let first = assembly.service()
                        async let second = assembly.service()
                        let direct = try await assembly.unitOfWork()
                        return try await (first.unitOfWork.serial, second.unitOfWork.serial, direct.serial)
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(seen.allSatisfy { $0.0 == $0.1 && $0.1 == $0.2 })
        #expect(Set(seen.map(\.0)).count == 200)
        #expect(assembly.opened.count == 200)
    }

    @Test func tasksOfOneRegionAskingAtOnceBuildItOnce() async throws {
        let assembly = AsyncRegionAssembly().activate()
        let serials = try await assembly.factory.withScope {
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<100 { group.addTask { try await assembly.unitOfWork().serial } }
                return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
            }
        }
        #expect(serials == [1])
        #expect(assembly.opened.count == 1)
    }

    @Test func theInstanceIsReleasedWhenTheRegionEnds() async throws {
        let assembly = AsyncRegionAssembly().activate()
        weak var released: AsyncUnitOfWork?
        try await assembly.factory.withScope {
            let unit = try await assembly.unitOfWork()
            released = unit
            #expect(try await assembly.unitOfWork() === unit)
        }
        #expect(released == nil)
    }

    @Test func aNestedRegionHasAnInstanceOfItsOwn() async throws {
        let assembly = AsyncRegionAssembly().activate()
        try await assembly.factory.withScope {
            let outer = try await assembly.unitOfWork()
            let inner = try await assembly.factory.withScope { try await assembly.unitOfWork() }
            #expect(inner !== outer)
            #expect(try await assembly.unitOfWork() === outer)
        }
    }

    @Test func askedForOutsideAnyRegionItThrowsTheError() async throws {
        let assembly = AsyncRegionAssembly().activate()
        let expected = TyphoonError.outsideScopedRegion(
            definition: "AsyncRegionAssembly.unitOfWork()",
            declaredAt: "TyphoonTests/AsyncIntegrationFixtures.swift:43")
        await #expect(throws: expected) { _ = try await assembly.unitOfWork() }
        await #expect(throws: expected) { _ = try await assembly.service() }
        #expect(assembly.opened.count == 0)
    }

    @Test func asyncVerifyBuildsAScopedDefinitionInARegionOfItsOwn() async throws {
        let assembly = AsyncRegionAssembly().activate()
        let report = try await assembly.factory.verify()
        #expect(report.verified.count == 2)
        #expect(report.notVerified.isEmpty)
    }
}
