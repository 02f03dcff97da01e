import Foundation
import Typhoon

/// The settings given on the command line, as a configuration that wins over the files.
///
/// Use ``config()`` as the first configuration of ``QuestServerAssemblies/factory(configs:)``;
/// a setting left `nil` is not in it, so the configuration file or the defaults decide.
public struct ServerOverrides: Sendable, Equatable {
    /// `server.host`.
    public var host: String?
    /// `server.port`.
    public var port: Int?
    /// `database.path`.
    public var databasePath: String?
    /// `log.level`.
    public var logLevel: String?

    /// Makes the overrides.
    ///
    /// - Parameters:
    ///   - host: The address to listen on.
    ///   - port: The port to listen on.
    ///   - databasePath: The SQLite file.
    ///   - logLevel: The log level's name.
    public init(host: String? = nil, port: Int? = nil, databasePath: String? = nil, logLevel: String? = nil) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.logLevel = logLevel
    }

    /// The settings that are given, under their configuration keys.
    ///
    /// JSON rather than `.properties` text, so that no character of a path needs escaping.
    ///
    /// - Returns: A configuration named "the command line" in messages.
    /// - Throws: Never in practice: the JSON is made here.
    public func config() throws -> Config {
        var values: [String: String] = [:]
        values["server.host"] = host
        values["server.port"] = port.map(String.init)
        values["database.path"] = databasePath
        values["log.level"] = logLevel
        return try Config(json: try JSONEncoder().encode(values), source: "the command line")
    }
}
