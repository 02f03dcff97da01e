import Foundation
import XCTest

@testable import Typhoon

/// The fixture files this target ships in `Fixtures/`.
enum ConfigFixture {
    static func url(_ name: String) throws -> URL {
        let resources = try XCTUnwrap(Bundle.module.resourceURL, "the test bundle has no resources")
        return resources.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }
}

/// Checks that `expression` throws a TyphoonError whose description is exactly `expected`.
func assertConfigError<T>(
    _ expression: @autoclosure () throws -> T, _ expected: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let value = try expression()
        XCTFail("expected the error «\(expected)», got \(value)", file: file, line: line)
    } catch let error as TyphoonError {
        XCTAssertEqual(error.description, expected, file: file, line: line)
    } catch {
        XCTFail("expected a TyphoonError, got \(error)", file: file, line: line)
    }
}

final class ConfigFileTests: XCTestCase {
    private var temporaryDirectory: URL!

    override func setUpWithError() throws {
        temporaryDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ConfigFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporaryDirectory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: temporaryDirectory)
    }

    private func seedValues(_ config: Config) throws -> (Int, Bool, URL) {
        let sources = ConfigSources(assemblyConfigs: [config], globalConfigs: [], converters: [:])
        return (
            try sources.value(forKey: "damsels.rescued", as: Int.self),
            try sources.value(forKey: "hasHorseWillTravel", as: Bool.self),
            try sources.value(forKey: "service.url", as: URL.self)
        )
    }

    func testEveryFormatOfTheSeedExampleGivesTheSameValues() throws {
        for name in ["ConfigSeed.properties", "ConfigSeed.json", "ConfigSeed.plist"] {
            let (damsels, horse, url) = try seedValues(try Config(contentsOf: ConfigFixture.url(name)))
            XCTAssertEqual(damsels, 12, name)
            XCTAssertEqual(horse, false, name)
            XCTAssertEqual(url, URL(string: "http://my.backend.net/service-gateway"), name)
        }
    }

    func testConfigFromAFileRemembersThePathAsItsSource() throws {
        let url = try ConfigFixture.url("ConfigSeed.json")
        XCTAssertEqual(try Config(contentsOf: url).source, url.path)
    }

    func testConfigFromTextOrDataDescribesItsSource() throws {
        XCTAssertEqual(try Config(properties: "").source, "properties text")
        XCTAssertEqual(try Config(json: Data("{}".utf8)).source, "JSON data")
        XCTAssertEqual(try Config(plist: Data("<plist><dict/></plist>".utf8)).source, "plist data")
        XCTAssertEqual(try Config(properties: "", source: "remote settings").source, "remote settings")
    }

    func testConfigListsItsKeysSorted() throws {
        let config = try Config(contentsOf: ConfigFixture.url("ConfigNested.json"))
        XCTAssertEqual(
            config.keys, ["name", "service.retry.count", "service.retry.enabled", "service.timeout", "service.url"])
    }

    func testExtensionIsMatchedWithoutRegardToCase() throws {
        let url = temporaryDirectory.appendingPathComponent("Settings.JSON")
        try Data(#"{"a": 1}"#.utf8).write(to: url)
        XCTAssertEqual(try Config(contentsOf: url).keys, ["a"])
    }

    func testUnknownExtensionThrowsUnknownConfigFormat() throws {
        let url = try ConfigFixture.url("ConfigSeed.yaml")
        assertConfigError(
            try Config(contentsOf: url),
            """
            \(url.path): unknown configuration format. To fix, name the file with the extension \
            .properties, .json or .plist.
            """)
    }

    func testMissingFileIsUnreadableAndNamesTheFile() {
        let url = temporaryDirectory.appendingPathComponent("absent.properties")
        assertConfigError(
            try Config(contentsOf: url),
            """
            \(url.path): cannot be read (no such file). To fix, check that the file exists and \
            that the URL points at it.
            """)
    }

    func testDirectoryIsUnreadable() throws {
        let url = temporaryDirectory.appendingPathComponent("folder.plist")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        assertConfigError(
            try Config(contentsOf: url),
            """
            \(url.path): cannot be read (it is a directory). To fix, check that the file exists \
            and that the URL points at it.
            """)
    }

    func testMalformedFileErrorNamesThePath() throws {
        let url = try ConfigFixture.url("ConfigBadEscape.properties")
        assertConfigError(
            try Config(contentsOf: url),
            """
            \(url.path):3: malformed \\u escape: four hexadecimal digits must follow \\u. To fix, \
            correct that line of the file.
            """)
    }

    func testLatin1PropertiesFileIsReadAsJavaDid() throws {
        let url = temporaryDirectory.appendingPathComponent("legacy.properties")
        try Data([0x6E, 0x61, 0x6D, 0x65, 0x3D, 0x4A, 0x6F, 0x73, 0xE9]).write(to: url)  // name=José in ISO 8859-1
        XCTAssertEqual(try Config(contentsOf: url).value(forKey: "name"), .string("José"))
    }

    func testUTF8PropertiesFileKeepsItsCharacters() throws {
        let url = temporaryDirectory.appendingPathComponent("modern.properties")
        try Data("name=José 🐎".utf8).write(to: url)
        XCTAssertEqual(try Config(contentsOf: url).value(forKey: "name"), .string("José 🐎"))
    }
}
