import Foundation
import XCTest

@testable import Typhoon

/// Every format is read from text (`String`) or bytes (`Data`), whichever the user has; bytes in
/// an encoding the format does not allow throw, naming the encoding.
final class ConfigTextAndDataTests: XCTestCase {
    private let json = #"{ "barrel": { "litre": 225 }, "cellar": "Undercroft" }"#
    private let properties = "barrel.litre=225\ncellar=Undercroft"
    private let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>barrel</key><dict><key>litre</key><integer>225</integer></dict>
        <key>cellar</key><string>Undercroft</string>
        </dict></plist>
        """
    private let expected: [String: ConfigValue] = ["barrel.litre": .integer(225), "cellar": .string("Undercroft")]

    // MARK: Both forms of each format

    func testJSONIsReadFromTextAsFromData() throws {
        XCTAssertEqual(try Config(json: json).values, expected)
        XCTAssertEqual(try Config(json: Data(json.utf8)).values, expected)
    }

    func testPropertiesAreReadFromDataAsFromText() throws {
        XCTAssertEqual(try Config(properties: Data(properties.utf8)).values, try Config(properties: properties).values)
    }

    func testAPlistIsReadFromTextAsFromData() throws {
        XCTAssertEqual(try Config(plist: plist).values, try Config(plist: Data(plist.utf8)).values)
        XCTAssertEqual(try Config(plist: plist).values.count, 2)
    }

    func testEachFormNamesItsSourceInMessages() throws {
        XCTAssertEqual(try Config(json: json).source, "JSON text")
        XCTAssertEqual(try Config(properties: Data(properties.utf8)).source, "properties data")
        XCTAssertEqual(try Config(plist: plist).source, "plist text")
        XCTAssertEqual(try Config(json: json, source: "the environment").source, "the environment")
        assertConfigError(
            try Config(json: "{ \"barrel\": 225, }"),
            #"JSON text:1: stray comma after the value of "barrel" (no key follows it). To fix, correct that line of the file."#
        )
    }

    // MARK: Encodings of properties data

    func testPropertiesDataThatIsNotUTF8IsReadAsISO8859_1LikeAFile() throws {
        let latin1 = Data([0x6D, 0x6F, 0x74, 0x74, 0x6F, 0x3D, 0xC7, 0x61])  // motto=Ça
        XCTAssertEqual(try Config(properties: latin1).values, ["motto": .string("Ça")])
    }

    func testAUTF8ByteOrderMarkIsNotPartOfTheFirstKey() throws {
        let marked = Data([0xEF, 0xBB, 0xBF]) + Data("motto=Ça va".utf8)
        XCTAssertEqual(try Config(properties: marked).values, ["motto": .string("Ça va")])
    }

    func testPropertiesDataInUTF16ThrowsNamingTheEncoding() {
        assertConfigError(
            try Config(properties: utf16BigEndian(properties)),
            "properties data is UTF-16 (big-endian), but a properties configuration must be UTF-8 or ISO 8859-1. To fix, convert it to UTF-8, or decode it yourself and pass the text as a String: `Config(properties: text)`."
        )
    }

    func testPropertiesDataWithAUTF16LittleEndianByteOrderMarkThrowsNamingTheEncoding() {
        assertConfigError(
            try Config(properties: Data([0xFF, 0xFE]) + utf16LittleEndian(properties)),
            "properties data is UTF-16 (little-endian), but a properties configuration must be UTF-8 or ISO 8859-1. To fix, convert it to UTF-8, or decode it yourself and pass the text as a String: `Config(properties: text)`."
        )
    }

    func testPropertiesDataWithAUTF16BigEndianByteOrderMarkThrowsNamingTheEncoding() {
        assertConfigError(
            try Config(properties: Data([0xFE, 0xFF]) + utf16BigEndian(properties)),
            "properties data is UTF-16 (big-endian), but a properties configuration must be UTF-8 or ISO 8859-1. To fix, convert it to UTF-8, or decode it yourself and pass the text as a String: `Config(properties: text)`."
        )
    }

    func testAPropertiesFileInUTF16LittleEndianWithAByteOrderMarkThrowsNamingTheFile() throws {
        let file = try temporaryFile("properties", containing: Data([0xFF, 0xFE]) + utf16LittleEndian(properties))
        defer { try? FileManager.default.removeItem(at: file) }
        assertConfigError(
            try Config(contentsOf: file),
            "\(file.path) is UTF-16 (little-endian), but a properties configuration must be UTF-8 or ISO 8859-1. To fix, convert it to UTF-8, or decode it yourself and pass the text as a String: `Config(properties: text)`."
        )
    }

    func testAPropertiesFileInUTF16BigEndianWithAByteOrderMarkThrowsNamingTheFile() throws {
        let file = try temporaryFile("properties", containing: Data([0xFE, 0xFF]) + utf16BigEndian(properties))
        defer { try? FileManager.default.removeItem(at: file) }
        assertConfigError(
            try Config(contentsOf: file),
            "\(file.path) is UTF-16 (big-endian), but a properties configuration must be UTF-8 or ISO 8859-1. To fix, convert it to UTF-8, or decode it yourself and pass the text as a String: `Config(properties: text)`."
        )
    }

    // MARK: Encodings of JSON data

    func testJSONDataInUTF16WithoutAByteOrderMarkThrowsNamingTheEncoding() {
        assertConfigError(
            try Config(json: utf16LittleEndian(json)),
            "JSON data is UTF-16 (little-endian), but a JSON configuration must be UTF-8. To fix, convert it to UTF-8, or decode it yourself and pass the text as a String: `Config(json: text)`."
        )
    }

    func testJSONDataWithAUTF16ByteOrderMarkThrowsNamingTheEncoding() {
        assertConfigError(
            try Config(json: Data([0xFE, 0xFF]) + utf16BigEndian(json)),
            "JSON data is UTF-16 (big-endian), but a JSON configuration must be UTF-8. To fix, convert it to UTF-8, or decode it yourself and pass the text as a String: `Config(json: text)`."
        )
    }

    func testJSONDataInUTF32ThrowsNamingTheEncoding() {
        let utf32 = Data(
            json.unicodeScalars.flatMap { scalar in (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
            })
        assertConfigError(
            try Config(json: utf32),
            "JSON data is UTF-32 (little-endian), but a JSON configuration must be UTF-8. To fix, convert it to UTF-8, or decode it yourself and pass the text as a String: `Config(json: text)`."
        )
    }

    func testAJSONFileInUTF16ThrowsNamingTheFile() throws {
        let file = try temporaryFile("json", containing: Data([0xFF, 0xFE]) + utf16LittleEndian(json))
        defer { try? FileManager.default.removeItem(at: file) }
        assertConfigError(
            try Config(contentsOf: file),
            "\(file.path) is UTF-16 (little-endian), but a JSON configuration must be UTF-8. To fix, convert it to UTF-8, or decode it yourself and pass the text as a String: `Config(json: text)`."
        )
    }

    func testJSONTextThatIsMerelyShortIsNotTakenForAWideEncoding() {
        XCTAssertNil(ConfigEncoding.wideEncoding(of: Data("{}".utf8)))
        XCTAssertNil(ConfigEncoding.wideEncoding(of: Data("a".utf8)))
        XCTAssertEqual(try Config(json: "{}").values, [:])
    }

    /// A new file in the temporary folder with the extension that chooses its format; the test
    /// removes it.
    private func temporaryFile(_ pathExtension: String, containing data: Data) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typhoon-\(UUID().uuidString).\(pathExtension)")
        try data.write(to: file)
        return file
    }

    private func utf16LittleEndian(_ text: String) -> Data {
        Data(text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] })
    }

    private func utf16BigEndian(_ text: String) -> Data {
        Data(text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] })
    }
}
