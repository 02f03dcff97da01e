import Foundation
import Hummingbird
import HummingbirdTesting
import QuestServerKit
import Testing

/// Thousands of requests from many connections at once against the live server.
///
/// Every answer is checked, and so is the database at the end. Whatever order the requests run in, the rules
/// decide the outcome: each knight ends with exactly one quest, taken and completed once.
@Suite struct ConcurrencyTests {
    static let connections = 16
    static let knights = 48
    /// Four quests per knight: quest q may only go to knight (q - 1) % 48 + 1.
    static let quests = 192

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    static func knight(for quest: Int) -> Int { (quest - 1) % knights + 1 }

    @Test func everyConnectionHammeringTheSameQuestsEndsInOneQuestPerKnight() async throws {
        let server = try TestServer(in: folder)
        try await server.application.test(.live) { client in
            let port = try #require(client.port)
            try await Self.enlistAndPost(port)
            // Which name and title got which id depends on the order the posts ran in.
            var titles: [Int: String] = [:]
            for page in 1...2 {
                for quest in try await client.send(.get, "/quests?size=100&page=\(page)").decoded(Page<Quest>.self)
                    .items
                {
                    titles[Int(quest.id)] = quest.title
                }
            }
            #expect(Set(titles.keys) == Set(1...Self.quests))
            let (assigned, refusals) = try await Self.assignFromEveryConnection(port)
            #expect(Set(assigned.keys) == Set(1...Self.knights))
            let knights = try await client.send(.get, "/knights?size=100").decoded(Page<Knight>.self).items
            #expect(knights.map(\.currentQuestID) == (1...Self.knights).map { assigned[$0].map(Int64.init) })
            try Self.check(refusals, assigned: assigned, knights: knights, titles: titles)
            try await Self.completeFromEveryConnection(port, assigned: assigned, titles: titles)
            let status = try await client.send(.get, "/status").decoded(ServerStatus.self)
            #expect(
                status.census
                    == Census(
                        knights: Self.knights, openQuests: Self.quests - Self.knights, assignedQuests: 0,
                        completedQuests: Self.knights))
            let after = try await client.send(.get, "/knights?size=100").decoded(Page<Knight>.self).items
            #expect(after.allSatisfy { $0.questsCompleted == 1 && $0.currentQuestID == nil })
            #expect(status.requestsInFlight == 1)
        }
        #expect(server.services.inFlightRequests().live.isEmpty)
    }

    /// Runs `work` on each connection at once, each with its own client, and gathers the results.
    static func onEveryConnection<T: Sendable>(
        _ port: Int, _ work: @escaping @Sendable (Int, TestClient) async throws -> [T]
    ) async throws -> [T] {
        try await withThrowingTaskGroup(of: [T].self) { group in
            for connection in 0..<connections {
                group.addTask {
                    try await TestClient.withClient(host: "localhost", port: port) { try await work(connection, $0) }
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
    }

    static func send(
        _ client: TestClient, _ method: HTTPRequest.Method, _ uri: String, json: String? = nil
    )
        async throws -> TestClient.Response
    {
        try await client.execute(TestClient.Request(uri, method: method, body: json.map { ByteBuffer(string: $0) }))
    }

    /// Enlists the knights and posts the quests, spread over the connections: 240 requests.
    static func enlistAndPost(_ port: Int) async throws {
        let statuses = try await onEveryConnection(port) { connection, client in
            var statuses: [HTTPResponse.Status] = []
            for index in stride(from: connection, to: knights, by: connections) {
                statuses.append(
                    try await send(client, .post, "/knights", json: #"{"name": "Knight \#(index + 1)"}"#).status)
            }
            for index in stride(from: connection, to: quests, by: connections) {
                statuses.append(
                    try await send(client, .post, "/quests", json: #"{"title": "Quest \#(index + 1)"}"#).status)
            }
            return statuses
        }
        #expect(statuses.count == knights + quests)
        #expect(statuses.allSatisfy { $0 == .created })
    }

    /// Every connection tries to assign every quest to its knight, starting at different quests.
    ///
    /// 3,072 requests. Returns the quest each knight got, from the 200 answers, and the refusals.
    static func assignFromEveryConnection(
        _ port: Int
    ) async throws -> (
        assigned: [Int: Int], refusals: [(quest: Int, response: TestClient.Response)]
    ) {
        let outcomes = try await onEveryConnection(port) { connection, client in
            var outcomes: [(quest: Int, response: TestClient.Response)] = []
            for step in 0..<quests {
                let quest = (connection * 12 + step) % quests + 1
                let response = try await send(
                    client, .post, "/quests/\(quest)/assignment", json: #"{"knightID": \#(knight(for: quest))}"#)
                outcomes.append((quest, response))
            }
            return outcomes
        }
        #expect(outcomes.count == connections * quests)
        var assigned: [Int: Int] = [:]
        for (quest, response) in outcomes where response.status == .ok {
            let body = try JSONDecoder().decode(Quest.self, from: Data(buffer: response.body ?? ByteBuffer()))
            #expect(body.status == .assigned && body.knightID == Int64(knight(for: quest)))
            #expect(assigned.updateValue(quest, forKey: knight(for: quest)) == nil, "knight got two quests")
        }
        let refusals = outcomes.filter { $0.response.status != .ok }
        #expect(refusals.allSatisfy { $0.response.status == .conflict })
        return (assigned, refusals)
    }

    /// Each refusal says why, exactly: the quest was taken, or its knight was on the quest they got.
    static func check(
        _ refusals: [(quest: Int, response: TestClient.Response)], assigned: [Int: Int], knights: [Knight],
        titles: [Int: String]
    ) throws {
        #expect(refusals.count == connections * quests - Self.knights)
        for (quest, response) in refusals {
            let error = try JSONDecoder().decode(ErrorBody.self, from: Data(buffer: response.body ?? ByteBuffer()))
                .error
            let knight = Self.knight(for: quest)
            let expected =
                assigned[knight] == quest
                ? #"Quest \#(quest) ("\#(titles[quest] ?? "")") is already assigned to knight \#(knight), so it cannot be "#
                    + "assigned. To fix, assign an open quest (GET /quests?status=open lists them)."
                : #"Knight \#(knight) ("\#(knights[knight - 1].name)") is already on quest \#(assigned[knight] ?? 0), "#
                    + "and a knight takes one quest at a time. To fix, complete that quest first "
                    + "(POST /quests/\(assigned[knight] ?? 0)/completion) or choose another knight."
            #expect(error == expected)
        }
    }

    /// Every connection tries to complete every assigned quest: 768 requests, 48 of which succeed.
    static func completeFromEveryConnection(_ port: Int, assigned: [Int: Int], titles: [Int: String]) async throws {
        let outcomes = try await onEveryConnection(port) { connection, client in
            var outcomes: [(quest: Int, status: HTTPResponse.Status, body: ByteBuffer?)] = []
            for quest in assigned.values.sorted().shifted(by: connection * 3) {
                let response = try await send(client, .post, "/quests/\(quest)/completion")
                outcomes.append((quest, response.status, response.body))
            }
            return outcomes
        }
        #expect(outcomes.count == connections * knights)
        #expect(outcomes.filter { $0.status == .ok }.map(\.quest).sorted() == assigned.values.sorted())
        for (quest, status, body) in outcomes where status != .ok {
            #expect(status == .conflict)
            let error = try JSONDecoder().decode(ErrorBody.self, from: Data(buffer: body ?? ByteBuffer())).error
            #expect(
                error
                    == #"Quest \#(quest) ("\#(titles[quest] ?? "")") is already completed by knight \#(knight(for: quest)), so it "#
                    + "cannot be completed again. To fix, leave it done; complete a quest that is assigned to a knight "
                    + "(GET /quests?status=assigned lists them).")
        }
    }
}
