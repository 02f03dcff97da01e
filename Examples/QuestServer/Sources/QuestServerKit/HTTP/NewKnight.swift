/// The body of `POST /knights`: `{"name": "Lancelot"}`.
public struct NewKnight: Codable, Sendable {
    /// The knight's name.
    public var name: String
}
