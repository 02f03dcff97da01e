import Foundation
import TyphoonAutoInjection
import XCTest

// Examples of ConfigurationAndTypeConverters.md that find configurations and assemblies by name in a
// bundle. `Resources/Knights.properties` (the article's properties block) is this target's
// resource; the app's bundle is written at run time from the article's xml block (the Info.plist
// keys) and that same file.

// snippet: config-declared
class DeclaredKnightAssembly: ConfiguredKnightAssembly, @unchecked Sendable {
    override var configNames: [String] { ["Knights.properties"] }
    override var configBundle: Bundle { .module }
}
// end-snippet

/// A bundle folder with the article's Info.plist keys and its `Knights.properties`, standing in for
/// an app's main bundle.
enum ArticleAppBundle {
    /// The path messages in the article show for the app's bundle.
    static let shownPath = "/path/to/Knights.app"

    /// Writes the bundle; `edit` changes the Info.plist's keys first (to misspell a name).
    static func write(editing edit: (String) -> String = { $0 }) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("typhoon-docs-\(UUID().uuidString).app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let info =
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
            + edit(try ConfigurationFixtures.block("xml")) + "</dict></plist>\n"
        try Data(info.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        try Data((try ConfigurationFixtures.block("properties") + "\n").utf8)
            .write(to: folder.appendingPathComponent("Knights.properties"))
        return try XCTUnwrap(Bundle(url: folder))
    }

    /// An error's text with the bundle's temporary path replaced by ``shownPath``.
    static func shown(_ error: any Error, bundle: Bundle) -> String {
        "\(error)".replacingOccurrences(of: bundle.bundlePath, with: shownPath)
    }
}

final class ConfigurationBundleTests: XCTestCase {
    private var appBundle: Bundle!

    override func setUpWithError() throws {
        appBundle = try ArticleAppBundle.write()
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: appBundle.bundlePath)
    }

    func testTheResourceFileIsTheArticlesPropertiesBlock() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Knights", withExtension: "properties"))
        XCTAssertEqual(
            try String(contentsOf: url, encoding: .utf8), try ConfigurationFixtures.block("properties") + "\n")
    }

    func testAConfigurationIsFoundByName() throws {
        // snippet: config-named
        let knights = ConfiguredKnightAssembly().activate()
        knights.attach(try Config(named: "Knights.properties", in: .module))
        knights.factory.register(BannerConverter())
        // end-snippet
        XCTAssertEqual(knights.knight().damselsRescued, 12)
        XCTAssertEqual(knights.knight().banner, Banner(colors: ["gold", "azure"]))
    }

    func testAnAssemblyReadsTheConfigurationItDeclares() {
        // snippet: config-declared-use
        let knights = DeclaredKnightAssembly().activate(with: [ConverterAssembly()])
        let knight = knights.knight()
        // end-snippet
        XCTAssertEqual(knight.motto, "For the realm")
        XCTAssertEqual(knight.damselsRescued, 12)
    }

    func testAFactoryForAnAppReadsTheGlobalConfigurationsItsBundleNames() throws {
        // snippet: config-app-factory
        let factory = try ComponentFactory(
            assemblies: [ConfiguredKnightAssembly(), ConverterAssembly()], bundle: appBundle)
        // end-snippet
        XCTAssertEqual(factory.assembly(ConfiguredKnightAssembly.self).knight().motto, "For the realm")
    }

    func testBootstrapActivatesTheAssembliesTheInfoPlistNames() throws {
        // snippet: config-bootstrap
        let factory = try ComponentFactory.bootstrap(bundle: appBundle)
        let knight = factory.assembly(ConfiguredKnightAssembly.self).knight()
        // end-snippet
        XCTAssertTrue(ComponentFactory.default === factory)
        XCTAssertEqual(knight.banner, Banner(colors: ["gold", "azure"]))
    }

    func testBootstrapActivatesTheAssembliesTheAppGives() throws {
        // The test program's main bundle names no assemblies, as an app that gives them does not.
        // snippet: config-bootstrap-assemblies
        let factory = try ComponentFactory.bootstrap(
            assemblies: [ConfiguredKnightAssembly(), ConverterAssembly()],
            configs: [try Config(named: "Knights.properties", in: .module)])
        // end-snippet
        XCTAssertTrue(ComponentFactory.default === factory)
        XCTAssertEqual(factory.assembly(ConfiguredKnightAssembly.self).knight().damselsRescued, 12)
    }

    func testAConfigurationMissingFromTheBundleThrowsNamingTheBundle() {
        XCTAssertThrowsError(try Config(named: "Quests.properties", in: appBundle)) { error in
            XCTAssertEqual(
                ArticleAppBundle.shown(error, bundle: appBundle),
                #"No configuration file named Quests.properties in the bundle at /path/to/Knights.app. To fix, add Quests.properties to that bundle's resources, or pass the bundle that holds it: `Config(named: "Quests.properties", in: .module)` for a Swift package target's resources."#
            )
        }
    }

    func testAnUnknownInitialAssemblyThrowsNamingTheInfoPlist() throws {
        let misspelled = try ArticleAppBundle.write {
            $0.replacingOccurrences(of: "ConfiguredKnightAssembly", with: "KnightAssemby")
        }
        defer { try? FileManager.default.removeItem(atPath: misspelled.bundlePath) }
        XCTAssertThrowsError(try ComponentFactory.bootstrap(bundle: misspelled)) { error in
            XCTAssertEqual(
                ArticleAppBundle.shown(error, bundle: misspelled),
                "TyphoonInitialAssemblies in the Info.plist of the bundle at /path/to/Knights.app names DocumentationTests.KnightAssemby, which is not a class of this program. To fix, write the module-qualified name of a top-level Assembly subclass, such as MyApp.AppAssembly (a nested class cannot be found by name), and link its module into the program."
            )
        }
    }
}
