import Foundation
import XCTest

@testable import Typhoon

final class ConfigPropertiesTests: XCTestCase {
    private func values(_ text: String) throws -> [String: String] {
        try Config(properties: text).values.mapValues(\.text)
    }

    func testPropertiesSeedExampleReadsEveryKeyAsText() throws {
        let text = try String(contentsOf: ConfigFixture.url("ConfigSeed.properties"), encoding: .utf8)
        XCTAssertEqual(
            try Config(properties: text).values,
            [
                "damsels.rescued": .string("12"),
                "hasHorseWillTravel": .string("no"),
                "service.url": .string("NSURL(http://my.backend.net/service-gateway)"),
            ])
    }

    func testPropertiesAcceptEqualsColonAndWhiteSpaceSeparators() throws {
        XCTAssertEqual(
            try values("a=1\nb:2\nc 3\nd\t4\ne = 5\nf : 6\ng \t= 7"),
            ["a": "1", "b": "2", "c": "3", "d": "4", "e": "5", "f": "6", "g": "7"])
    }

    func testPropertiesOnlyTheFirstSeparatorSplits() throws {
        XCTAssertEqual(try values("url = http://example.net:80/a=b"), ["url": "http://example.net:80/a=b"])
        XCTAssertEqual(try values("a b c"), ["a": "b c"])
    }

    func testPropertiesSkipHashAndBangCommentsAndBlankLines() throws {
        XCTAssertEqual(try values("# comment\n! also a comment\n\n   \n  # indented comment\na=1\n"), ["a": "1"])
    }

    func testPropertiesHashInsideAValueIsText() throws {
        XCTAssertEqual(try values("colour=#ff8800"), ["colour": "#ff8800"])
    }

    func testPropertiesTrimSpacesAroundKeysAndValues() throws {
        XCTAssertEqual(try values("   key   =   some value \t \n"), ["key": "some value"])
    }

    func testPropertiesEscapedTrailingSpaceIsKept() throws {
        XCTAssertEqual(try values(#"key = value\ "#), ["key": "value "])
    }

    func testPropertiesKeyWithoutValueIsTheEmptyString() throws {
        XCTAssertEqual(try values("flag\nother=\nthird :"), ["flag": "", "other": "", "third": ""])
    }

    func testPropertiesKeyGivenTwiceIsAnErrorNamingBothLines() {
        assertConfigError(
            try Config(properties: "a=1\nb=2\na=3"),
            """
            properties text:3: the key "a" is given a second time (first on line 1), and only one \
            of its values can be read. To fix, correct that line of the file.
            """)
    }

    func testPropertiesKeyGivenTwiceWithDifferentEscapesIsStillTheSameKey() {
        assertConfigError(
            try Config(properties: #"a\ b = 1"# + "\n" + #"a\u0020b = 2"#),
            """
            properties text:2: the key "a b" is given a second time (first on line 1), and only \
            one of its values can be read. To fix, correct that line of the file.
            """)
    }

    func testPropertiesKeyGivenTwiceInAFileNamesThePathAndTheLineWhereTheKeyStarts() throws {
        let url = try ConfigFixture.url("ConfigDuplicateKey.properties")
        assertConfigError(
            try Config(contentsOf: url),
            """
            \(url.path):5: the key "service.url" is given a second time (first on line 2), and \
            only one of its values can be read. To fix, correct that line of the file.
            """)
    }

    func testPropertiesEmptyKeyIsAnErrorNamingTheLine() {
        assertConfigError(
            try Config(properties: "a=1\n=3"),
            """
            properties text:2: no key before the separator "=" (a key cannot be empty). To fix, \
            correct that line of the file.
            """)
    }

    func testPropertiesEmptyKeyBeforeAColonAfterIndentationIsAnError() {
        assertConfigError(
            try Config(properties: "# header\n   : value", source: "Knights.properties"),
            """
            Knights.properties:2: no key before the separator ":" (a key cannot be empty). To fix, \
            correct that line of the file.
            """)
    }

    func testPropertiesLoneBackslashContinuedIntoABlankLineHoldsNoEntry() throws {
        XCTAssertEqual(try values("a=1\n\\\n\nb=2"), ["a": "1", "b": "2"])
    }

    func testPropertiesLineContinuationJoinsTheNextLine() throws {
        XCTAssertEqual(
            try values("fruits = apple, \\\n         banana, \\\n\tpear\nnext=1"),
            ["fruits": "apple, banana, pear", "next": "1"])
    }

    func testPropertiesContinuedLineStartingWithHashIsNotAComment() throws {
        XCTAssertEqual(try values("a = x\\\n  #y"), ["a": "x#y"])
    }

    func testPropertiesCommentEndingWithBackslashDoesNotContinue() throws {
        XCTAssertEqual(try values("# a comment \\\na=1"), ["a": "1"])
    }

    func testPropertiesContinuationIntoABlankLineEndsTheValue() throws {
        XCTAssertEqual(try values("a = x\\\n\nb = y"), ["a": "x", "b": "y"])
    }

    func testPropertiesEvenNumberOfBackslashesDoesNotContinue() throws {
        XCTAssertEqual(try values("a = x\\\\\nb = y"), ["a": #"x\"#, "b": "y"])
    }

    func testPropertiesDecodeJavaEscapes() throws {
        XCTAssertEqual(try values(##"v = \t\n\r\f\\\=\:\#\!\u0041\q\ "##), ["v": "\t\n\r\u{0C}\\=:#!Aq "])
    }

    func testPropertiesEscapedSeparatorsStayInTheKey() throws {
        XCTAssertEqual(try values(#"a\=b\:c\ d = v"#), ["a=b:c d": "v"])
    }

    func testPropertiesUnicodeEscapesJoinSurrogatePairs() throws {
        XCTAssertEqual(try values(#"horse = \uD83D\uDC0E \u00e9"#), ["horse": "🐎 é"])
    }

    func testPropertiesReadCrLfAndCrLineEndings() throws {
        XCTAssertEqual(try values("a=1\r\nb=2\rc=3\r\n"), ["a": "1", "b": "2", "c": "3"])
    }

    func testPropertiesEmptyTextHasNoKeys() throws {
        XCTAssertEqual(try values(""), [:])
        XCTAssertEqual(try values("\n\n# nothing\n"), [:])
    }

    func testPropertiesMalformedUnicodeEscapeNamesTheLine() {
        assertConfigError(
            try Config(properties: "a=1\nb=\\u12G4\n"),
            """
            properties text:2: malformed \\u escape: four hexadecimal digits must follow \\u. \
            To fix, correct that line of the file.
            """)
    }

    func testPropertiesUnicodeEscapeCutShortByTheEndOfTheLine() {
        assertConfigError(
            try Config(properties: "a=\\u00\nb=2"),
            """
            properties text:1: malformed \\u escape: four hexadecimal digits must follow \\u. \
            To fix, correct that line of the file.
            """)
    }

    func testPropertiesEscapeErrorOnAContinuedLineNamesThatLine() {
        assertConfigError(
            try Config(properties: "# header\na = x\\\n    y\\uZZZZ"),
            """
            properties text:3: malformed \\u escape: four hexadecimal digits must follow \\u. \
            To fix, correct that line of the file.
            """)
    }

    func testPropertiesLoneSurrogateEscapeIsAnError() {
        assertConfigError(
            try Config(properties: #"a=\uD83D!"#),
            """
            properties text:1: \\uD83D is half of a UTF-16 surrogate pair, and its other half \
            does not follow. To fix, correct that line of the file.
            """)
    }

    func testPropertiesLeadSurrogateFollowedByANonSurrogateEscapeIsAnError() {
        assertConfigError(
            try Config(properties: #"a=\uD800\uFFFF"#),
            """
            properties text:1: \\uD800 is half of a UTF-16 surrogate pair, and its other half \
            does not follow. To fix, correct that line of the file.
            """)
    }

    func testPropertiesTrailingBackslashAtEndOfInputIsAnError() {
        let expected = """
            properties text:2: the last line ends with a backslash, but no line follows for it \
            to continue. To fix, correct that line of the file.
            """
        assertConfigError(try Config(properties: "a=1\nb=2\\"), expected)
        assertConfigError(try Config(properties: "a=1\r\nb=2\\\r\n"), expected)
    }

    func testPropertiesAByteOrderMarkIsNotPartOfTheFirstKey() throws {
        XCTAssertEqual(try values("\u{FEFF}name=José\nrank=3"), ["name": "José", "rank": "3"])
    }

    func testPropertiesALongTextHasEveryEntryAndNamesTheFirstLineOfAKeyGivenAgain() throws {
        let lines = (0..<100_000).map { "key.\($0) = value \($0)" }
        let config = try Config(properties: lines.joined(separator: "\n"))
        XCTAssertEqual(config.keys.count, 100_000)
        XCTAssertEqual(config.value(forKey: "key.0"), .string("value 0"))
        XCTAssertEqual(config.value(forKey: "key.99999"), .string("value 99999"))
        assertConfigError(
            try Config(properties: (lines + ["key.70000=again"]).joined(separator: "\n")),
            """
            properties text:100001: the key "key.70000" is given a second time (first on line 70001), \
            and only one of its values can be read. To fix, correct that line of the file.
            """)
    }

    func testPropertiesErrorNamesTheGivenSource() {
        assertConfigError(
            try Config(properties: "\n\n\na=\\u", source: "https://config.example.net/app"),
            """
            https://config.example.net/app:4: malformed \\u escape: four hexadecimal digits must \
            follow \\u. To fix, correct that line of the file.
            """)
    }
}
