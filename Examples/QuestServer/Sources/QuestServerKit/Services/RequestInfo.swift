/// What the services know of the HTTP request they serve: its id, method and path.
///
/// Use it as the run-time argument of the per-request definitions of ``ServiceAssembly``. It is
/// `Hashable` because Typhoon tells the instances of such definitions apart by their arguments;
/// Hummingbird's request context is neither a class nor `Hashable`, so it cannot be one.
public struct RequestInfo: Hashable, Sendable {
    /// Hummingbird's request id, also in every log line about the request.
    public var id: String
    /// The HTTP method, such as `POST`.
    public var method: String
    /// The path, such as `/quests/3/assignment`.
    public var path: String

    /// Makes the description of a request.
    ///
    /// - Parameters:
    ///   - id: The request id.
    ///   - method: The HTTP method.
    ///   - path: The path.
    public init(id: String, method: String, path: String) {
        self.id = id
        self.method = method
        self.path = path
    }
}
