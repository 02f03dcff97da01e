import Hummingbird
import Synchronization

/// The routes the application serves, as the controllers added them.
///
/// Use it where a request matches no route: the error middleware lists the routes in its 404
/// answer, and answers 405 with an `Allow` header when the path is served under other methods.
/// ``RecordingRouter`` fills it while the controllers add their routes.
public final class RouteTable: Sendable {
    private let routes = Mutex<[(method: HTTPRequest.Method, path: RouterPath)]>([])

    /// Makes an empty table.
    public init() {}

    /// Notes one route.
    func add(_ method: HTTPRequest.Method, _ path: RouterPath) {
        routes.withLock { $0.append((method, path)) }
    }

    /// Each route as "GET /knights/{id}", in the order they were added, HEAD routes included.
    public var descriptions: [String] {
        routes.withLock { $0.map { "\($0.method) \($0.path)" } }
    }

    /// Each route as "GET /knights/{id}", but the HEAD routes, which every GET route has: the list
    /// a 404 answer shows.
    public var descriptionsButHead: [String] {
        routes.withLock { $0.filter { $0.method != .head }.map { "\($0.method) \($0.path)" } }
    }

    /// The methods of the routes whose path matches `path`, such as `/knights/1`.
    public func methods(servingPath path: String) -> [HTTPRequest.Method] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        return routes.withLock { routes in
            routes.filter { route in
                route.path.count == segments.count && zip(route.path, segments).allSatisfy { $0 ~= $1 }
            }
            .map(\.method)
        }
    }
}
