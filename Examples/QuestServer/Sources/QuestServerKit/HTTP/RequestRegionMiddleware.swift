import Hummingbird

/// Runs each request in a region of its own, around a unit of work that the request's services
/// share: committed when the answer is a success (under 400), rolled back when it is an error.
///
/// Use it as the router's second middleware, inside ``JSONErrorMiddleware``, so that it sees the
/// errors before they become answers. ``HTTPAssembly/requestRegion()`` opens a Typhoon region
/// (`factory.withScope`) in which the `.scoped` unit of work lives; ``HandWiring`` opens its own
/// equivalent by hand.
public struct RequestRegionMiddleware: RouterMiddleware {
    /// Runs the request it is given in a region, and returns its answer.
    public typealias Region = @Sendable (_ respond: () async throws -> Response) async throws -> Response

    private let region: Region

    /// Makes the middleware.
    ///
    /// - Parameter region: Opens the request's region and settles its unit of work around `respond`.
    public init(region: @escaping Region) {
        self.region = region
    }

    /// Runs the rest of the chain in the request's region; a commit that fails is a 503.
    public func handle(
        _ request: Request, context: QuestRequestContext, next: (Request, QuestRequestContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await region { try await next(request, context) }
        } catch let failure as UnitOfWork.CommitFailure {
            let requestInfo = context.requestInfo(request)
            context.logger.error(
                "\(requestInfo.method) \(requestInfo.path): could not commit: \(String(reflecting: failure.error))")
            throw ServiceFailure(operation: "save the changes", requestID: requestInfo.id)
        }
    }

    /// Whether a request's answer is a success, whose writes are committed.
    public static func succeeded(_ response: Response) -> Bool {
        response.status.code < 400
    }
}
