import Foundation
import Logging

/// Every setting of the server, read and checked (``SettingsCheck``).
///
/// Use it where the settings are needed outside the assemblies, which read them with
/// `self.config(_:)`: the command line's start-up checks, and ``HandWiring``.
public struct Settings: Sendable, Equatable {
    /// `server.host`: the address to listen on.
    public var host: String
    /// `server.port`: the port to listen on, 0 for one the system chooses.
    public var port: Int
    /// `database.path`: the SQLite file.
    public var database: URL
    /// The configuration that names the database, for messages.
    public var databaseSource: String
    /// `paging.size`: the page size when a client names none.
    public var pageSize: Int
    /// `paging.maxSize`: the largest page size a client may ask for.
    public var maxPageSize: Int
    /// `log.level`.
    public var logLevel: Logger.Level

    /// Makes settings; ``SettingsCheck/check(_:)`` makes them from configurations.
    public init(
        host: String, port: Int, database: URL, databaseSource: String, pageSize: Int, maxPageSize: Int,
        logLevel: Logger.Level
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.databaseSource = databaseSource
        self.pageSize = pageSize
        self.maxPageSize = maxPageSize
        self.logLevel = logLevel
    }
}
