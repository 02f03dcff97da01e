import Hummingbird
import HummingbirdTesting
import QuestServerKit
import Testing

/// Each request gets its own object graph (services and journal, built with the request as
/// run-time argument), and nothing of it outlives the request.
@Suite struct PerRequestGraphTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    static let request = RequestInfo(id: "test-1", method: "GET", path: "/knights")

    @Test func aServiceBuiltForARequestIsFreedWhenNothingHoldsIt() throws {
        let server = try TestServer(in: folder)
        weak var service: KnightService?
        weak var journal: RequestJournal?
        server.factory.withScope {
            let built = server.services.knightService(for: Self.request)
            service = built
            journal = built.journal
            #expect(journal?.request == Self.request)
        }
        #expect(service == nil)
        #expect(journal == nil)
    }

    @Test func aJournalIsInFlightExactlyAsLongAsItsGraphIsAlive() throws {
        let server = try TestServer(in: folder)
        let registry = server.services.inFlightRequests()
        server.factory.withScope {
            let service = server.services.questService(for: Self.request)
            #expect(registry.live.map(\.request) == [Self.request])
            withExtendedLifetime(service) {}
        }
        #expect(registry.live.isEmpty)
    }

    @Test func twoRequestsNeverShareAGraph() throws {
        let server = try TestServer(in: folder)
        let first = server.factory.withScope { server.services.questService(for: Self.request) }
        let second = server.factory.withScope { server.services.questService(for: Self.request) }
        #expect(first !== second)
        #expect(first.journal !== second.journal)
    }

    @Test func aRequestSeesItselfAsTheOnlyOneInFlight() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            let status = try await client.send(.get, "/status").decoded(ServerStatus.self)
            #expect(status.requestsInFlight == 1)
        }
    }

    @Test func noGraphOfAServedRequestIsLeftAlive() async throws {
        let server = try TestServer(in: folder)
        try await server.application.test(.router) { client in
            try await QuestRoutesTests.seed(client)
            _ = try await client.send(.post, "/quests/1/assignment", json: #"{"knightID": 1}"#)
            _ = try await client.send(.post, "/quests/1/assignment", json: #"{"knightID": 2}"#)
            _ = try await client.send(.get, "/quests?status=assigned")
            _ = try await client.send(.get, "/knights/99")
        }
        #expect(server.services.inFlightRequests().live.isEmpty)
    }
}
