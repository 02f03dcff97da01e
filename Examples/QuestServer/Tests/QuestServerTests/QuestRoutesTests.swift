import Hummingbird
import HummingbirdTesting
import QuestServerKit
import Testing

/// Quests end to end: posting, listing by status, assigning to a knight and completing, with
/// the rules that refuse a move a quest cannot make.
@Suite struct QuestRoutesTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Enlists Lancelot (knight 1) and Percival (knight 2), and posts quests 1 and 2.
    static func seed(_ client: some TestClientProtocol) async throws {
        _ = try await client.send(.post, "/knights", json: #"{"name": "Lancelot"}"#)
        _ = try await client.send(.post, "/knights", json: #"{"name": "Percival"}"#)
        _ = try await client.send(.post, "/quests", json: #"{"title": "Find the Holy Grail"}"#)
        _ = try await client.send(.post, "/quests", json: #"{"title": "Slay the dragon"}"#)
    }

    @Test func aPostedQuestIsOpen() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            let response = try await client.send(.post, "/quests", json: #"{"title": "Find the Holy Grail"}"#)
            #expect(response.status == .created)
            #expect(
                try response.decoded(Quest.self)
                    == Quest(id: 1, title: "Find the Holy Grail", status: .open, knightID: nil))
        }
    }

    @Test func assigningAnOpenQuestToAFreeKnightPutsTheKnightOnIt() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            try await Self.seed(client)
            let response = try await client.send(.post, "/quests/2/assignment", json: #"{"knightID": 1}"#)
            #expect(response.status == .ok)
            #expect(
                try response.decoded(Quest.self)
                    == Quest(id: 2, title: "Slay the dragon", status: .assigned, knightID: 1))
            #expect(try await client.send(.get, "/knights/1").decoded(Knight.self).currentQuestID == 2)
        }
    }

    @Test func completingAnAssignedQuestCountsItForItsKnightAndFreesTheKnight() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            try await Self.seed(client)
            _ = try await client.send(.post, "/quests/1/assignment", json: #"{"knightID": 2}"#)
            let response = try await client.send(.post, "/quests/1/completion")
            #expect(response.status == .ok)
            #expect(try response.decoded(Quest.self).status == .completed)
            let knight = try await client.send(.get, "/knights/2").decoded(Knight.self)
            #expect(knight == Knight(id: 2, name: "Percival", questsCompleted: 1, currentQuestID: nil))
        }
    }

    @Test func questsAreListedByStatus() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            try await Self.seed(client)
            _ = try await client.send(.post, "/quests/1/assignment", json: #"{"knightID": 1}"#)
            let open = try await client.send(.get, "/quests?status=open").decoded(Page<Quest>.self)
            let assigned = try await client.send(.get, "/quests?status=assigned").decoded(Page<Quest>.self)
            let all = try await client.send(.get, "/quests").decoded(Page<Quest>.self)
            #expect(open.items.map(\.id) == [2])
            #expect(assigned.items.map(\.id) == [1])
            #expect(all.total == 2)
        }
    }

    @Test func aQuestThatIsAlreadyAssignedCannotBeAssignedAgain() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            try await Self.seed(client)
            _ = try await client.send(.post, "/quests/1/assignment", json: #"{"knightID": 1}"#)
            let response = try await client.send(.post, "/quests/1/assignment", json: #"{"knightID": 2}"#)
            #expect(response.status == .conflict)
            #expect(
                try response.decoded(ErrorBody.self).error
                    == #"Quest 1 ("Find the Holy Grail") is already assigned to knight 1, so it cannot be assigned. "#
                    + "To fix, assign an open quest (GET /quests?status=open lists them).")
        }
    }

    @Test func aKnightTakesOneQuestAtATime() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            try await Self.seed(client)
            _ = try await client.send(.post, "/quests/1/assignment", json: #"{"knightID": 1}"#)
            let response = try await client.send(.post, "/quests/2/assignment", json: #"{"knightID": 1}"#)
            #expect(response.status == .conflict)
            #expect(
                try response.decoded(ErrorBody.self).error
                    == #"Knight 1 ("Lancelot") is already on quest 1, and a knight takes one quest at a time. "#
                    + "To fix, complete that quest first (POST /quests/1/completion) or choose another knight.")
            #expect(try await client.send(.get, "/quests/2").decoded(Quest.self).status == .open)
        }
    }

    @Test func anOpenQuestCannotBeCompleted() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            try await Self.seed(client)
            let response = try await client.send(.post, "/quests/2/completion")
            #expect(response.status == .conflict)
            #expect(
                try response.decoded(ErrorBody.self).error
                    == #"Quest 2 ("Slay the dragon") is open, so it cannot be completed. To fix, complete a quest that "#
                    + "is assigned to a knight (POST /quests/2/assignment assigns this one).")
        }
    }

    @Test func aQuestCannotBeAssignedToAKnightWhoDoesNotExist() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            try await Self.seed(client)
            let response = try await client.send(.post, "/quests/1/assignment", json: #"{"knightID": 9}"#)
            #expect(response.status == .notFound)
            #expect(
                try response.decoded(ErrorBody.self).error
                    == "No knight has the id 9. To fix, use the id of a knight listed by GET /knights.")
        }
    }

    @Test func anUnknownQuestIs404() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            let response = try await client.send(.post, "/quests/5/completion")
            #expect(response.status == .notFound)
            #expect(
                try response.decoded(ErrorBody.self).error
                    == "No quest has the id 5. To fix, use the id of a quest listed by GET /quests.")
        }
    }

    @Test func aCompletedQuestCannotBeCompletedAgainAndTheHintDoesNotSendTheClientInACircle() async throws {
        try await TestServer(in: folder).application.test(.live) { client in
            try await Self.seed(client)
            _ = try await client.send(.post, "/quests/1/assignment", json: #"{"knightID": 2}"#)
            _ = try await client.send(.post, "/quests/1/completion")
            let response = try await client.send(.post, "/quests/1/completion")
            #expect(response.status == .conflict)
            #expect(
                try response.decoded(ErrorBody.self).error
                    == #"Quest 1 ("Find the Holy Grail") is already completed by knight 2, so it cannot be completed "#
                    + "again. To fix, leave it done; complete a quest that is assigned to a knight "
                    + "(GET /quests?status=assigned lists them).")
            let knight = try await client.send(.get, "/knights/2").decoded(Knight.self)
            #expect(knight.questsCompleted == 1)
        }
    }

    @Test func aPageWhoseOffsetWouldOverflowIsEmpty() async throws {
        try await TestServer(in: folder).application.test(.live) { client in
            try await Self.seed(client)
            let response = try await client.send(.get, "/quests?page=461168601842738792")
            #expect(response.status == .ok)
            let page = try response.decoded(Page<Quest>.self)
            #expect(page.items.isEmpty)
            #expect([page.page, page.pageSize, page.total] == [461_168_601_842_738_792, 20, 2])
        }
    }
}
