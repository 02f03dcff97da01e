import Hummingbird

/// The body of `GET /status`.
public struct ServerStatus: Codable, Sendable, Equatable, ResponseEncodable {
    /// The path of the database file.
    public var database: String
    /// How many knights and quests there are.
    public var census: Census
    /// How many requests have an object graph that is still alive, this one included.
    public var requestsInFlight: Int
}
