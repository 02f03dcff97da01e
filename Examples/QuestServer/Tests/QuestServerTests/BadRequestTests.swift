import Hummingbird
import HummingbirdTesting
import QuestServerKit
import Testing

/// Requests the service cannot read get a 4xx status and a JSON body whose `error` names the
/// problem and says how to fix it, from the live server (its HTTP/1 pipeline included).
@Suite struct BadRequestTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Sends one request to a fresh live server and returns its status and error message.
    func answer(
        _ method: HTTPRequest.Method, _ uri: String, json: String? = nil
    ) async throws -> (HTTPResponse.Status, String) {
        let (status, error, _) = try await answerWithHeaders(method, uri, json: json)
        return (status, error)
    }

    /// Sends one request to a fresh live server and returns its status, error message and headers.
    func answerWithHeaders(
        _ method: HTTPRequest.Method, _ uri: String, json: String? = nil
    ) async throws -> (HTTPResponse.Status, String, HTTPFields) {
        try await TestServer(in: folder).application.test(.live) { client in
            let response = try await client.send(method, uri, json: json)
            let body = try response.decoded(ErrorBody.self)
            #expect(body.requestID.count == 32 && body.requestID.allSatisfy { $0.isHexDigit })
            return (response.status, body.error, response.headers)
        }
    }

    @Test func everyErrorAnswerCarriesARequestIDOfThirtyTwoHexadecimalDigits() async throws {
        // Hummingbird's id drops the leading zeros of its first half, drawn once per process; the
        // service puts them back, so that an answer's length does not depend on the draw.
        try await TestServer(in: folder).application.test(.live) { client in
            for uri in ["/knights/9", "/quests/dragon", "/nowhere"] {
                let body = try await client.send(.get, uri).decoded(ErrorBody.self)
                #expect(body.requestID.count == 32, "\(uri): \(body.requestID)")
                #expect(body.requestID.allSatisfy { $0.isHexDigit })
            }
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

    @Test(arguments: ["0", "-1", "99999999999999999999", "two", "1.5", ""])
    func aPageThatIsNotAWholeNumberFrom1Is400WhateverItsDigits(page: String) async throws {
        let (status, error) = try await answer(.get, "/knights?page=\(page)")
        #expect(status == .badRequest)
        #expect(
            error
                == #"The query parameter "page" is "\#(page)", but pages are numbered 1 to 9223372036854775807. "#
                + "To fix, write it as in ?page=1.")
    }

    @Test(arguments: ["0", "101", "99999999999999999999", "ten"])
    func aPageSizeThatIsNotAWholeNumberUpToTheMaximumIs400WhateverItsDigits(size: String) async throws {
        let (status, error) = try await answer(.get, "/quests?size=\(size)")
        #expect(status == .badRequest)
        #expect(
            error
                == #"The query parameter "size" is "\#(size)", but a page holds 1 to 100 items. To fix, write it as in "#
                + "?size=20.")
    }

    @Test func anUnknownStatusIs400AndListsTheStatuses() async throws {
        let (status, error) = try await answer(.get, "/quests?status=lost")
        #expect(status == .badRequest)
        #expect(
            error
                == #"The query parameter "status" is "lost", which is not a quest status. To fix, use one of: open, assigned, completed."#
        )
    }

    @Test func anUnknownPathIs404AndListsTheRoutes() async throws {
        let (status, error) = try await answer(.get, "/dragons")
        #expect(status == .notFound)
        #expect(
            error
                == "No route matches GET /dragons. To fix, use one of: GET /knights, POST /knights, GET /knights/{id}, "
                + "GET /quests, POST /quests, GET /quests/{id}, POST /quests/{id}/assignment, "
                + "POST /quests/{id}/completion, GET /status.")
    }

    @Test func aMethodAPathDoesNotTakeIs405AndAllowNamesTheOnesItTakesHEADWithGET() async throws {
        let (status, error, headers) = try await answerWithHeaders(.delete, "/knights/1")
        #expect(status == .methodNotAllowed)
        #expect(headers[.allow] == "GET, HEAD")
        #expect(error == "/knights/1 does not take DELETE; it takes GET and HEAD. To fix, use GET /knights/1.")
    }

    @Test func aMethodAPathDoesNotTakeIs405AndAllowNamesEveryOneItTakes() async throws {
        let (status, error, headers) = try await answerWithHeaders(.put, "/knights", json: #"{"name": "Lancelot"}"#)
        #expect(status == .methodNotAllowed)
        #expect(headers[.allow] == "GET, HEAD, POST")
        #expect(
            error
                == "/knights does not take PUT; it takes GET, HEAD and POST. To fix, use one of GET, POST on this path."
        )
    }

    @Test(arguments: [
        ("null", "null"), ("[]", "an array"), ("3", "a number"), (#""Lancelot""#, "a string"), ("true", "a boolean"),
    ])
    func aBodyThatIsNotAJSONObjectIs400AndSaysWhatItIs(body: String, kind: String) async throws {
        let (status, error) = try await answer(.post, "/knights", json: body)
        #expect(status == .badRequest)
        #expect(
            error
                == #"The request body is \#(kind), but it must be a JSON object. To fix, send a JSON body such as {"name": "Lancelot"}."#
        )
    }

    @Test func anEmptyBodyIs400AndSaysSo() async throws {
        let (status, error) = try await answer(.post, "/quests/1/assignment", json: "")
        #expect(status == .badRequest)
        #expect(error == #"The request body is empty. To fix, send a JSON body such as {"knightID": 1}."#)
    }

    @Test func aNumberWithAFractionIs400AndNamesTheFieldAndTheNumber() async throws {
        let (status, error) = try await answer(.post, "/quests/1/assignment", json: #"{"knightID": 1.5}"#)
        #expect(status == .badRequest)
        #expect(
            error
                == #"The field "knightID" of the request body is 1.5, which is not a whole number. To fix, send a JSON body such as {"knightID": 1}."#
        )
    }

    @Test func aNumberBeyond64BitsIs400AndNamesTheFieldAndTheRange() async throws {
        let (status, error) = try await answer(
            .post, "/quests/1/assignment", json: #"{"knightID": 99999999999999999999}"#)
        #expect(status == .badRequest)
        #expect(
            error
                == #"The field "knightID" of the request body is 99999999999999999999, which is beyond the whole numbers "#
                + #"the service reads (-9223372036854775808 to 9223372036854775807). To fix, send a JSON body such as {"knightID": 1}."#
        )
    }

    @Test func aBodyOverTheLimitIs413AndNamesTheLimit() async throws {
        let name = String(repeating: "a", count: QuestRequestContext.uploadLimit)
        let (status, error) = try await answer(.post, "/knights", json: #"{"name": "\#(name)"}"#)
        #expect(status == .contentTooLarge)
        #expect(
            error
                == "The request body of POST /knights is over 2097152 bytes, the most the service reads. To fix, send a "
                + #"JSON body such as {"name": "Lancelot"}."#)
    }

    @Test func aFieldSentTwiceIs400AndNamesTheField() async throws {
        let (status, error) = try await answer(.post, "/knights", json: #"{"name": "Lancelot", "name": "Galahad"}"#)
        #expect(status == .badRequest)
        #expect(
            error
                == #"The request body has the field "name" more than once, and JSON does not say which value counts. "#
                + #"To fix, send each field once, as in {"name": "Lancelot"}."#)
    }

    @Test func aFieldSentTwiceIsFoundWhateverEscapesSpellIt() async throws {
        let (status, error) = try await answer(
            .post, "/quests/1/assignment", json: #"{"knightID": 1, "\u006bnightID": 2}"#)
        #expect(status == .badRequest)
        #expect(error.hasPrefix(#"The request body has the field "knightID" more than once"#))
    }

    @Test func aFieldSentTwiceIsFoundInANestedObjectToo() async throws {
        let (status, error) = try await answer(
            .post, "/knights", json: #"{"name": "Lancelot", "horse": {"name": "Tornado", "name": "Arion"}}"#)
        #expect(status == .badRequest)
        #expect(error.hasPrefix(#"The request body has the field "name" more than once"#))
    }

    @Test func theSameFieldInTwoObjectsOrAsAValueIsNotADuplicate() async throws {
        try await TestServer(in: folder).application.test(.router) { client in
            let response = try await client.send(
                .post, "/knights", json: #"{"name": "name", "horse": {"name": "Tornado"}, "names": ["name", "name"]}"#)
            #expect(response.status == .created)
        }
    }

    @Test func anIDOf20000CharactersIsEchoedAsItsFirst100AndItsLength() async throws {
        let id = String(repeating: "x", count: 20_000)
        let (status, error) = try await answer(.get, "/knights/\(id)")
        let shown = String(repeating: "x", count: 100)
        #expect(status == .badRequest)
        #expect(
            error
                == #"The knight id "\#(shown)…" (20000 characters) in /knights/\#(shown.dropLast(9))… (20009 characters) "#
                + "is not a number. To fix, use the number the service gave, e.g. /knights/1.")
    }

    @Test func aPathOf20000CharactersIsEchoedAsItsFirst100AndItsLengthIn404And405() async throws {
        let path = "/" + String(repeating: "d", count: 20_000)
        let shown = String(repeating: "d", count: 99)
        let (notFound, missing) = try await answer(.get, path)
        #expect(notFound == .notFound)
        #expect(
            missing.hasPrefix("No route matches GET /\(shown)… (20001 characters). To fix, use one of: GET /knights,"))
        let (notAllowed, wrongMethod) = try await answer(.delete, "/knights\(path)")
        #expect(notAllowed == .methodNotAllowed)
        #expect(wrongMethod.count < 400)
    }

    @Test func aQueryParameterOf20000CharactersIsEchoedAsItsFirst100AndItsLength() async throws {
        let value = String(repeating: "7", count: 20_000)
        let (status, error) = try await answer(.get, "/quests?status=\(value)")
        #expect(status == .badRequest)
        #expect(
            error
                == #"The query parameter "status" is "\#(String(repeating: "7", count: 100))…" (20000 characters), "#
                + "which is not a quest status. To fix, use one of: open, assigned, completed.")
    }
}
