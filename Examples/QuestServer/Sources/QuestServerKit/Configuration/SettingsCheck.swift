import Foundation
import Logging
import Typhoon

/// Reads every setting the assemblies will read, and checks it, before the factory is made.
///
/// A definition cannot throw, so a setting it cannot read stops the program, and one it can read
/// but cannot use (a port over 65535, pages of 0 items) fails later or not at all. The command
/// line calls ``check(_:)`` first, so that either is reported as a usage error instead.
public enum SettingsCheck {
    /// The ports a server can listen on; 0 lets the system choose one.
    public static let ports = 0...65535
    /// The largest page size the server can be configured to allow.
    public static let largestMaxPageSize = 1000

    /// Reads each setting as the definitions will read it, from `configs` and then the shipped
    /// defaults, with the application's converters, and checks it.
    ///
    /// - Parameter configs: The configurations that win over the defaults, the first one first.
    /// - Returns: The settings.
    /// - Throws: `TyphoonError` for a value that does not convert, ``InvalidSetting`` for one
    ///   outside its range, ``MissingDatabaseFolder`` when the database file's folder does not exist.
    @discardableResult
    public static func check(_ configs: [Config]) throws -> Settings {
        let reader = SettingsReader(configs: configs + [try QuestServerAssemblies.defaults()])
        let host = try self.host(reader)
        let port = try reader.number(
            "server.port", in: ports, note: " (0 lets the system choose)",
            fix: "give a port in that range with --port or server.port")
        let maxPageSize = try reader.number(
            "paging.maxSize", in: 1...largestMaxPageSize,
            fix: "give paging.maxSize a value in that range in the --config file")
        let pageSize = try reader.number(
            "paging.size", in: 1...maxPageSize, note: " (up to paging.maxSize)",
            fix: "give paging.size a value in that range in the --config file")
        return Settings(
            host: host, port: port, database: try database(reader), databaseSource: reader.source(of: "database.path"),
            pageSize: pageSize, maxPageSize: maxPageSize, logLevel: try reader.read("log.level", as: Logger.Level.self))
    }

    /// `server.host`, which must name something.
    private static func host(_ reader: SettingsReader) throws -> String {
        let host = try reader.read("server.host", as: String.self)
        guard host.contains(where: { !$0.isWhitespace }) else {
            throw InvalidSetting(
                key: "server.host", value: "\"\(host)\"", source: reader.source(of: "server.host"),
                rule: "but it must name an address, such as 127.0.0.1", fix: "give one with --host or server.host")
        }
        return host
    }

    /// `database.path`, whose folder must exist for SQLite to create the file.
    private static func database(_ reader: SettingsReader) throws -> URL {
        let database = try reader.read("database.path", as: URL.self)
        let folder = URL(fileURLWithPath: database.path).deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw MissingDatabaseFolder(
                folder: folder.path, database: database.path, source: reader.source(of: "database.path"))
        }
        return database
    }
}
