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

            Exit status: 0 after Ctrl-C or SIGTERM, 64 for a setting that cannot be used, 69 for \
            an address that cannot be listened on, 74 for a database that cannot be opened.
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

    @Flag(help: "Wire the same application by hand, without Typhoon (for Scripts/load's comparison).")
    var byHand = false

    /// Reads and checks every setting before the factory is made, so that a bad one is a usage
    /// error (exit status 64) rather than a stop at activation or a server on the wrong port.
    func validate() throws {
        do {
            try SettingsCheck.check(configs())
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// Opens the database, then serves until Ctrl-C; a database or an address that cannot be used
    /// is reported with its own exit status, without a crash report.
    func run() async throws {
        do {
            try await serve(configs: configs())
        } catch let failure as StartupFailure {
            FileHandle.standardError.write(Data("Error: \(failure)\n".utf8))
            throw ExitCode(failure.exitStatus)
        }
    }

    private func serve(configs: [Config]) async throws {
        let settings = try SettingsCheck.check(configs)
        if byHand {
            let application = HandWiring.application(settings, database: try await QuestDatabase.opening(settings))
            try await Serving.run(application, settings: settings, logger: application.logger)
        } else {
            let factory = try QuestServerAssemblies.factory(configs: configs)
            // Opens the database (an async definition) before the server takes connections.
            try await QuestDatabase.activating(factory, settings)
            let application = factory.assembly(HTTPAssembly.self).application()
            try await Serving.run(application, settings: settings, logger: application.logger)
        }
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
