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
        let http = factory.assembly(HTTPAssembly.self)
        #expect(http.config("server.port") as Int == 9090)
        #expect(http.config("server.host") as String == "127.0.0.1")
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

    @Test func optionsThatAreNotGivenAreNotInTheCommandLinesConfiguration() throws {
        #expect(try ServerOverrides(port: 1).config().keys == ["server.port"])
    }
}
