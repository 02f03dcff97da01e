import Hummingbird
import HummingbirdTesting
import Testing

/// One request to a route that reads or writes the storage, and the operation the service
/// names when the storage fails under it.
struct RouteCall: Sendable, CustomTestStringConvertible {
    let method: HTTPRequest.Method
    let uri: String
    let json: String?
    let operation: String

    var testDescription: String { "\(method) \(uri)" }

    /// Every route that reaches the storage.
    static let all = [
        RouteCall(method: .get, uri: "/knights", json: nil, operation: "list the knights"),
        RouteCall(method: .post, uri: "/knights", json: #"{"name": "Lancelot"}"#, operation: "enlist a knight"),
        RouteCall(method: .get, uri: "/knights/1", json: nil, operation: "read knight 1"),
        RouteCall(method: .get, uri: "/quests?status=open", json: nil, operation: "list the quests"),
        RouteCall(method: .post, uri: "/quests", json: #"{"title": "Find the Holy Grail"}"#, operation: "post a quest"),
        RouteCall(method: .get, uri: "/quests/1", json: nil, operation: "read quest 1"),
        RouteCall(
            method: .post, uri: "/quests/1/assignment", json: #"{"knightID": 1}"#,
            operation: "assign quest 1 to knight 1"),
        RouteCall(method: .post, uri: "/quests/1/completion", json: nil, operation: "complete quest 1"),
        RouteCall(method: .get, uri: "/status", json: nil, operation: "count knights and quests"),
    ]
}
