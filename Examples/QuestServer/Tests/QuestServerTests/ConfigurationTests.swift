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

    @Test func theDatabaseIsOpenedWhereTheCommandLineSays() async throws {
        let factory = try factory(ServerOverrides(databasePath: folder.databaseFile.path), file: "log.level=critical\n")
        let database = try await factory.assembly(PersistenceAssembly.self).database()
        #expect(database.location.path == folder.databaseFile.path)
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

    /// The message of the settings check for `configs`, which must fail.
    func refusal(_ configs: [Config]) -> String? {
        do {
            try SettingsCheck.check(configs)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The settings check's message for a configuration file that holds `line`, and the file as
    /// messages name it.
    func refusal(ofFile line: String) throws -> (message: String?, file: String) {
        let configs = try configs(ServerOverrides(databasePath: folder.databaseFile.path), file: line + "\n")
        return (refusal(configs), configs[1].source)
    }

    @Test func aPortOver65535IsRefusedWithItsRange() throws {
        let configs = [try ServerOverrides(port: 70000, databasePath: folder.databaseFile.path).config()]
        #expect(
            refusal(configs)
                == "The setting server.port is 70000 in the command line, outside its range 0...65535 (0 lets the "
                + "system choose). To fix, give a port in that range with --port or server.port.")
    }

    @Test func aNegativePortIsRefusedWithItsRange() throws {
        let (message, file) = try refusal(ofFile: "server.port=-1")
        #expect(
            message
                == "The setting server.port is -1 in \(file), outside its range 0...65535 (0 lets the "
                + "system choose). To fix, give a port in that range with --port or server.port.")
    }

    @Test(arguments: ["0", "-5", "1001"])
    func aMaximumPageSizeOutsideItsRangeIsRefused(value: String) throws {
        let (message, file) = try refusal(ofFile: "paging.maxSize=\(value)")
        #expect(
            message
                == "The setting paging.maxSize is \(value) in \(file), outside its range 1...1000. To fix, "
                + "give paging.maxSize a value in that range in the --config file.")
    }

    @Test(arguments: ["0", "101"])
    func aPageSizeOutsideOneToTheMaximumIsRefused(value: String) throws {
        let (message, file) = try refusal(ofFile: "paging.size=\(value)")
        #expect(
            message
                == "The setting paging.size is \(value) in \(file), outside its range 1...100 (up to "
                + "paging.maxSize). To fix, give paging.size a value in that range in the --config file.")
    }

    @Test func anEmptyHostIsRefused() throws {
        let configs = [try ServerOverrides(host: "", databasePath: folder.databaseFile.path).config()]
        #expect(
            refusal(configs)
                == #"The setting server.host is "" in the command line, but it must name an address, such as "#
                + "127.0.0.1. To fix, give one with --host or server.host.")
    }

    @Test func theSettingsCheckReturnsWhatTheAssembliesRead() throws {
        let configs = try configs(
            ServerOverrides(port: 0, databasePath: folder.databaseFile.path),
            file: "paging.size=5\npaging.maxSize=50\nlog.level=debug\n")
        let settings = try SettingsCheck.check(configs)
        #expect([settings.host, settings.database.path] == ["127.0.0.1", folder.databaseFile.path])
        #expect([settings.port, settings.pageSize, settings.maxPageSize] as [Int] == [0, 5, 50])
        #expect(settings.logLevel == .debug)
        #expect(settings.databaseSource == "the command line")
    }
}
