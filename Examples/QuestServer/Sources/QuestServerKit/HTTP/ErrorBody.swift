import Hummingbird

/// The JSON body of every error response: `{"error": "…", "requestID": "…"}`.
///
/// Use it for 4xx and 5xx answers alike, so that clients read one shape; `error` names the
/// problem and says how to fix it, `requestID` finds the request in the server's log.
public struct ErrorBody: Codable, Sendable, Equatable, ResponseEncodable {
    /// The problem and one sentence starting "To fix".
    public var error: String
    /// The id of the request, as in the server's log.
    public var requestID: String

    /// Makes an error body.
    ///
    /// - Parameters:
    ///   - error: The problem and how to fix it.
    ///   - requestID: The request id.
    public init(error: String, requestID: String) {
        self.error = error
        self.requestID = requestID
    }
}
