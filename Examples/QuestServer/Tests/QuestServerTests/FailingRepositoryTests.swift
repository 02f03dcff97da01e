import Hummingbird
import HummingbirdTesting
import QuestServerKit
import Testing

/// The routes with the repository patched to one whose storage fails: every route answers 503
/// with a JSON body that names what failed and the request id to look for in the log, and
/// requests that are refused before the storage is reached are still refused with 4xx.
@Suite struct FailingRepositoryTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    static func expectedError(_ operation: String, _ requestID: String) -> String {
        "The service could not \(operation) because its storage failed. To fix, try again later; if it goes on "
            + "failing, the server's log has the details under request id \(requestID)."
    }

    @Test(arguments: RouteCall.all)
    func aFailingStorageIs503WithAMessageNamingTheOperation(_ call: RouteCall) async throws {
        let server = try TestServer(in: folder)
        // Patching calls the scoped definition once, which it may do only in a region.
        server.factory.withScope { _ = server.factory.patch(server.persistence.repository) { FailingRepository() } }
        try await server.application.test(.router) { client in
            let response = try await client.send(call.method, call.uri, json: call.json)
            #expect(response.status == .serviceUnavailable)
            let body = try response.decoded(ErrorBody.self)
            #expect(body.error == Self.expectedError(call.operation, body.requestID))
        }
    }

    @Test func aRequestTheRulesRefuseIsRefusedBeforeTheStorageIsReached() async throws {
        let server = try TestServer(in: folder)
        // Patching calls the scoped definition once, which it may do only in a region.
        server.factory.withScope { _ = server.factory.patch(server.persistence.repository) { FailingRepository() } }
        try await server.application.test(.router) { client in
            let response = try await client.send(.post, "/knights", json: #"{"name": ""}"#)
            #expect(response.status == .unprocessableContent)
        }
    }

    @Test func aPatchReachesAnApplicationThatIsAlreadyServingBecauseServicesAreBuiltPerRequest() async throws {
        let server = try TestServer(in: folder)
        try await server.application.test(.router) { client in
            let enlisted = try await client.send(.post, "/knights", json: #"{"name": "Lancelot"}"#)
            // Patching calls the scoped definition once, which it may do only in a region.
            let patch = server.factory.withScope {
                server.factory.patch(server.persistence.repository) { FailingRepository() }
            }
            let failed = try await client.send(.get, "/knights/1")
            patch.detach()
            let recovered = try await client.send(.get, "/knights/1")
            #expect(enlisted.status == .created)
            #expect(failed.status == .serviceUnavailable)
            #expect(try recovered.decoded(Knight.self).name == "Lancelot")
        }
    }
}
