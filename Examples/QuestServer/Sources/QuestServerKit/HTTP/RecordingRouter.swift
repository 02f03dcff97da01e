import Hummingbird

/// A router that notes every route added through it in a ``RouteTable``, then adds it to the
/// Hummingbird router it wraps.
///
/// Use it to hand the router to the controllers (``RouteProvider/addRoutes(to:)``), so that the
/// table knows what the router serves without a second list to keep in step.
public struct RecordingRouter: RouterMethods {
    /// The router's context.
    public typealias Context = QuestRequestContext

    /// The router the routes go to.
    public let router: Router<QuestRequestContext>
    /// Where the routes are noted.
    public let table: RouteTable

    /// Makes the recorder.
    ///
    /// - Parameters:
    ///   - router: The router the routes go to.
    ///   - table: Where the routes are noted.
    public init(router: Router<QuestRequestContext>, table: RouteTable) {
        self.router = router
        self.table = table
    }

    /// Notes the route and adds it to the router; a GET route also gets its HEAD route, which
    /// answers with the status and headers of the GET answer and no body.
    @discardableResult public func on<Responder: HTTPResponder>(
        _ path: RouterPath, method: HTTPRequest.Method, responder: Responder
    ) -> Self where Responder.Context == Context {
        table.add(method, path)
        router.on(path, method: method, responder: responder)
        if method == .get {
            table.add(.head, path)
            // An error is thrown on to the error middleware, which drops the body of a HEAD answer.
            router.on(path, method: .head) { (request: Request, context: Context) in
                try await responder.respond(to: request, context: context).createHeadResponse()
            }
        }
        return self
    }

    /// Adds a middleware to the router, for the routes added after it.
    @discardableResult public func add(middleware: any MiddlewareProtocol<Request, Response, Context>) -> Self {
        router.add(middleware: middleware)
        return self
    }
}
