/// An operation that failed for a reason the client cannot fix, such as an unavailable database.
///
/// Use it to answer with a 5xx status: its ``description`` names the operation and the request
/// id under which the server's log has the details, and shows no internals.
public struct ServiceFailure: Error, Equatable, CustomStringConvertible {
    /// What the service was doing, such as "assign quest 3 to knight 2".
    public var operation: String
    /// The request id, which the log lines about the failure carry.
    public var requestID: String

    /// The problem and one sentence starting "To fix".
    public var description: String {
        "The service could not \(operation) because its storage failed. To fix, try again later; if it goes on "
            + "failing, the server's log has the details under request id \(requestID)."
    }
}
