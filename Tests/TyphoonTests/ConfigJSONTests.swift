import Foundation
import XCTest

@testable import Typhoon

final class ConfigJSONTests: XCTestCase {
    private func values(_ json: String) throws -> [String: ConfigValue] {
        try Config(json: Data(json.utf8)).values
    }

    private func assertMalformed(
        _ json: String, line: Int, _ reason: String,
        file: StaticString = #filePath, testLine: UInt = #line
    ) {
        assertConfigError(
            try Config(json: Data(json.utf8)),
            "JSON data:\(line): \(reason). To fix, correct that line of the file.",
            file: file, line: testLine)
    }

    func testJsonSeedExampleKeepsEachValuesKind() throws {
        let config = try Config(contentsOf: ConfigFixture.url("ConfigSeed.json"))
        XCTAssertEqual(
            config.values,
            [
                "damsels.rescued": .integer(12),
                "hasHorseWillTravel": .bool(false),
                "service.url": .string("NSURL(http://my.backend.net/service-gateway)"),
            ])
    }

    func testJsonNestedObjectsBecomeDottedKeys() throws {
        let config = try Config(contentsOf: ConfigFixture.url("ConfigNested.json"))
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

    func testJsonKeepsNumbersAndBooleansApart() throws {
        XCTAssertEqual(
            try values(
                #"{"one": 1, "yes": true, "zero": 0, "no": false, "half": 0.5, "whole": 12.0, "exp": 1e3, "neg": -7}"#),
            [
                "one": .integer(1), "yes": .bool(true), "zero": .integer(0), "no": .bool(false),
                "half": .double(0.5), "whole": .double(12), "exp": .double(1000), "neg": .integer(-7),
            ])
    }

    func testJsonWholeNumbersBeyondInt64AreKeptExactly() throws {
        XCTAssertEqual(
            try values(#"{"max": 18446744073709551615, "min": -9223372036854775808}"#),
            ["max": .unsignedInteger(.max), "min": .integer(.min)])
    }

    func testJsonDecodesStringEscapes() throws {
        XCTAssertEqual(
            try values(#"{"s": "\"\\\/\b\f\n\r\t\u00e9\ud83d\udc0e"}"#),
            ["s": .string("\"\\/\u{08}\u{0C}\n\r\té🐎")])
    }

    func testJsonEmptyObjectHasNoKeys() throws {
        XCTAssertEqual(try values(" { } \n"), [:])
        XCTAssertEqual(try values(#"{"a": {}}"#), [:])
    }

    func testJsonByteOrderMarkIsSkipped() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"a": "b"}"#.utf8)
        XCTAssertEqual(try Config(json: data).values, ["a": .string("b")])
    }

    func testJsonWithStrayCommaNamesFileLineAndReason() throws {
        let url = try ConfigFixture.url("ConfigStrayComma.json")
        assertConfigError(
            try Config(contentsOf: url),
            """
            \(url.path):3: stray comma after the value of "hasHorseWillTravel" (no key follows \
            it). To fix, correct that line of the file.
            """)
    }

    func testJsonStrayCommaAtTheStartOfAnObject() {
        assertMalformed("{\n  ,\"a\": 1}", line: 2, "stray comma after '{' (no key comes before it)")
    }

    func testJsonDoubledCommaIsAStrayComma() {
        assertMalformed(#"{"a": 1,, "b": 2}"#, line: 1, #"stray comma after the value of "a" (no key follows it)"#)
    }

    func testJsonArrayIsAnErrorNamingTheKey() throws {
        let url = try ConfigFixture.url("ConfigArray.json")
        assertConfigError(
            try Config(contentsOf: url),
            """
            \(url.path):3: the value of "quests" is an array, which a configuration cannot hold; \
            give each item its own key. To fix, correct that line of the file.
            """)
    }

    func testJsonNullIsAnErrorNamingTheNestedKey() {
        assertMalformed(
            "{\"service\": {\n\"url\": null}}", line: 2,
            #"the value of "service.url" is null; give it a value or remove the key"#)
    }

    func testJsonTopLevelMustBeAnObject() {
        assertMalformed("\n[1, 2]", line: 2, "the top level must be an object ({ … }), but it starts with '['")
        assertMalformed(#""text""#, line: 1, #"the top level must be an object ({ … }), but it starts with '"'"#)
    }

    func testJsonEmptyDataIsAnError() {
        assertMalformed(
            "  \n", line: 2, #"there is no JSON object; a JSON configuration looks like { "key": "value" }"#)
    }

    func testJsonMissingColonNamesTheKey() {
        assertMalformed("{\n  \"a\": 1,\n  \"b\" 2\n}", line: 3, #"expected ':' after the key "b", found '2'"#)
    }

    func testJsonMissingCommaNamesThePreviousKey() {
        assertMalformed(
            "{\n  \"a\": 1\n  \"b\": 2\n}", line: 3, #"expected ',' or '}' after the value of "a", found '"'"#)
    }

    func testJsonUnquotedKeyIsAnError() {
        assertMalformed("{a: 1}", line: 1, "expected a key in double quotes, found 'a'")
    }

    func testJsonStringNotClosedOnItsLine() {
        assertMalformed(
            "{\n\"a\": \"open\n}", line: 2,
            #"a string is not closed on the line where it starts (write a line break inside a string as \n)"#)
    }

    func testJsonDataEndingInsideAnObjectNamesTheLastLine() {
        assertMalformed("{\n  \"a\": 1,\n  \"b\": ", line: 3, #"the data ends where the value of "b" should be"#)
        assertMalformed(
            "{\n  \"a\": 1", line: 2, #"expected ',' or '}' after the value of "a", found the end of the data"#)
    }

    func testJsonTextAfterTheTopLevelObjectIsAnError() {
        assertMalformed("{}\n}", line: 2, "'}' follows the end of the top-level object")
    }

    func testJsonMalformedNumbersAreErrors() {
        assertMalformed(#"{"a": -}"#, line: 1, "a number has no digits after '-'")
        assertMalformed(#"{"a": 1.}"#, line: 1, "a number has no digits after its decimal point")
        assertMalformed(#"{"a": 1e}"#, line: 1, "a number has no digits in its exponent")
        assertMalformed(#"{"a": 01}"#, line: 1, #"expected ',' or '}' after the value of "a", found '1'"#)
        assertMalformed(#"{"a": 1e400}"#, line: 1, "the number 1e400 is too large")
    }

    func testJsonMisspelledLiteralIsAnError() {
        assertMalformed(#"{"a": True}"#, line: 1, #"expected the value of "a", found 'T'"#)
    }

    func testJsonBadEscapesAreErrors() {
        assertMalformed(#"{"a": "\x"}"#, line: 1, #"a string has the unknown escape \x; write a backslash as \\"#)
        assertMalformed(#"{"a": "\u12"}"#, line: 1, #"malformed \u escape: four hexadecimal digits must follow \u"#)
        assertMalformed(
            #"{"a": "\ud83d"}"#, line: 1,
            #"\uD83D is half of a UTF-16 surrogate pair, and its other half does not follow"#)
    }

    func testJsonLeadSurrogateFollowedByANonSurrogateEscapeIsAnError() {
        assertMalformed(
            #"{"a": "\ud800\uffff"}"#, line: 1,
            #"\uD800 is half of a UTF-16 surrogate pair, and its other half does not follow"#)
    }

    func testJsonControlCharacterInAStringIsAnError() {
        assertMalformed(
            "{\"a\": \"tab\there\"}", line: 1, #"a string holds the control character 0009; write it as \u0009"#)
    }

    func testJsonInvalidUTF8IsAnError() {
        let data = Data(#"{"a": ""#.utf8) + Data([0xC3, 0x28]) + Data(#""}"#.utf8)
        assertConfigError(
            try Config(json: data), "JSON data:1: a string is not valid UTF-8. To fix, correct that line of the file.")
    }

    func testJsonCountsCrLfAndCrAsOneLineBreakEach() {
        assertMalformed("{\r\n\"a\": 1,\r\n\r\"b\" 2}", line: 4, #"expected ':' after the key "b", found '2'"#)
    }

    func testJsonDeepNestingIsRefused() {
        let json = String(repeating: #"{"a":"#, count: 150) + "1" + String(repeating: "}", count: 150)
        assertMalformed(json, line: 1, "objects are nested more than 100 deep")
    }

    func testJsonNamesTheGivenSource() {
        assertConfigError(
            try Config(json: Data("{,}".utf8), source: "feature flags"),
            "feature flags:1: stray comma after '{' (no key comes before it). To fix, correct that line of the file.")
    }
}
