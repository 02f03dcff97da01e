import Foundation
import Hummingbird
import HummingbirdTesting
import QuestServerKit
import Testing
import Typhoon

/// The server wired by hand, which `Scripts/load` measures Typhoon against, is the same server:
/// the same requests get the same answers as from the one the assemblies wire.
@Suite struct HandWiringTests {
    /// Requests that touch every route, the rules' refusals and the error middleware.
    static let session: [(HTTPRequest.Method, String, String?)] = [
        (.post, "/knights", #"{"name": "Lancelot"}"#), (.post, "/knights", #"{"name": "Galahad"}"#),
        (.post, "/quests", #"{"title": "Find the Holy Grail"}"#), (.post, "/quests", #"{"title": "Slay the dragon"}"#),
        (.post, "/quests/1/assignment", #"{"knightID": 2}"#), (.post, "/quests/2/assignment", #"{"knightID": 2}"#),
        (.get, "/knights/2", nil), (.post, "/quests/1/completion", nil), (.get, "/quests?status=open", nil),
        (.get, "/knights?page=2&size=1", nil), (.post, "/knights", #"{"name": ""}"#), (.get, "/quests/dragon", nil),
        (.delete, "/knights/1", nil), (.get, "/dragons", nil), (.get, "/knights?size=500", nil),
    ]

    /// Each answer's status and body, the request id left out.
    static func answers(of application: some ApplicationProtocol) async throws -> [String] {
        try await application.test(.live) { client in
            var answers: [String] = []
            for (method, uri, json) in session {
                let response = try await client.send(method, uri, json: json)
                let body = String(buffer: response.body).replacing(/"requestID":"[0-9a-f]+"/, with: "")
                answers.append("\(response.status.code) \(body)")
            }
            return answers
        }
    }

    @Test func theServerWiredByHandAnswersAsTheAssembledOne() async throws {
        let assembled = try TemporaryFolder()
        let byHand = try TemporaryFolder()
        let settings = try SettingsCheck.check([
            Config(
                properties: "database.path=\(byHand.databaseFile.path)\nserver.port=0\nlog.level=critical",
                source: "the test's settings")
        ])
        let handWired = HandWiring.application(settings, database: try await QuestDatabase.opening(settings))
        let expected = try await Self.answers(of: TestServer(in: assembled).application)
        #expect(try await Self.answers(of: handWired) == expected)
        #expect(expected.count == Self.session.count)
        #expect(expected[5].hasPrefix("409 "))
    }
}
