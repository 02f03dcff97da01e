import Foundation
import Logging
import Typhoon

/// Reads every setting the assemblies will read, before the factory is made.
///
/// A definition cannot throw, so a setting it cannot read stops the program. The command line
/// calls ``check(_:)`` first, so that a bad value, or a database file in a folder that does not
/// exist, is reported as a usage error instead.
public enum SettingsCheck {
    /// Reads each setting as the definitions will read it, from `configs` and then the shipped
    /// defaults, with the application's converters.
    ///
    /// - Parameter configs: The configurations that win over the defaults, the first one first.
    /// - Throws: `TyphoonError` for a value that does not convert, ``MissingDatabaseFolder`` when
    ///   the database file's folder does not exist.
    public static func check(_ configs: [Config]) throws {
        let configs = configs + [try QuestServerAssemblies.defaults()]
        // The keys and types of the assemblies' `config` reads.
        func read<V>(_ key: String, as type: V.Type) throws -> V {
            try Config.value(forKey: key, as: type, in: configs, converters: [LogLevelConverter()])
        }
        _ = try read("server.host", as: String.self)
        _ = try read("server.port", as: Int.self)
        _ = try read("paging.size", as: Int.self)
        _ = try read("paging.maxSize", as: Int.self)
        _ = try read("log.level", as: Logger.Level.self)
        let database = try read("database.path", as: URL.self)
        let folder = URL(fileURLWithPath: database.path).deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path) else {
            let source = configs.first { $0.keys.contains("database.path") }?.source ?? "the configuration"
            throw MissingDatabaseFolder(folder: folder.path, database: database.path, source: source)
        }
    }
}
