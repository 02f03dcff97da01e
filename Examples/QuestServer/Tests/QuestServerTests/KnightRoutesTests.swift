import Hummingbird
import HummingbirdTesting
import QuestServerKit
import Testing

/// `GET /knights`, `POST /knights`, `GET /knights/{id}` end to end, against a real SQLite file.
@Suite struct KnightRoutesTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test func enlistingAKnightAnswers201WithTheKnightAndItsID() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            let response = try await client.send(.post, "/knights", json: #"{"name": "Lancelot"}"#)
            #expect(response.status == .created)
            #expect(
                try response.decoded(Knight.self)
                    == Knight(id: 1, name: "Lancelot", questsCompleted: 0, currentQuestID: nil))
        }
    }

    @Test func aNameIsStoredWithoutSurroundingWhiteSpace() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            _ = try await client.send(.post, "/knights", json: #"{"name": "  Galahad \n"}"#)
            #expect(try await client.send(.get, "/knights/1").decoded(Knight.self).name == "Galahad")
        }
    }

    @Test func aKnightIsReadByItsID() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            _ = try await client.send(.post, "/knights", json: #"{"name": "Lancelot"}"#)
            _ = try await client.send(.post, "/knights", json: #"{"name": "Percival"}"#)
            let response = try await client.send(.get, "/knights/2")
            #expect(response.status == .ok)
            #expect(
                try response.decoded(Knight.self)
                    == Knight(id: 2, name: "Percival", questsCompleted: 0, currentQuestID: nil))
        }
    }

    @Test func knightsAreListedInPagesOfTheConfiguredSize() async throws {
        try await TestServer(in: folder, settings: ["paging.size": "2"]).application.test(.router) { client in
            for name in ["Lancelot", "Percival", "Galahad"] {
                _ = try await client.send(.post, "/knights", json: #"{"name": "\#(name)"}"#)
            }
            let first = try await client.send(.get, "/knights").decoded(Page<Knight>.self)
            let second = try await client.send(.get, "/knights?page=2").decoded(Page<Knight>.self)
            #expect(first.items.map(\.name) == ["Lancelot", "Percival"])
            #expect(second.items.map(\.name) == ["Galahad"])
            #expect([first.total, first.pageSize, second.page] == [3, 2, 2])
        }
    }

    @Test func aClientMayAskForAnotherPageSizeUpToTheMaximum() async throws {
        try await TestServer(in: folder, settings: ["paging.size": "1", "paging.maxSize": "3"]).application.test(
            .router
        ) {
            client in
            for name in ["Lancelot", "Percival", "Galahad", "Bors"] {
                _ = try await client.send(.post, "/knights", json: #"{"name": "\#(name)"}"#)
            }
            let page = try await client.send(.get, "/knights?size=3").decoded(Page<Knight>.self)
            #expect(page.items.count == 3)
            let refused = try await client.send(.get, "/knights?size=4")
            #expect(refused.status == .badRequest)
            #expect(
                try refused.decoded(ErrorBody.self).error
                    == #"The query parameter "size" is "4", but a page holds 1 to 3 items. To fix, write it as in ?size=1."#
            )
        }
    }

    @Test func anUnknownKnightIs404WithAMessageThatSaysWhereToFindIDs() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            let response = try await client.send(.get, "/knights/7")
            #expect(response.status == .notFound)
            #expect(
                try response.decoded(ErrorBody.self).error
                    == "No knight has the id 7. To fix, use the id of a knight listed by GET /knights.")
        }
    }

    @Test func aNameHoldingANulCharacterIsRefusedAndNothingIsStored() async throws {
        try await TestServer(in: folder).application.test(.live) { client in
            let response = try await client.send(.post, "/knights", json: #"{"name": "\u0000nul"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(
                try response.decoded(ErrorBody.self).error
                    == #"The field "name" holds the control character U+0000, and control characters are not allowed. "#
                    + #"To fix, send it as in {"name": "Lancelot"}."#)
            #expect(try await client.send(.get, "/knights").decoded(Page<Knight>.self).total == 0)
        }
    }

    @Test func aNameIsAnsweredAsItIsStored() async throws {
        try await TestServer(in: folder).application.test(.live) { client in
            let enlisted = try await client.send(
                .post, "/knights", json: #"{"name": "Sir Ké\u00efs 🐉 \"the Seneschal\""}"#)
            let stored = try await client.send(.get, "/knights/1").decoded(Knight.self)
            #expect(try enlisted.decoded(Knight.self) == stored)
            #expect(stored.name == #"Sir Kéïs 🐉 "the Seneschal""#)
        }
    }

    @Test func thePageAtTheEndOf64BitsIsEmptyInsteadOfOverflowing() async throws {
        try await TestServer(in: folder).application.test(.live) { client in
            _ = try await client.send(.post, "/knights", json: #"{"name": "Lancelot"}"#)
            let response = try await client.send(.get, "/knights?page=9223372036854775807&size=100")
            #expect(response.status == .ok)
            let page = try response.decoded(Page<Knight>.self)
            #expect(page.items.isEmpty)
            #expect([page.page, page.pageSize, page.total] == [Int.max, 100, 1])
            #expect(try await client.send(.get, "/knights").decoded(Page<Knight>.self).total == 1)
        }
    }
}
