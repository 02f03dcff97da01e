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

    func testMissingKeyNamesTheKeyTheTypeTheDefinitionAndEverySourceRead() throws {
        let sources = ConfigSources(
            assemblyConfigs: [try config("", "Knight.properties")],
            globalConfigs: [try config("", "Global.json"), try Config(json: Data("{}".utf8))],
            converters: [:])
        assertConfigError(
            try sources.value(forKey: "service.url", as: URL?.self),
            """
            No configuration value for key "service.url" (wanted as Optional<URL>), asked for by \
            KnightAssembly.knight(); read Knight.properties, Global.json, JSON data. To fix, add \
            "service.url" to a configuration KnightAssembly reads: share one with every assembly \
            as a global configuration (`ComponentFactory(assemblies:configs:)` or \
            `activate(with:configs:)`), or attach one to KnightAssembly with `attach(_:)` or its \
            `configNames`.
            """)
    }

    func testMissingKeyWithNoConfigurationsSaysTheAssemblyReadsNone() {
        let sources = ConfigSources(assemblyConfigs: [], globalConfigs: [], converters: [:])
        assertConfigError(
            try sources.value(forKey: "damsels.rescued", as: Int.self),
            """
            No configuration value for key "damsels.rescued" (wanted as Int), asked for by \
            KnightAssembly.knight(); KnightAssembly reads no configuration: none is attached to it \
            or named in its `configNames`, and the factory has no global ones. To fix, add \
            "damsels.rescued" to a configuration KnightAssembly reads: share one with every \
            assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or \
            `activate(with:configs:)`), or attach one to KnightAssembly with `attach(_:)` or its \
            `configNames`.
            """)
    }

    func testMissingKeyNamesTheOtherAssembliesThatHaveConfigurations() throws {
        let reader = ConfigReader(
            assembly: "CoreAssembly", definition: "CoreAssembly.apiClient()",
            configuredAssemblies: ["ShopAssembly (Shop.properties)", "PayAssembly (Pay.json, Fees.json)"])
        let sources = ConfigSources(
            assemblyConfigs: [], globalConfigs: [try config("", "Global.properties")], converters: [:],
            reader: { reader })
        assertConfigError(
            try sources.value(forKey: "api.baseURL", as: URL.self),
            """
            No configuration value for key "api.baseURL" (wanted as URL), asked for by \
            CoreAssembly.apiClient(); read Global.properties. Assemblies with configurations of \
            their own, which only their own definitions read: ShopAssembly (Shop.properties), \
            PayAssembly (Pay.json, Fees.json). To fix, add "api.baseURL" to a configuration \
            CoreAssembly reads: share one with every assembly as a global configuration \
            (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one \
            to CoreAssembly with `attach(_:)` or its `configNames`.
            """)
    }

    // MARK: Misspelt keys

    func testAMisspeltKeyNamesTheClosestKeysOfEveryConfigurationRead() throws {
        let sources = ConfigSources(
            assemblyConfigs: [try config("barrel.liter=225\nbarrel.count=4", "Cellar.properties")],
            globalConfigs: [
                try config("barrel.litres=300\nbarrel.litr=1\ncellar.name=Undercroft", "Global.properties")
            ],
            converters: [:])
        assertConfigError(
            try sources.value(forKey: "barrel.litre", as: Int.self),
            """
            No configuration value for key "barrel.litre" (wanted as Int), asked for by \
            KnightAssembly.knight(); read Cellar.properties, Global.properties. Did you mean \
            "barrel.liter", "barrel.litr" or "barrel.litres"? To fix, correct the misspelt key (in \
            the configuration or in `config(_:)`), or add "barrel.litre" to a configuration \
            KnightAssembly reads: share one with every assembly as a global configuration \
            (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one \
            to KnightAssembly with `attach(_:)` or its `configNames`.
            """)
    }

    func testASharedNamespaceDoesNotMakeUnrelatedNamesClose() {
        XCTAssertEqual(ClosestKeys.to("server.prt", among: ["server.port", "server.url"]), ["server.port"])
        XCTAssertEqual(ClosestKeys.to("barrel.liter", among: ["barrel.litre", "barrel.litres"]), ["barrel.litre"])
        XCTAssertEqual(
            ClosestKeys.to("damsel.rescued", among: ["damsels.rescued", "knight.rescued"]), ["damsels.rescued"])
    }

    func testAKeyWithNoCloseKeyGetsNoSuggestion() throws {
        let sources = ConfigSources(
            assemblyConfigs: [try config("host=example.net\nname=Camelot", "Server.properties")],
            globalConfigs: [], converters: [:])
        assertConfigError(
            try sources.value(forKey: "port", as: Int.self),
            """
            No configuration value for key "port" (wanted as Int), asked for by \
            KnightAssembly.knight(); read Server.properties. To fix, add "port" to a configuration \
            KnightAssembly reads: share one with every assembly as a global configuration \
            (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one \
            to KnightAssembly with `attach(_:)` or its `configNames`.
            """)
    }

    func testAtMostThreeKeysAreSuggestedClosestFirstAndACaseDifferenceIsClosest() {
        let keys = ["knight.names", "knight.nam", "knight.game", "Knight.Name", "knight.nme", "quest.name"]
        XCTAssertEqual(ClosestKeys.to("knight.name", among: keys), ["Knight.Name", "knight.game", "knight.nam"])
    }

    func testAShortKeyAllowsOneSlipAndALongKeyUpToThree() {
        XCTAssertEqual(
            ClosestKeys.to("port", among: ["pork", "sort", "part", "prt", "pot.x"]), ["part", "pork", "prt"])
        XCTAssertEqual(ClosestKeys.to("ab", among: ["ba", "abc", "xy"]), ["abc", "ba"])
        XCTAssertEqual(
            ClosestKeys.to("knight.motto.text", among: ["knight.moto.txt", "knight.mot.tx", "knight.name"]),
            ["knight.moto.txt"])
    }

    func testASwapOfNeighboursCountsAsOneSlip() {
        XCTAssertEqual(ClosestKeys.distance(Array("liter"), Array("litre"), atMost: 3), 1)
        XCTAssertEqual(ClosestKeys.distance(Array("litres"), Array("liter"), atMost: 3), 2)
        XCTAssertNil(ClosestKeys.distance(Array("count"), Array("liter"), atMost: 3))
    }

    func testAReaderIsAskedForOnlyWhenALookUpFails() throws {
        var asked = 0
        let sources = ConfigSources(
            assemblyConfigs: [try config("damsels=3", "assembly")], globalConfigs: [], converters: [:],
            reader: {
                asked += 1
                return ConfigReader(
                    assembly: "KnightAssembly", definition: "KnightAssembly.knight()", configuredAssemblies: [])
            })
        XCTAssertEqual(try sources.value(forKey: "damsels", as: Int.self), 3)
        XCTAssertEqual(asked, 0)
        XCTAssertThrowsError(try sources.value(forKey: "missing", as: Int.self))
        XCTAssertEqual(asked, 1)
    }

    func testUnconvertibleValueNamesTheConfigurationThatHoldsIt() throws {
        let sources = ConfigSources(
            assemblyConfigs: [try config("", "empty.properties")],
            globalConfigs: [try config("damsels=a dozen", "Global.properties")], converters: [:])
        assertConfigError(
            try sources.value(forKey: "damsels", as: Int.self),
            """
            The configuration value "a dozen" of key "damsels" in Global.properties, read by \
            KnightAssembly.knight(), cannot be converted to Int: it is not a whole number. To fix, \
            change the value or the type it is read as.
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
