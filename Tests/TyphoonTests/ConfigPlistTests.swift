import Foundation
import XCTest

@testable import Typhoon

final class ConfigPlistTests: XCTestCase {
    private func plist(_ body: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """.utf8)
    }

    private func assertMalformed(
        _ data: Data, line: Int, _ reason: String,
        file: StaticString = #filePath, testLine: UInt = #line
    ) {
        assertConfigError(
            try Config(plist: data),
            "plist data:\(line): \(reason). To fix, correct that line of the file.",
            file: file, line: testLine)
    }

    func testPlistSeedExampleKeepsEachValuesKind() throws {
        let config = try Config(contentsOf: ConfigFixture.url("ConfigSeed.plist"))
        XCTAssertEqual(
            config.values,
            [
                "damsels.rescued": .integer(12),
                "hasHorseWillTravel": .bool(false),
                "service.url": .string("NSURL(http://my.backend.net/service-gateway)"),
            ])
    }

    func testPlistNestedDictionariesBecomeDottedKeys() throws {
        let config = try Config(contentsOf: ConfigFixture.url("ConfigNested.plist"))
        XCTAssertEqual(
            config.values,
            [
                "service.url": .string("URL(https://api.example.net/v2)"),
                "service.timeout": .double(2.5),
                "service.retry.count": .integer(3),
                "service.retry.enabled": .bool(true),
                "name": .string("Lancelot"),
            ])
    }

    func testPlistKeepsNumbersAndBooleansApart() throws {
        let data = plist(
            """
            <key>one</key><integer>1</integer>
            <key>zero</key><integer>0</integer>
            <key>yes</key><true/>
            <key>no</key><false/>
            <key>whole</key><real>2</real>
            <key>negative</key><integer>-5</integer>
            <key>huge</key><integer>18446744073709551615</integer>
            """)
        XCTAssertEqual(
            try Config(plist: data).values,
            [
                "one": .integer(1), "zero": .integer(0), "yes": .bool(true), "no": .bool(false),
                "whole": .double(2), "negative": .integer(-5), "huge": .unsignedInteger(.max),
            ])
    }

    func testPlistTruncatedNamesFileLineAndReason() throws {
        let url = try ConfigFixture.url("ConfigTruncated.plist")
        assertConfigError(
            try Config(contentsOf: url),
            """
            \(url.path):10: encountered unexpected EOF. To fix, correct that line of the file.
            """)
    }

    func testPlistParserLineIsUsedWhenItGivesOne() {
        assertMalformed(
            plist("<key>a</key>\n<integer>1</integer>\n<key>b</key>"), line: 7,
            "value missing for key inside <dict>")
    }

    func testPlistTruncatedInsideAnElementNamesTheLineTheParserGives() {
        let text = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<inte"
        assertMalformed(Data(text.utf8), line: 5, "value missing for key inside <dict>")
    }

    func testPlistBadIntegerNamesTheParserLine() {
        assertMalformed(
            plist("<key>a</key>\n<integer>twelve</integer>"), line: 5,
            "unknown character 't' (0x74) in <integer>")
    }

    func testPlistArrayIsAnErrorNamingTheKeyAndItsLine() {
        assertMalformed(
            plist("<key>name</key><string>x</string>\n<key>quests</key>\n<array><string>grail</string></array>"),
            line: 5,
            #"the value of "quests" is an <array>, which a configuration cannot hold; use a <string>, a number or a boolean"#
        )
    }

    func testPlistDateIsAnErrorNamingTheNestedKey() {
        assertMalformed(
            plist("<key>quest</key><dict>\n<key>start</key><date>2020-01-01T00:00:00Z</date></dict>"),
            line: 5,
            #"the value of "quest.start" is a <date>, which a configuration cannot hold; use a <string>, a number or a boolean"#
        )
    }

    func testPlistRealThatIsNotAFiniteNumberIsAnErrorNamingTheKeyAndItsLine() {
        assertMalformed(
            plist("<key>name</key><string>x</string>\n<key>limit</key>\n<real>1e999999</real>"), line: 5,
            #"the <real> value of "limit" reads as inf; a configuration number must be finite, at most about 1.8e308 in size"#
        )
        assertMalformed(
            plist("<key>ratio</key><real>nan</real>"), line: 4,
            #"the <real> value of "ratio" reads as nan; a configuration number must be finite, at most about 1.8e308 in size"#
        )
    }

    func testPlistTopLevelMustBeADictionary() {
        assertMalformed(
            Data("<plist version=\"1.0\"><array/></plist>".utf8), line: 1,
            "the top level must be a <dict>, but it is an <array>")
    }

    func testPlistEmptyDataIsAnError() {
        assertMalformed(
            Data(), line: 1, "there is no property list; a plist configuration is a <dict> of <key> and value pairs")
    }

    func testPlistNamesTheGivenSource() {
        assertConfigError(
            try Config(plist: Data(), source: "defaults"),
            """
            defaults:1: there is no property list; a plist configuration is a <dict> of <key> \
            and value pairs. To fix, correct that line of the file.
            """)
    }
}
