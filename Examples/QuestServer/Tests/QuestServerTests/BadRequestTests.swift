import Hummingbird
import HummingbirdTesting
import QuestServerKit
import Testing

/// Requests the service cannot read get a 4xx status and a JSON body whose `error` names the
/// problem and says how to fix it.
@Suite struct BadRequestTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Sends one request to a fresh server and returns its status and error message.
    func answer(
        _ method: HTTPRequest.Method, _ uri: String, json: String? = nil
    ) async throws -> (HTTPResponse.Status, String) {
        try await TestServer(in: folder).application.test(.router) { client in
            let response = try await client.send(method, uri, json: json)
            let body = try response.decoded(ErrorBody.self)
            #expect(!body.requestID.isEmpty)
            return (response.status, body.error)
        }
    }

    @Test func aBodyThatIsNotJSONIs400() async throws {
        let (status, error) = try await answer(.post, "/knights", json: "name=Lancelot")
        #expect(status == .badRequest)
        #expect(error == #"The request body is not valid JSON. To fix, send a JSON body such as {"name": "Lancelot"}."#)
    }

    @Test func aMissingFieldIs400AndNamesTheField() async throws {
        let (status, error) = try await answer(.post, "/quests", json: #"{"name": "Find the Holy Grail"}"#)
        #expect(status == .badRequest)
        #expect(
            error
                == #"The request body has no field "title". To fix, send a JSON body such as {"title": "Find the Holy Grail"}."#
        )
    }

    @Test func aFieldOfTheWrongTypeIs400AndNamesTheType() async throws {
        let (status, error) = try await answer(.post, "/quests/1/assignment", json: #"{"knightID": "Lancelot"}"#)
        #expect(status == .badRequest)
        #expect(
            error
                == #"The field "knightID" of the request body is not a whole number. To fix, send a JSON body such as {"knightID": 1}."#
        )
    }

    @Test func anEmptyNameIs422() async throws {
        let (status, error) = try await answer(.post, "/knights", json: #"{"name": "   "}"#)
        #expect(status == .unprocessableContent)
        #expect(error == #"The field "name" is empty. To fix, send it as in {"name": "Lancelot"}."#)
    }

    @Test func aNameLongerThan100CharactersIs422() async throws {
        let title = String(repeating: "a", count: 101)
        let (status, error) = try await answer(.post, "/quests", json: #"{"title": "\#(title)"}"#)
        #expect(status == .unprocessableContent)
        #expect(
            error
                == #"The field "title" has 101 characters, more than the 100 allowed. To fix, send it as in {"title": "Find the Holy Grail"}."#
        )
    }

    @Test func anIDThatIsNotANumberIs400() async throws {
        let (status, error) = try await answer(.get, "/knights/lancelot")
        #expect(status == .badRequest)
        #expect(
            error
                == #"The knight id "lancelot" in /knights/lancelot is not a number. To fix, use the number the service gave, e.g. /knights/1."#
        )
    }

    @Test func aPageNumberThatIsNotANumberIs400() async throws {
        let (status, error) = try await answer(.get, "/quests?page=two")
        #expect(status == .badRequest)
        #expect(
            error == #"The query parameter "page" is "two", which is not a whole number. To fix, write e.g. ?page=1."#)
    }

    @Test func pageZeroIs422() async throws {
        let (status, error) = try await answer(.get, "/knights?page=0")
        #expect(status == .unprocessableContent)
        #expect(error == #"The query parameter "page" is 0, but pages count from 1. To fix, write it as in ?page=1."#)
    }

    @Test func anUnknownStatusIs400AndListsTheStatuses() async throws {
        let (status, error) = try await answer(.get, "/quests?status=lost")
        #expect(status == .badRequest)
        #expect(
            error
                == #"The query parameter "status" is "lost", which is not a quest status. To fix, use one of: open, assigned, completed."#
        )
    }

    @Test func anUnknownRouteIs404AndListsTheRoutes() async throws {
        let (status, error) = try await answer(.delete, "/knights/1")
        #expect(status == .notFound)
        #expect(
            error
                == "No route matches DELETE /knights/1. To fix, use one of: GET /knights, POST /knights, GET /knights/{id}, "
                + "GET /quests, POST /quests, GET /quests/{id}, POST /quests/{id}/assignment, "
                + "POST /quests/{id}/completion, GET /status.")
    }
}
