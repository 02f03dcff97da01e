import Foundation
import Typhoon
import XCTest

/// A setting of the user's own type, read by a converter.
private struct Heraldry: Equatable {
    var tinctures: [String]
}

private struct HeraldryConverter: TypeConverter {
    var typeName: String { "Heraldry" }

    func convert(_ string: String) throws -> Any {
        Heraldry(tinctures: string.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }
}

/// Lists the converter as a component, as an app whose converter needs injections does.
private class HeraldryAssembly: Assembly, @unchecked Sendable {
    func heraldryConverter() -> any TypeConverter {
        define { HeraldryConverter() }
    }

    override var components: [Component] {
        [Component(Self.heraldryConverter)]
    }
}

/// Configuration values read outside definitions convert as in definitions, and throw instead of stopping.
///
/// `Config.value(forKey:as:converters:)`, its form for several configurations, and
/// `ComponentFactory.configValue(_:as:)`.
final class ConfigValueTests: XCTestCase {
    private let server = try! Config(
        properties: "server.port=8080\nserver.url=URL(https://quests.example.net)\nserver.banner=gules, or",
        source: "server.properties")

    // MARK: One configuration

    func testAConfigValueIsConvertedToTheTypeAskedFor() throws {
        XCTAssertEqual(try server.value(forKey: "server.port", as: Int.self), 8080)
        XCTAssertEqual(try server.value(forKey: "server.port", as: String.self), "8080")
        XCTAssertEqual(try server.value(forKey: "server.url", as: URL?.self), URL(string: "https://quests.example.net"))
    }

    func testTheTypeIsInferredWhereSwiftCan() throws {
        let port: Int = try server.value(forKey: "server.port")
        XCTAssertEqual(port, 8080)
    }

    func testPassedConvertersMakeValuesOfTheUsersOwnTypes() throws {
        XCTAssertEqual(
            try server.value(forKey: "server.banner", as: Heraldry.self, converters: [HeraldryConverter()]),
            Heraldry(tinctures: ["gules", "or"]))
    }

    func testAMissingKeyThrowsNamingTheKeyTheTypeAndTheConfiguration() {
        assertConfigError(
            try server.value(forKey: "server.prt", as: Int.self),
            """
            No configuration value for key "server.prt" (wanted as Int), asked for by \
            Config.value(forKey:as:converters:), which read server.properties. Did you mean \
            "server.port"? To fix, add "server.prt" to that configuration, or read a key it holds.
            """)
    }

    func testAValueThatDoesNotConvertThrowsNamingTheReason() {
        assertConfigError(
            try server.value(forKey: "server.url", as: Int.self),
            """
            The configuration value "URL(https://quests.example.net)" of key "server.url" in \
            server.properties, read by Config.value(forKey:as:converters:), cannot be converted to \
            Int: the converter URL made a value of type URL. To fix, change the value or the type \
            it is read as.
            """)
    }

    func testAPlainValueOfATypeNoPassedConverterMakesThrows() {
        assertConfigError(
            try server.value(forKey: "server.banner", as: Heraldry.self),
            """
            The configuration value "gules, or" of key "server.banner" in server.properties, read by \
            Config.value(forKey:as:converters:), cannot be converted to Heraldry: no converter makes \
            Heraldry; register a TypeConverter whose typeName is "Heraldry". To fix, change the \
            value or the type it is read as.
            """)
    }

    func testAnUnknownConverterThrowsSayingToPassIt() {
        let config = try! Config(properties: "banner=Heraldry(gules)")
        assertConfigError(
            try config.value(forKey: "banner", as: Heraldry.self),
            """
            The configuration value of key "banner" in properties text, read by \
            Config.value(forKey:as:converters:), asks for the converter Heraldry, which is not \
            registered (registered: ConfigColor, NSColor, NSURL, UIColor, URL, rgb, rgba). To fix, \
            register a TypeConverter whose typeName is "Heraldry" with `factory.register(_:)` or \
            list it as a component of type `any TypeConverter` (outside a factory, pass it in \
            `converters:`).
            """)
    }

    // MARK: Several configurations

    func testTheFirstConfigurationThatHoldsTheKeyWins() throws {
        let commandLine = try Config(properties: "server.port=9090", source: "the command line")
        XCTAssertEqual(try Config.value(forKey: "server.port", as: Int.self, in: [commandLine, server]), 9090)
        XCTAssertEqual(
            try Config.value(forKey: "server.url", as: URL.self, in: [commandLine, server]),
            URL(string: "https://quests.example.net"))
    }

    func testAKeyNoneHoldsThrowsNamingEveryConfigurationRead() throws {
        let commandLine = try Config(properties: "server.port=9090", source: "the command line")
        assertConfigError(
            try Config.value(forKey: "database.path", as: URL.self, in: [commandLine, server]),
            """
            No configuration value for key "database.path" (wanted as URL), asked for by \
            Config.value(forKey:as:in:converters:), which read the command line, \
            server.properties. To fix, add "database.path" to one of these configurations, or \
            read a key they hold.
            """)
    }

    func testNoConfigurationAtAllThrowsSayingToGiveOne() {
        assertConfigError(
            try Config.value(forKey: "database.path", as: URL.self, in: []),
            """
            No configuration value for key "database.path" (wanted as URL), asked for by \
            Config.value(forKey:as:in:converters:), which read no configuration. To fix, give it \
            a configuration that holds "database.path".
            """)
    }

    // MARK: A factory's global configurations

    func testAFactoryReadsItsGlobalConfigurationsWithItsListedConverters() throws {
        let factory = ComponentFactory(assemblies: [HeraldryAssembly()], configs: [server])
        XCTAssertEqual(try factory.configValue("server.port", as: Int.self), 8080)
        XCTAssertEqual(
            try factory.configValue("server.banner", as: Heraldry.self), Heraldry(tinctures: ["gules", "or"]))
    }

    func testAFactoryReadsWithItsRegisteredConverters() throws {
        let factory = ComponentFactory(assemblies: [], configs: [server])
        factory.register(HeraldryConverter())
        let banner: Heraldry = try factory.configValue("server.banner")
        XCTAssertEqual(banner, Heraldry(tinctures: ["gules", "or"]))
    }

    func testAFactoryDoesNotReadAnAssemblysOwnConfiguration() throws {
        let factory = ComponentFactory(assemblies: [HeraldryAssembly()], configs: [])
        factory.assembly(HeraldryAssembly.self).attach(server)
        assertConfigError(
            try factory.configValue("server.port", as: Int.self),
            """
            No configuration value for key "server.port" (wanted as Int), asked for by \
            ComponentFactory.configValue(_:as:), which read no configuration. To fix, give the \
            factory a global configuration that holds "server.port" \
            (`ComponentFactory(assemblies:configs:)`).
            """)
    }

    func testAFactorysValueThatDoesNotConvertThrowsInsteadOfStopping() {
        let factory = ComponentFactory(assemblies: [], configs: [server])
        assertConfigError(
            try factory.configValue("server.banner", as: Bool.self),
            """
            The configuration value "gules, or" of key "server.banner" in server.properties, read \
            by ComponentFactory.configValue(_:as:), cannot be converted to Bool: it is not one of \
            true, false, yes, no, 1, 0. To fix, change the value or the type it is read as.
            """)
    }
}
