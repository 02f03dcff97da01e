import Hummingbird
import HummingbirdTesting
import Logging
import QuestServerKit
import Testing

/// Every line the server logs about a failed request carries the request id that the answer
/// tells the user to report.
@Suite struct ErrorLogTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// A controller whose one route fails with an error the service does not know.
    final class BrokenController: RouteProvider {
        struct Surprise: Error {}

        func addRoutes(to router: RecordingRouter) {
            router.get("broken") { _, _ -> String in throw Surprise() }
        }
    }

    @Test func aFailingStoragesLogLinesCarryTheRequestIDOfThe503() async throws {
        let log = LogCapture()
        let server = try TestServer(in: folder)
        server.factory.patch(server.services.logger) { log.logger() }
        // Patching calls the scoped definition once, which it may do only in a region.
        server.factory.withScope { _ = server.factory.patch(server.persistence.repository) { FailingRepository() } }
        try await server.application.test(.live) { client in
            let response = try await client.send(.get, "/knights/1")
            #expect(response.status == .serviceUnavailable)
            let requestID = try response.decoded(ErrorBody.self).requestID
            let errors = log.lines.filter { $0.level >= .error }
            #expect(
                errors.map(\.message) == [
                    "GET /knights/1: could not read knight 1: QuestServerTests.FailingRepository.DiskFailure()"
                ])
            #expect(errors.map { $0.metadata["request.id"]?.description } == [requestID])
        }
    }

    @Test func anUnexpectedErrorsLogLineCarriesTheRequestIDOfThe500() async throws {
        let log = LogCapture()
        let routes = RouteTable()
        let router = QuestApplication.router(
            controllers: [BrokenController()], routes: routes,
            errorMiddleware: JSONErrorMiddleware(logger: log.logger(), routes: routes),
            // The broken controller keeps nothing, so its requests need no unit of work.
            requestRegion: RequestRegionMiddleware { respond in try await respond() })
        let application = QuestApplication.application(
            router: router, host: "127.0.0.1", port: 0, services: [], logger: log.logger())
        try await application.test(.live) { client in
            let response = try await client.send(.get, "/broken")
            #expect(response.status == .internalServerError)
            let body = try response.decoded(ErrorBody.self)
            #expect(
                body.error
                    == "The server failed on GET /broken. To fix, try again; if it goes on failing, report it with "
                    + "the request id.")
            let errors = log.lines.filter { $0.level >= .error }
            #expect(
                errors.map(\.message) == [
                    "GET /broken failed: QuestServerTests.ErrorLogTests.BrokenController.Surprise()"
                ])
            #expect(errors.map { $0.metadata["request.id"]?.description } == [body.requestID])
        }
    }
}
