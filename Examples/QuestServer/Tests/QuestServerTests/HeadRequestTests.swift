import Hummingbird
import HummingbirdTesting
import QuestServerKit
import Testing

/// `HEAD` is answered on every path that takes `GET`, with the status and headers that `GET`
/// would get and no body, by the live server (its HTTP/1 pipeline included).
@Suite struct HeadRequestTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Enlists a knight and posts a quest, so that every GET route has something to show.
    static func seed(_ client: some TestClientProtocol) async throws {
        _ = try await client.send(.post, "/knights", json: #"{"name": "Lancelot"}"#)
        _ = try await client.send(.post, "/quests", json: #"{"title": "Find the Holy Grail"}"#)
    }

    @Test(arguments: [
        "/knights", "/knights?page=2&size=1", "/knights/1", "/quests?status=open", "/quests/1", "/status",
    ])
    func headAnswersWithTheStatusAndHeadersOfGetAndNoBody(uri: String) async throws {
        try await TestServer(in: folder).application.test(.live) { client in
            try await Self.seed(client)
            let get = try await client.send(.get, uri)
            let head = try await client.send(.head, uri)
            #expect(get.status == .ok)
            #expect(head.status == get.status)
            #expect(head.headers[.contentType] == get.headers[.contentType])
            #expect(head.headers[.contentLength] == get.headers[.contentLength])
            #expect(head.headers[.contentLength] == "\(get.body.readableBytes)")
            #expect(head.body.readableBytes == 0)
        }
    }

    @Test(arguments: ["/knights/9", "/knights/lancelot", "/quests?page=0", "/dragons"])
    func headAnswersAnErrorWithItsStatusAndNoBody(uri: String) async throws {
        try await TestServer(in: folder).application.test(.live) { client in
            let get = try await client.send(.get, uri)
            let head = try await client.send(.head, uri)
            #expect(get.status.code >= 400)
            #expect(head.status == get.status)
            #expect(head.headers[.contentType] == "application/json; charset=utf-8")
            #expect(head.body.readableBytes == 0)
        }
    }

    @Test func headOnAPathThatTakesOnlyPostIs405WithAllow() async throws {
        try await TestServer(in: folder).application.test(.live) { client in
            let head = try await client.send(.head, "/quests/1/assignment")
            #expect(head.status == .methodNotAllowed)
            #expect(head.headers[.allow] == "POST")
            #expect(head.body.readableBytes == 0)
        }
    }
}
