import Hummingbird

/// A request the HTTP layer cannot read: a body that is not the JSON expected, a path or query
/// parameter that is not a number, a route that does not exist.
///
/// Use it in controllers; ``JSONErrorMiddleware`` answers it with its status and a JSON body
/// whose `error` names the problem and says how to fix it.
public struct APIError: Error, Equatable, CustomStringConvertible {
    /// The HTTP status to answer with.
    public var status: HTTPResponse.Status
    /// The problem and one sentence starting "To fix".
    public var description: String

    /// Makes an error.
    ///
    /// - Parameters:
    ///   - status: The HTTP status to answer with.
    ///   - description: The problem and one sentence starting "To fix".
    public init(_ status: HTTPResponse.Status, _ description: String) {
        self.status = status
        self.description = description
    }
}
