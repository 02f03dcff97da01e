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
            var response = try ErrorBody(error: answer.message, requestID: context.requestID).response(
                from: request, context: context)
            response.status = answer.status
            response.headers.append(contentsOf: answer.headers)
            // HEAD gets the status and headers that GET would get, without the body.
            return request.method == .head ? response.createHeadResponse() : response
        }
    }

    private func answer(
        to error: any Error, _ request: Request, _ context: Context
    ) -> (status: HTTPResponse.Status, message: String, headers: HTTPFields) {
        let asked = "\(Echo.plain(request.method.rawValue)) \(Echo.plain(request.uri.path))"
        switch error {
        case let violation as RuleViolation:
            return (Self.status(of: violation), violation.description, [:])
        case let error as APIError:
            return (error.status, error.description, [:])
        case let failure as ServiceFailure:
            return (.serviceUnavailable, failure.description, [:])
        case let error as HTTPError where error.status == .notFound:
            return noRoute(request, asked: asked)
        case let error as HTTPError:
            return (
                error.status,
                "\(asked) failed: \(error.body ?? error.status.reasonPhrase). "
                    + "To fix, check the request against the README's curl examples.", [:]
            )
        default:
            var logger = logger
            logger[metadataKey: "request.id"] = "\(context.requestID)"
            logger.error("\(asked) failed: \(String(reflecting: error))")
            return (
                .internalServerError,
                "The server failed on \(asked). To fix, try again; if it goes on failing, report it with the "
                    + "request id.", [:]
            )
        }
    }

    /// 405 with `Allow` when the path is served under other methods, else 404 with every route.
    private func noRoute(
        _ request: Request, asked: String
    ) -> (status: HTTPResponse.Status, message: String, headers: HTTPFields) {
        let allowed = routes.methods(servingPath: request.uri.path)
        guard !allowed.isEmpty else {
            return (
                .notFound,
                "No route matches \(asked). To fix, use one of: " + routes.descriptionsButHead.joined(separator: ", ")
                    + ".", [:]
            )
        }
        let path = Echo.plain(request.uri.path)
        let names = allowed.map(\.rawValue)
        // HEAD comes with every GET; the fix names the methods that do something else.
        let suggested = allowed.filter { $0 != .head }.map(\.rawValue)
        let fix =
            suggested.count == 1
            ? "use \(suggested[0]) \(path)" : "use one of \(suggested.joined(separator: ", ")) on this path"
        return (
            .methodNotAllowed,
            "\(path) does not take \(Echo.plain(request.method.rawValue)); it takes \(Self.listed(names)). "
                + "To fix, \(fix).", [.allow: names.joined(separator: ", ")]
        )
    }

    /// "GET", "GET and POST", "GET, HEAD and POST".
    private static func listed(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    private static func status(of violation: RuleViolation) -> HTTPResponse.Status {
        switch violation {
        case .knightNotFound, .questNotFound: .notFound
        case .questNotOpen, .knightBusy, .questNotAssigned: .conflict
        case .invalidField: .unprocessableContent
        // A query parameter is part of what the request asks for, like a path: one the service cannot use is
        // refused as a request it cannot read, whatever its value.
        case .invalidQueryParameter: .badRequest
        }
    }
}
