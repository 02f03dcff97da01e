import Foundation
import XCTest

@testable import Typhoon

final class ConfigLookupTests: XCTestCase {
    private func config(_ text: String, _ source: String) throws -> Config {
        try Config(properties: text, source: source)
    }

    func testAssemblyConfigWinsOverGlobalConfigWithTheSameKey() throws {
        let sources = ConfigSources(
            assemblyConfigs: [try config("damsels=3", "assembly")],
            globalConfigs: [try config("damsels=12", "global")], converters: [:])
        XCTAssertEqual(try sources.value(forKey: "damsels", as: Int.self), 3)
    }

    func testGlobalConfigIsReadWhenTheAssemblyConfigsLackTheKey() throws {
        let sources = ConfigSources(
            assemblyConfigs: [try config("other=1", "assembly")],
            globalConfigs: [try config("damsels=12", "global")], converters: [:])
        XCTAssertEqual(try sources.value(forKey: "damsels", as: Int.self), 12)
    }

    func testFirstConfigInEachListHoldingTheKeyWins() throws {
        let sources = ConfigSources(
            assemblyConfigs: [try config("x=1", "a1"), try config("a=first\nx=2", "a2"), try config("a=second", "a3")],
            globalConfigs: [try config("g=first", "g1"), try config("g=second", "g2")], converters: [:])
        XCTAssertEqual(try sources.value(forKey: "a", as: String.self), "first")
        XCTAssertEqual(try sources.value(forKey: "g", as: String.self), "first")
    }

    func testMissingKeyNamesTheKeyTheTypeAndEverySourceRead() throws {
        let sources = ConfigSources(
            assemblyConfigs: [try config("", "Knight.properties")],
            globalConfigs: [try config("", "Global.json"), try Config(json: Data("{}".utf8))],
            converters: [:])
        assertConfigError(
            try sources.value(forKey: "service.url", as: URL?.self),
            """
            No configuration value for key "service.url" (wanted as Optional<URL>); read \
            Knight.properties, Global.json, JSON data. To fix, add "service.url" to a \
            configuration and attach it with `assembly.attach(_:)` or \
            `ComponentFactory(assemblies:configs:)`.
            """)
    }

    func testMissingKeyWithNoConfigurationsSaysNoneIsAttached() {
        let sources = ConfigSources(assemblyConfigs: [], globalConfigs: [], converters: [:])
        assertConfigError(
            try sources.value(forKey: "damsels.rescued", as: Int.self),
            """
            No configuration value for key "damsels.rescued" (wanted as Int); no configuration \
            is attached. To fix, add "damsels.rescued" to a configuration and attach it with \
            `assembly.attach(_:)` or `ComponentFactory(assemblies:configs:)`.
            """)
    }

    func testUnconvertibleValueNamesTheConfigurationThatHoldsIt() throws {
        let sources = ConfigSources(
            assemblyConfigs: [try config("", "empty.properties")],
            globalConfigs: [try config("damsels=a dozen", "Global.properties")], converters: [:])
        assertConfigError(
            try sources.value(forKey: "damsels", as: Int.self),
            """
            The configuration value "a dozen" of key "damsels" in Global.properties cannot be \
            converted to Int: it is not a whole number. To fix, change the value or the type of \
            the property it is injected into.
            """)
    }

    func testSeedExampleFileInjectsAllItsValues() throws {
        let config = try Config(contentsOf: ConfigFixture.url("ConfigSeed.properties"))
        let sources = ConfigSources(assemblyConfigs: [], globalConfigs: [config], converters: [:])
        XCTAssertEqual(try sources.value(forKey: "damsels.rescued", as: Int.self), 12)
        XCTAssertEqual(try sources.value(forKey: "hasHorseWillTravel", as: Bool.self), false)
        XCTAssertEqual(
            try sources.value(forKey: "service.url", as: URL?.self),
            URL(string: "http://my.backend.net/service-gateway"))
    }
}
