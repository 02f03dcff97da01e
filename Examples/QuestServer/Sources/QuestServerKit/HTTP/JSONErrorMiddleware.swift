import Hummingbird
import Logging

/// Answers every error with its status and an ``ErrorBody``: the rules' refusals with 4xx,
/// unreadable requests with 400 or 413, a path no route serves with 404, a method a path does not
/// take with 405 and `Allow`, storage failures with 503, anything else with 500.
///
/// Use it as the router's first middleware, so that it also sees the "no route" error the
/// router throws.
public struct JSONErrorMiddleware: RouterMiddleware {
    /// The router's context.
    public typealias Context = QuestRequestContext

    private let logger: Logger
    private let routes: RouteTable

    /// Makes the middleware.
    ///
    /// - Parameters:
    ///   - logger: Where errors that are not the client's are logged, with the request id.
    ///   - routes: The routes the router serves, named when a request matches none.
    public init(logger: Logger, routes: RouteTable) {
        self.logger = logger
        self.routes = routes
    }

    /// Calls the next responder and turns what it throws into a JSON answer.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let answer = answer(to: error, request, context)
            var response = try ErrorBody(error: answer.message, requestID: context.id).response(
                from: request, context: context)
            response.status = answer.status
            response.headers.append(contentsOf: answer.headers)
            return response
        }
    }

    private func answer(
        to error: any Error, _ request: Request, _ context: Context
    ) -> (status: HTTPResponse.Status, message: String, headers: HTTPFields) {
        switch error {
        case let violation as RuleViolation:
            return (Self.status(of: violation), violation.description, [:])
        case let error as APIError:
            return (error.status, error.description, [:])
        case let failure as ServiceFailure:
            return (.serviceUnavailable, failure.description, [:])
        case let error as HTTPError where error.status == .notFound:
            return noRoute(request)
        case let error as HTTPError:
            return (
                error.status,
                "\(request.method) \(request.uri.path) failed: \(error.body ?? error.status.reasonPhrase). "
                    + "To fix, check the request against the README's curl examples.", [:]
            )
        default:
            var logger = logger
            logger[metadataKey: "request.id"] = "\(context.id)"
            logger.error("\(request.method) \(request.uri.path) failed: \(String(reflecting: error))")
            return (
                .internalServerError,
                "The server failed on \(request.method) \(request.uri.path). To fix, try again; if it goes on "
                    + "failing, report it with the request id.", [:]
            )
        }
    }

    /// 405 with `Allow` when the path is served under other methods, else 404 with every route.
    private func noRoute(_ request: Request) -> (status: HTTPResponse.Status, message: String, headers: HTTPFields) {
        let allowed = routes.methods(servingPath: request.uri.path)
        guard let first = allowed.first else {
            return (
                .notFound,
                "No route matches \(request.method) \(request.uri.path). To fix, use one of: "
                    + routes.descriptions.joined(separator: ", ") + ".", [:]
            )
        }
        let names = allowed.map(\.rawValue)
        let fix =
            allowed.count == 1
            ? "use \(first) \(request.uri.path)" : "use one of \(names.joined(separator: ", ")) on this path"
        return (
            .methodNotAllowed,
            "\(request.uri.path) does not take \(request.method); it takes \(names.joined(separator: " and ")). "
                + "To fix, \(fix).", [.allow: names.joined(separator: ", ")]
        )
    }

    private static func status(of violation: RuleViolation) -> HTTPResponse.Status {
        switch violation {
        case .knightNotFound, .questNotFound: .notFound
        case .questNotOpen, .knightBusy, .questNotAssigned: .conflict
        case .invalidField, .invalidQueryParameter: .unprocessableContent
        }
    }
}
