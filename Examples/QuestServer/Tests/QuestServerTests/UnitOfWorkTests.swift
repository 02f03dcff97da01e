import Foundation
import QuestServerKit
import Testing
import Typhoon

/// Each request runs in a region with one unit of work, which no other request shares.
///
/// The services of that request write in one transaction, committed when the request succeeds and
/// rolled back when it fails. The same holds for the server wired by hand.
@Suite(.timeLimit(.minutes(1))) struct UnitOfWorkTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    static let request = RequestInfo(id: "test-1", method: "POST", path: "/knights")

    struct RequestFailed: Error {}

    /// Runs `body` as the Typhoon server runs a request: in a region, around the region's unit of
    /// work (what `HTTPAssembly.requestRegion()` does for each HTTP request).
    static func request<R>(
        _ server: TestServer, succeeded: Bool = true, _ body: () async throws -> R
    ) async throws -> R {
        try await server.factory.withScope {
            try await server.persistence.unitOfWork().settle(body) { _ in succeeded }
        }
    }

    /// The counts, as a request of its own (a region that has not written) sees them.
    static func census(_ server: TestServer) async throws -> Census {
        try await request(server) { try await server.services.repository().read { try $0.census() } }
    }

    @Test func theServicesOfOneRequestShareOneUnitOfWork() async throws {
        let server = try TestServer(in: folder)
        try await Self.request(server) {
            let unitOfWork = server.persistence.unitOfWork()
            #expect(server.services.repository() as? UnitOfWork === unitOfWork)
            _ = try await server.services.knightService(for: Self.request).enlist(name: "Lancelot")
            _ = try await server.services.questService(for: Self.request).post(title: "Find the Holy Grail")
            #expect(unitOfWork.hasBegun)
        }
    }

    @Test func twoServicesOfOneRequestWriteInOneTransactionThatOthersSeeOnlyOnceCommitted() async throws {
        let server = try TestServer(in: folder)
        let (inside, outside) = try await Self.request(server) {
            _ = try await server.services.knightService(for: Self.request).enlist(name: "Lancelot")
            _ = try await server.services.questService(for: Self.request).post(title: "Find the Holy Grail")
            let inside = try await server.services.repository().read { try $0.census() }
            let outside = try await Self.census(server)  // a region of its own: another request
            return (inside, outside)
        }
        #expect(inside == Census(knights: 1, openQuests: 1, assignedQuests: 0, completedQuests: 0))
        #expect(outside == Census(knights: 0, openQuests: 0, assignedQuests: 0, completedQuests: 0))
        #expect(try await Self.census(server) == inside)
    }

    @Test func aRequestThatThrowsRollsBackEverythingItWrote() async throws {
        let server = try TestServer(in: folder)
        await #expect(throws: RequestFailed.self) {
            try await Self.request(server) {
                _ = try await server.services.knightService(for: Self.request).enlist(name: "Lancelot")
                _ = try await server.services.questService(for: Self.request).post(title: "Find the Holy Grail")
                throw RequestFailed()
            }
        }
        #expect(
            try await Self.census(server) == Census(knights: 0, openQuests: 0, assignedQuests: 0, completedQuests: 0))
    }

    @Test func aRequestAnsweredWithAnErrorRollsBackEverythingItWrote() async throws {
        let server = try TestServer(in: folder)
        try await Self.request(server, succeeded: false) {
            _ = try await server.services.knightService(for: Self.request).enlist(name: "Lancelot")
            _ = try await server.services.questService(for: Self.request).post(title: "Find the Holy Grail")
        }
        #expect(
            try await Self.census(server) == Census(knights: 0, openQuests: 0, assignedQuests: 0, completedQuests: 0))
    }

    @Test func concurrentRequestsHaveSeparateUnitsOfWorkAndAllCommit() async throws {
        let server = try TestServer(in: folder)
        let requests = 50
        let units = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for index in 0..<requests {
                group.addTask {
                    try await Self.request(server) {
                        _ = try await server.services.knightService(for: Self.request).enlist(name: "Knight \(index)")
                        return ObjectIdentifier(server.persistence.unitOfWork())
                    }
                }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(units.count == requests)
        #expect(try await Self.census(server).knights == requests)
    }

    @Test func theServerWiredByHandGivesTheServicesOfOneRequestOneUnitOfWorkAndRollsItBack() async throws {
        let settings = try SettingsCheck.check([
            Config(properties: "database.path=\(folder.databaseFile.path)", source: "the test's settings")
        ])
        let services = HandWiredServices(
            database: try await QuestDatabase.opening(settings), paging: Paging(defaultSize: 20, maxSize: 100),
            logger: .questServer(level: .critical), inFlight: InFlightRequests())
        await #expect(throws: RequestFailed.self) {
            try await services.runInRequest({
                let knights = try await services.knightService(for: Self.request)
                let quests = try await services.questService(for: Self.request)
                #expect(try services.repository() as? UnitOfWork === HandWiredServices.currentUnitOfWork)
                _ = try await knights.enlist(name: "Lancelot")
                _ = try await quests.post(title: "Find the Holy Grail")
                throw RequestFailed()
            }) { _ in true }
        }
        let census = try await services.runInRequest({ try await services.repository().read { try $0.census() } }) {
            _ in true
        }
        #expect(census == Census(knights: 0, openQuests: 0, assignedQuests: 0, completedQuests: 0))
    }

    @Test func theUnitOfWorkAskedForOutsideARegionIsRefusedWithTheTyphoonError() async throws {
        let server = try TestServer(in: folder)
        #expect {
            _ = try server.factory.component(UnitOfWork.self)
        } throws: { error in
            guard case .outsideScopedRegion = error as? TyphoonError else { return false }
            return true
        }
    }
}
