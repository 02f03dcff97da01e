/// A setting whose value converts to its type but is outside what the server can use, such as
/// `server.port=70000`.
public struct InvalidSetting: Error, CustomStringConvertible, Equatable {
    /// The configuration key, such as `server.port`.
    public let key: String
    /// The value, as configured.
    public let value: String
    /// The configuration that holds it.
    public let source: String
    /// What the value must be: "outside its range 0...65535 (0 lets the system choose)".
    public let rule: String
    /// What to do, as the end of a "To fix" sentence: "give a port in that range with --port or server.port".
    public let fix: String

    /// The problem, where it was configured, and how to fix it.
    public var description: String {
        "The setting \(key) is \(value) in \(source), \(rule). To fix, \(fix)."
    }
}
