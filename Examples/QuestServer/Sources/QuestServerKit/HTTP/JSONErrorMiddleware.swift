import Hummingbird
import Logging

/// Answers every error with its status and an ``ErrorBody``: the rules' refusals with 4xx,
/// unreadable requests with 400 or 404, storage failures with 503, anything else with 500.
///
/// Use it as the router's first middleware, so that it also sees the "no route" error the
/// router throws.
public struct JSONErrorMiddleware: RouterMiddleware {
    /// The router's context.
    public typealias Context = QuestRequestContext

    /// The routes a client can use, named in the answer to a request for any other.
    static let routes = [
        "GET /knights", "POST /knights", "GET /knights/{id}", "GET /quests", "POST /quests", "GET /quests/{id}",
        "POST /quests/{id}/assignment", "POST /quests/{id}/completion", "GET /status",
    ]

    private let logger: Logger

    /// Makes the middleware.
    ///
    /// - Parameter logger: Where errors that are not the client's are logged.
    public init(logger: Logger) {
        self.logger = logger
    }

    /// Calls the next responder and turns what it throws into a JSON answer.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let (status, message) = answer(to: error, request)
            var response = try ErrorBody(error: message, requestID: context.id).response(
                from: request, context: context)
            response.status = status
            return response
        }
    }

    private func answer(to error: any Error, _ request: Request) -> (HTTPResponse.Status, String) {
        switch error {
        case let violation as RuleViolation:
            return (Self.status(of: violation), violation.description)
        case let error as APIError:
            return (error.status, error.description)
        case let failure as ServiceFailure:
            return (.serviceUnavailable, failure.description)
        case let error as HTTPError:
            return (error.status, Self.describe(error, request))
        default:
            logger.error("\(request.method) \(request.uri.path) failed: \(String(reflecting: error))")
            return (
                .internalServerError,
                "The server failed on \(request.method) \(request.uri.path). To fix, try again; if it goes on "
                    + "failing, report it with the request id."
            )
        }
    }

    private static func status(of violation: RuleViolation) -> HTTPResponse.Status {
        switch violation {
        case .knightNotFound, .questNotFound: .notFound
        case .questNotOpen, .knightBusy, .questNotAssigned: .conflict
        case .invalidField, .invalidQueryParameter: .unprocessableContent
        }
    }

    /// Hummingbird's own errors: no route, a body too large.
    private static func describe(_ error: HTTPError, _ request: Request) -> String {
        switch error.status {
        case .notFound:
            "No route matches \(request.method) \(request.uri.path). To fix, use one of: "
                + routes.joined(separator: ", ") + "."
        case .contentTooLarge:
            "The request body of \(request.method) \(request.uri.path) is too large. To fix, send a body under 2 MiB."
        default:
            "\(request.method) \(request.uri.path) failed: \(error.body ?? error.status.reasonPhrase). "
                + "To fix, check the request against the README's curl examples."
        }
    }
}
