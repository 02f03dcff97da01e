import Foundation
import Logging
import QuestServerKit
import Testing
import Typhoon

/// The settings: the command line wins over the configuration file, which wins over the shipped
/// defaults; a log level is read by the application's own type converter.
@Suite struct ConfigurationTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Activates the assemblies with the command line's overrides and a configuration file.
    func factory(_ overrides: ServerOverrides, file: String) throws -> ComponentFactory {
        let url = folder.url.appendingPathComponent("server.properties")
        try file.write(to: url, atomically: true, encoding: .utf8)
        return try QuestServerAssemblies.factory(configs: [overrides.config(), Config(contentsOf: url)])
    }

    @Test func theCommandLineWinsOverTheFileWhichWinsOverTheDefaults() throws {
        let factory = try factory(
            ServerOverrides(port: 9090, databasePath: folder.databaseFile.path),
            file: "server.port=7070\npaging.size=5\nlog.level=critical\n")
        #expect(try factory.configValue("server.port", as: Int.self) == 9090)
        #expect(try factory.configValue("server.host", as: String.self) == "127.0.0.1")
        #expect(factory.assembly(ServiceAssembly.self).paging() == Paging(defaultSize: 5, maxSize: 100))
    }

    @Test func theDatabaseIsOpenedWhereTheCommandLineSays() throws {
        let factory = try factory(ServerOverrides(databasePath: folder.databaseFile.path), file: "log.level=critical\n")
        #expect(factory.assembly(PersistenceAssembly.self).database().location.path == folder.databaseFile.path)
    }

    @Test func theLogLevelIsReadByTheApplicationsOwnConverter() throws {
        let factory = try factory(
            ServerOverrides(databasePath: folder.databaseFile.path, logLevel: "DEBUG"), file: "log.level=critical\n")
        #expect(factory.assembly(ServiceAssembly.self).logger().logLevel == .debug)
    }

    @Test func anUnknownLogLevelIsRefusedWithTheLevelsThereAre() {
        #expect {
            try LogLevelConverter().convert("loud")
        } throws: { error in
            "\(error)"
                == #""loud" is not a log level; the levels are trace, debug, info, notice, warning, error, critical"#
        }
    }

    /// The configurations the command line checks: its options, then a configuration file.
    func configs(_ overrides: ServerOverrides, file: String) throws -> [Config] {
        let url = folder.url.appendingPathComponent("server.properties")
        try file.write(to: url, atomically: true, encoding: .utf8)
        return [try overrides.config(), try Config(contentsOf: url)]
    }

    @Test func theSettingsCheckPassesTheShippedDefaults() throws {
        try SettingsCheck.check([ServerOverrides(databasePath: folder.databaseFile.path).config()])
    }

    @Test func aValueThatDoesNotConvertIsFoundBeforeTheFactoryIsMade() throws {
        let configs = try configs(ServerOverrides(), file: "server.port=eighty\n")
        #expect {
            try SettingsCheck.check(configs)
        } throws: { error in
            "\(error)"
                == """
                The configuration value "eighty" of key "server.port" in \(configs[1].source), read by \
                Config.value(forKey:as:in:converters:), cannot be converted to Int: it is not a whole number. \
                To fix, change the value or the type it is read as.
                """
        }
    }

    @Test func anUnknownLogLevelIsReportedWithTheLevelsThereAre() throws {
        let configs = try configs(ServerOverrides(), file: "log.level=loud\n")
        #expect {
            try SettingsCheck.check(configs)
        } throws: { error in
            "\(error)"
                == """
                The configuration value "loud" of key "log.level" in \(configs[1].source), read by \
                Config.value(forKey:as:in:converters:), cannot be converted to Logger.Level: "loud" is not a \
                log level; the levels are trace, debug, info, notice, warning, error, critical. To fix, change \
                the value or the type it is read as.
                """
        }
    }

    @Test func aDatabaseInAFolderThatDoesNotExistIsReportedWithWhereItWasConfigured() throws {
        let nowhere = folder.url.appendingPathComponent("nowhere").path
        let configs = try configs(ServerOverrides(databasePath: nowhere + "/quests.sqlite"), file: "")
        #expect {
            try SettingsCheck.check(configs)
        } throws: { error in
            "\(error)"
                == """
                The folder \(nowhere) of the database \(nowhere)/quests.sqlite (database.path in the command line) \
                does not exist. To fix, create it, or name a file in a folder that exists with --database or \
                database.path.
                """
        }
    }

    @Test func optionsThatAreNotGivenAreNotInTheCommandLinesConfiguration() throws {
        #expect(try ServerOverrides(port: 1).config().keys == ["server.port"])
    }
}
