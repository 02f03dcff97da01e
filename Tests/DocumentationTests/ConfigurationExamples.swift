import Foundation
import TyphoonAutoInjection
import XCTest

// Examples of ConfigurationAndTypeConverters.md. The configuration files the tests read are the
// `properties` and `json` blocks of that article, so the article shows exactly what is tested.

// snippet: config-knight
final class ConfiguredKnight: Knight {
    var motto = ""
    var errant = false
    var serviceURL: URL?
    var banner = Banner(colors: [])
}

class ConfiguredKnightAssembly: Assembly, @unchecked Sendable {
    func knight() -> ConfiguredKnight {
        define {
            ConfiguredKnight()
        } configuration: { definition in
            definition.injectProperty(\.damselsRescued, with: self.config("damsels.rescued"))
            definition.injectProperty(\.motto, with: self.config("knight.motto"))
            definition.injectProperty(\.errant, with: self.config("knight.errant"))
            definition.injectProperty(\.serviceURL, with: self.config("service.url"))
            definition.injectProperty(\.banner, with: self.config("banner"))
        }
    }
}
// end-snippet

// snippet: config-converter
struct BannerConverter: TypeConverter {
    let typeName = "Banner"

    func convert(_ string: String) throws -> Any {
        Banner(colors: string.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }
}
// end-snippet

// snippet: config-converter-component
class ConverterAssembly: Assembly, @unchecked Sendable {
    func bannerConverter() -> any TypeConverter {
        define { BannerConverter() }
    }

    override var components: [Component] {
        [Component(Self.bannerConverter)]
    }
}
// end-snippet

/// The article's configuration files, written to a temporary folder.
enum ConfigurationFixtures {
    static let article = "ConfigurationAndTypeConverters.md"

    static func block(_ language: String) throws -> String {
        let blocks = DocumentationCatalog.codeBlocks(in: try DocumentationCatalog.article(article), article: article)
        return try XCTUnwrap(blocks.first { $0.language == language }?.text, "\(article) has no \(language) block")
    }

    static func file(named name: String, language: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("typhoon-docs-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data((try block(language) + "\n").utf8).write(to: url)
        return url
    }
}

final class ConfigurationTests: XCTestCase {
    private var knightsFile: URL!
    private var knightsJSONFile: URL!

    override func setUpWithError() throws {
        knightsFile = try ConfigurationFixtures.file(named: "Knights.properties", language: "properties")
        knightsJSONFile = try ConfigurationFixtures.file(named: "Knights.json", language: "json")
    }

    func testAnAttachedConfigurationIsInjectedAndConverted() throws {
        // snippet: config-attach
        let knights = ConfiguredKnightAssembly().activate()
        knights.attach(try Config(contentsOf: knightsFile))
        knights.factory.register(BannerConverter())

        let knight = knights.knight()
        // end-snippet
        XCTAssertEqual(knight.damselsRescued, 12)
        XCTAssertEqual(knight.motto, "For the realm")
        XCTAssertTrue(knight.errant)
        XCTAssertEqual(knight.serviceURL, URL(string: "https://quests.example.net/v2"))
        XCTAssertEqual(knight.banner, Banner(colors: ["gold", "azure"]))
    }

    func testAFactoryConfigurationIsReadByEveryAssembly() throws {
        // snippet: config-global
        let factory = ComponentFactory(
            assemblies: [ConfiguredKnightAssembly(), ConverterAssembly()],
            configs: [try Config(contentsOf: knightsFile)])
        let knight = factory.assembly(ConfiguredKnightAssembly.self).knight()
        // end-snippet
        XCTAssertEqual(knight.damselsRescued, 12)
        XCTAssertEqual(knight.banner, Banner(colors: ["gold", "azure"]))
    }

    func testActivateWithConfigsGivesTheCollaboratorsTheSameConfiguration() throws {
        // snippet: config-activate-with
        let knights = ConfiguredKnightAssembly().activate(
            with: [ConverterAssembly()], configs: [try Config(contentsOf: knightsFile)])
        // end-snippet
        XCTAssertEqual(knights.knight().damselsRescued, 12)
        XCTAssertEqual(knights.knight().banner, Banner(colors: ["gold", "azure"]))
    }

    func testAnAssemblysOwnValueWinsOverAGlobalOne() throws {
        let factory = ComponentFactory(
            assemblies: [ConfiguredKnightAssembly(), ConverterAssembly()],
            configs: [try Config(contentsOf: knightsFile)])
        // snippet: config-override
        let knights = factory.assembly(ConfiguredKnightAssembly.self)
        knights.attach(try Config(properties: "damsels.rescued=99"))
        // end-snippet
        XCTAssertEqual(knights.knight().damselsRescued, 99)
        XCTAssertEqual(knights.knight().motto, "For the realm")
    }

    func testTheJSONFileHoldsTheSameValuesAsThePropertiesFile() throws {
        let properties = try Config(contentsOf: knightsFile)
        let json = try Config(contentsOf: knightsJSONFile)
        XCTAssertEqual(json.keys, properties.keys)
        XCTAssertEqual(json.keys, ["banner", "damsels.rescued", "knight.errant", "knight.motto", "service.url"])

        let factory = ComponentFactory(assemblies: [ConfiguredKnightAssembly(), ConverterAssembly()], configs: [json])
        let knight = factory.assembly(ConfiguredKnightAssembly.self).knight()
        XCTAssertEqual(knight.damselsRescued, 12)
        XCTAssertTrue(knight.errant)
        XCTAssertEqual(knight.serviceURL, URL(string: "https://quests.example.net/v2"))
    }

    func testEachFormatIsReadFromTextOrFromData() throws {
        let downloaded = Data("damsels.rescued=12\nknight.motto=For the realm".utf8)
        // snippet: config-text-or-data
        let fromText = try Config(json: #"{ "damsels": { "rescued": 12 } }"#)
        let fromData = try Config(properties: downloaded)
        // end-snippet
        XCTAssertEqual(try fromText.value(forKey: "damsels.rescued", as: Int.self), 12)
        XCTAssertEqual(try fromData.value(forKey: "damsels.rescued", as: Int.self), 12)
        XCTAssertEqual(try fromData.value(forKey: "knight.motto", as: String.self), "For the realm")
    }

    func testAValueIsReadOutsideADefinitionWithTheConvertersPassed() throws {
        // snippet: config-value-outside
        let config = try Config(contentsOf: knightsFile)
        let damsels = try config.value(forKey: "damsels.rescued", as: Int.self)
        let banner: Banner = try config.value(forKey: "banner", converters: [BannerConverter()])
        // end-snippet
        XCTAssertEqual(damsels, 12)
        XCTAssertEqual(banner, Banner(colors: ["gold", "azure"]))
    }

    func testTheFirstOfSeveralConfigurationsThatHoldsAKeyWinsOutsideADefinition() throws {
        // snippet: config-value-several
        let commandLine = try Config(properties: "damsels.rescued=13", source: "the command line")
        let configs = [commandLine, try Config(contentsOf: knightsFile)]
        let damsels = try Config.value(forKey: "damsels.rescued", as: Int.self, in: configs)  // 13
        // end-snippet
        XCTAssertEqual(damsels, 13)
        XCTAssertEqual(try Config.value(forKey: "knight.motto", as: String.self, in: configs), "For the realm")
    }

    func testAKeyNoConfigurationHoldsThrowsOutsideADefinition() throws {
        let commandLine = try Config(properties: "damsels.rescued=13", source: "the command line")
        let knights = try Config(properties: ConfigurationFixtures.block("properties"), source: "Knights.properties")
        XCTAssertThrowsError(try Config.value(forKey: "damsels.rescue", as: Int.self, in: [commandLine, knights])) {
            XCTAssertEqual(
                "\($0)",
                #"No configuration value for key "damsels.rescue" (wanted as Int), asked for by Config.value(forKey:as:in:converters:), which read the command line, Knights.properties. Did you mean "damsels.rescued"? To fix, add "damsels.rescue" to one of these configurations, or read a key they hold."#
            )
        }
    }

    func testAFactoryReadsItsGlobalConfigurationsWithItsConverters() throws {
        // snippet: config-value-factory
        let factory = ComponentFactory(
            assemblies: [ConfiguredKnightAssembly(), ConverterAssembly()],
            configs: [try Config(contentsOf: knightsFile)])
        let banner = try factory.configValue("banner", as: Banner.self)
        // end-snippet
        XCTAssertEqual(banner, Banner(colors: ["gold", "azure"]))
    }

    func testAMalformedFileThrowsWithFileLineAndReason() {
        XCTAssertThrowsError(try Config(json: Data(#"{ "damsels": { "rescued": 12, } }"#.utf8))) { error in
            XCTAssertEqual(
                "\(error)",
                #"JSON data:1: stray comma after the value of "damsels.rescued" (no key follows it). To fix, correct that line of the file."#
            )
        }
    }

    func testAFileWithAnUnknownExtensionThrows() {
        XCTAssertThrowsError(try Config(contentsOf: URL(fileURLWithPath: "/etc/knights.yaml"))) { error in
            XCTAssertEqual(
                "\(error)",
                #"/etc/knights.yaml: unknown configuration format. To fix, name the file with the extension .properties, .json or .plist."#
            )
        }
    }

}
