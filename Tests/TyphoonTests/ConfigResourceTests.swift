import Foundation
import XCTest

@testable import Typhoon

/// `Config(named:in:)`: a configuration file found by name among a bundle's resources.
final class ConfigResourceTests: XCTestCase {
    private var bundles: [TestBundle] = []

    override func tearDownWithError() throws {
        for bundle in bundles { try bundle.remove() }
    }

    private func bundle(_ layout: TestBundle.Layout = .flat, resources: [String: String]) throws -> TestBundle {
        let bundle = try TestBundle(
            layout: layout, info: ["CFBundleIdentifier": "org.typhoon.tests"], resources: resources)
        bundles.append(bundle)
        return bundle
    }

    func testAConfigIsFoundByNameInTheTestTargetsOwnResources() throws {
        let config = try Config(named: "Fixtures/ConfigSeed.properties", in: .module)
        XCTAssertEqual(config.keys, ["damsels.rescued", "hasHorseWillTravel", "service.url"])
        XCTAssertTrue(config.source.hasSuffix("Fixtures/ConfigSeed.properties"), config.source)
    }

    func testEachFormatIsChosenByTheNamesExtension() throws {
        for name in ["ConfigSeed.properties", "ConfigSeed.json", "ConfigSeed.plist"] {
            let config = try Config(named: "Fixtures/" + name, in: .module)
            XCTAssertEqual(config.value(forKey: "damsels.rescued")?.text, "12", name)
        }
    }

    func testAConfigIsFoundByNameInABundleWrittenAtRunTime() throws {
        let written = try bundle(resources: ["Knights.properties": "damsels.rescued=7\n"])
        let config = try Config(named: "Knights.properties", in: written.bundle)
        XCTAssertEqual(config.source, written.path + "/Knights.properties")
        XCTAssertEqual(config.value(forKey: "damsels.rescued")?.text, "7")
    }

    func testAConfigIsFoundInTheResourcesOfAMacOSStyleBundle() throws {
        let written = try bundle(.contents, resources: ["Knights.properties": "damsels.rescued=8\n"])
        let config = try Config(named: "Knights.properties", in: written.bundle)
        XCTAssertEqual(config.source, written.path + "/Contents/Resources/Knights.properties")
    }

    func testAMissingResourceThrowsNamingTheNameAndTheBundle() throws {
        let path = Bundle.module.bundlePath
        assertConfigError(
            try Config(named: "Fixtures/Missing.properties", in: .module),
            "No configuration file named Fixtures/Missing.properties in the bundle at \(path). To fix, add Fixtures/Missing.properties to that bundle's resources, or pass the bundle that holds it: `Config(named: \"Fixtures/Missing.properties\", in: .module)` for a Swift package target's resources."
        )
    }

    func testAMissingResourceOfAMacOSStyleBundleNamesWhereItsResourcesAre() throws {
        let written = try bundle(.contents, resources: ["Other.properties": "a=1\n"])
        assertConfigError(
            try Config(named: "Knights.properties", in: written.bundle),
            "No configuration file named Knights.properties in the bundle at \(written.path) (resources in \(written.path)/Contents/Resources). To fix, add Knights.properties to that bundle's resources, or pass the bundle that holds it: `Config(named: \"Knights.properties\", in: .module)` for a Swift package target's resources."
        )
    }

    func testTheMainBundleIsSearchedWhenNoBundleIsGiven() throws {
        assertConfigError(
            try Config(named: "Knights.properties"),
            "No configuration file named Knights.properties in the bundle at \(Bundle.main.bundlePath)\(Self.resourcesNote(of: .main)). To fix, add Knights.properties to that bundle's resources, or pass the bundle that holds it: `Config(named: \"Knights.properties\", in: .module)` for a Swift package target's resources."
        )
    }

    func testANameWithAnUnknownExtensionThrowsWithoutLookingItUp() throws {
        assertConfigError(
            try Config(named: "Fixtures/ConfigSeed.yaml", in: .module),
            "Fixtures/ConfigSeed.yaml: unknown configuration format. To fix, name the file with the extension .properties, .json or .plist."
        )
    }

    func testAMalformedResourceThrowsNamingItsPathAndLine() throws {
        let written = try bundle(resources: ["Broken.json": "{\n  \"a\": 1,\n}\n"])
        assertConfigError(
            try Config(named: "Broken.json", in: written.bundle),
            "\(written.path)/Broken.json:2: stray comma after the value of \"a\" (no key follows it). To fix, correct that line of the file."
        )
    }

    /// What a message adds when a bundle keeps its resources apart from its top folder.
    static func resourcesNote(of bundle: Bundle) -> String {
        let resources = bundle.resourcePath ?? bundle.bundlePath
        return resources == bundle.bundlePath ? "" : " (resources in \(resources))"
    }
}
