import QuestServerKit
import Testing

/// What a client library hides, sent byte for byte to the running server: `Expect: 100-continue`,
/// which curl sends for bodies over 1 KiB, and a body streamed without a declared length.
@Suite struct HTTPConnectionTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Runs `body` with a raw connection to a fresh server started from the executable, whose
    /// HTTP/1 pipeline reads a request's head before its body (HummingbirdTesting's live mode
    /// waits for the whole request).
    func withConnection(_ body: @Sendable (RawConnection) throws -> Void) async throws {
        let server = try ServerProcess(["--port", "0", "--database", folder.databaseFile.path], in: folder)
        let port = try await server.port()
        try body(try RawConnection(port: port))
    }

    static func head(_ request: String, _ headers: [String]) -> String {
        ([request, "Host: localhost"] + headers).joined(separator: "\r\n") + "\r\n\r\n"
    }

    @Test func aClientThatExpects100ContinueGetsItAndThenTheAnswer() async throws {
        let body = #"{"name": "\#(String(repeating: "a", count: 90))"}"#
        try await withConnection { connection in
            connection.send(
                Self.head("POST /knights HTTP/1.1", ["Content-Length: \(body.utf8.count)", "Expect: 100-continue"]))
            #expect(connection.readHead() == "HTTP/1.1 100 Continue\r\n\r\n")
            connection.send(body)
            #expect(connection.readHead().hasPrefix("HTTP/1.1 201 Created\r\n"))
        }
    }

    @Test func aDeclaredBodyOverTheLimitGets413InsteadOf100Continue() async throws {
        try await withConnection { connection in
            connection.send(
                Self.head(
                    "POST /knights HTTP/1.1",
                    ["Content-Length: \(QuestRequestContext.uploadLimit + 1)", "Expect: 100-continue"]))
            #expect(connection.readHead().hasPrefix("HTTP/1.1 413 Payload Too Large\r\n"))
        }
    }

    @Test func aStreamedBodyOverTheLimitIs413() async throws {
        try await withConnection { connection in
            connection.send(Self.head("POST /quests HTTP/1.1", ["Transfer-Encoding: chunked"]))
            let chunk = String(repeating: "a", count: 64 * 1024)
            let chunks = QuestRequestContext.uploadLimit / chunk.utf8.count + 1
            for _ in 0..<chunks {
                connection.send(String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n")
            }
            connection.send("0\r\n\r\n")
            #expect(connection.readHead().hasPrefix("HTTP/1.1 413 Payload Too Large\r\n"))
        }
    }
}
