import ArgumentParser
import Foundation
import QuestServerKit
import Typhoon

/// `swift run QuestServer [--port N] [--database PATH] [--config FILE]`: starts the service.
@main
struct QuestServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "QuestServer",
        abstract: "A REST service for knights and quests, wired by Typhoon assemblies, on an embedded SQLite database.",
        discussion: """
            The settings come from the command line, then the --config file, then the defaults \
            (127.0.0.1:8080, quests.sqlite in the current folder, pages of 20). The database file is \
            created and migrated on the first start. Stop the server with Ctrl-C.
            """)

    @Option(help: "The port to listen on (configuration key server.port; default 8080).")
    var port: Int?

    @Option(help: "The address to listen on (configuration key server.host; default 127.0.0.1).")
    var host: String?

    @Option(
        help: ArgumentHelp(
            "The SQLite file, created if missing (configuration key database.path; default quests.sqlite).",
            valueName: "path"))
    var database: String?

    @Option(
        help: ArgumentHelp(
            "A configuration file (.properties, .json or .plist) with any of the keys server.host, server.port, "
                + "database.path, paging.size, paging.maxSize, log.level.",
            valueName: "file"))
    var config: String?

    @Option(help: "trace, debug, info, notice, warning, error or critical (configuration key log.level; default info).")
    var logLevel: String?

    /// Reads every setting before the factory is made, so that a bad one is a usage error rather
    /// than a stop at activation.
    func validate() throws {
        do {
            try SettingsCheck.check(configs())
        } catch {
            throw ValidationError("\(error)")
        }
    }

    func run() async throws {
        let factory = try QuestServerAssemblies.factory(configs: configs())
        try await factory.assembly(HTTPAssembly.self).application().runService()
    }

    /// The command line's options, then the --config file; the shipped defaults come last.
    private func configs() throws -> [Config] {
        let overrides = ServerOverrides(host: host, port: port, databasePath: database, logLevel: logLevel)
        var configs = [try overrides.config()]
        if let config {
            configs.append(try Config(contentsOf: URL(fileURLWithPath: config)))
        }
        return configs
    }
}
