import Foundation
import XCTest

@testable import Typhoon

/// A type of the user's own, made by a registered converter.
private struct Colour: Equatable {
    var name: String
}

private struct ColourConverter: TypeConverter {
    var typeName: String { "Colour" }

    func convert(_ string: String) throws -> Any {
        guard ["red", "green", "blue"].contains(string) else {
            throw ColourError(text: string)
        }
        return Colour(name: string)
    }
}

private struct ColourError: Error, CustomStringConvertible {
    var text: String
    var description: String { "\(text) is not a colour this app knows" }
}

/// A nested type, as swift-log's `Logger.Level` is.
private enum Herald {
    struct Tincture: Equatable {
        var name: String
        var by: String
    }
}

/// Makes a tincture, saying which name found it.
private struct TinctureConverter: TypeConverter {
    var typeName: String

    func convert(_ string: String) throws -> Any {
        Herald.Tincture(name: string, by: typeName)
    }
}

/// Makes an upper-case string, as the contract's example converter does.
private struct Upper: TypeConverter {
    var typeName: String { "Upper" }
    func convert(_ string: String) throws -> Any { string.uppercased() }
}

/// Replaces the built-in URL converter to prove that a registered one wins.
private struct PinnedURL: TypeConverter {
    var typeName: String { "URL" }
    func convert(_ string: String) throws -> Any { URL(string: "https://pinned.example.net/\(string)") as Any }
}

final class ConfigConversionTests: XCTestCase {
    /// Looks `key` up in a properties text (or JSON when it starts with `{`).
    private func value<V>(
        _ text: String, _ key: String = "k", as type: V.Type,
        converters: [any TypeConverter] = []
    ) throws -> V {
        let config = text.hasPrefix("{") ? try Config(json: Data(text.utf8)) : try Config(properties: text)
        let byName = Dictionary(converters.map { ($0.typeName, $0) }, uniquingKeysWith: { $1 })
        return try ConfigSources(assemblyConfigs: [config], globalConfigs: [], converters: byName)
            .value(forKey: key, as: type)
    }

    private func unconvertible(
        _ value: String, _ type: String, _ reason: String,
        key: String = "k", source: String = "properties text"
    ) -> String {
        """
        The configuration value "\(value)" of key "\(key)" in \(source), read by \
        KnightAssembly.knight(), cannot be converted to \(type): \(reason). To fix, change the \
        value or the type it is read as.
        """
    }

    // MARK: Standard types

    func testTextConvertsToEveryIntegerType() throws {
        XCTAssertEqual(try value("k=-12", as: Int.self), -12)
        XCTAssertEqual(try value("k=-128", as: Int8.self), -128)
        XCTAssertEqual(try value("k=32767", as: Int16.self), 32767)
        XCTAssertEqual(try value("k=+7", as: Int32.self), 7)
        XCTAssertEqual(try value("k=-9223372036854775808", as: Int64.self), .min)
        XCTAssertEqual(try value("k=12", as: UInt.self), 12)
        XCTAssertEqual(try value("k=255", as: UInt8.self), 255)
        XCTAssertEqual(try value("k=65535", as: UInt16.self), 65535)
        XCTAssertEqual(try value("k=4294967295", as: UInt32.self), .max)
        XCTAssertEqual(try value("k=18446744073709551615", as: UInt64.self), .max)
    }

    func testAModuleQualifiedClassNameConvertsToThatClass() throws {
        let found: AnyClass = try value("k=Foundation.NSString", as: AnyClass.self)
        XCTAssertTrue(found == NSString.self)
    }

    func testANameNoClassHasIsUnconvertibleAndSaysToQualifyIt() {
        assertConfigError(
            try value("k=NSString", as: AnyClass.self),
            unconvertible(
                "NSString", String(describing: AnyClass.self),
                "no class of this program has that name; write the module-qualified name (`MyApp.Knight`) of a"
                    + " top-level class"))
    }

    func testATypeThatIsNotAClassIsUnconvertible() {
        assertConfigError(
            try value("k=Swift.Int", as: AnyClass.self),
            unconvertible("Swift.Int", String(describing: AnyClass.self), "Swift.Int is not a class"))
    }

    func testIntegerOverflowIsUnconvertible() {
        assertConfigError(
            try value("k=300", as: Int8.self),
            unconvertible("300", "Int8", "it is outside the range of Int8 (-128...127)"))
        assertConfigError(
            try value("k=-1", as: UInt.self),
            unconvertible("-1", "UInt", "it is outside the range of UInt (0...18446744073709551615)"))
        assertConfigError(
            try value("k=99999999999999999999", as: Int.self),
            unconvertible(
                "99999999999999999999", "Int",
                "it is outside the range of Int (-9223372036854775808...9223372036854775807)"))
    }

    func testTextThatIsNotAWholeNumberIsUnconvertible() {
        assertConfigError(
            try value("k=twelve", as: Int.self), unconvertible("twelve", "Int", "it is not a whole number"))
        assertConfigError(try value("k=12.5", as: Int.self), unconvertible("12.5", "Int", "it is not a whole number"))
        assertConfigError(try value("k=", as: Int.self), unconvertible("", "Int", "it is not a whole number"))
    }

    func testTextConvertsToDoubleAndFloat() throws {
        XCTAssertEqual(try value("k=2.5", as: Double.self), 2.5)
        XCTAssertEqual(try value("k=-1e3", as: Double.self), -1000)
        XCTAssertEqual(try value("k=0.1", as: Float.self), 0.1)
        XCTAssertEqual(try value("k=inf", as: Double.self), .infinity)
    }

    func testRealOutOfRangeOrNotANumberIsUnconvertible() {
        assertConfigError(
            try value("k=1e40", as: Float.self), unconvertible("1e40", "Float", "it is outside the range of Float"))
        assertConfigError(
            try value("k=1e400", as: Double.self), unconvertible("1e400", "Double", "it is outside the range of Double")
        )
        assertConfigError(try value("k=fast", as: Double.self), unconvertible("fast", "Double", "it is not a number"))
    }

    func testBoolAcceptsTrueFalseYesNoOneZeroInAnyCase() throws {
        for text in ["true", "TRUE", "Yes", "yES", "1"] {
            XCTAssertEqual(try value("k=\(text)", as: Bool.self), true, text)
        }
        for text in ["false", "False", "no", "NO", "0"] {
            XCTAssertEqual(try value("k=\(text)", as: Bool.self), false, text)
        }
    }

    func testBoolRejectsOtherText() {
        assertConfigError(
            try value("k=maybe", as: Bool.self),
            unconvertible("maybe", "Bool", "it is not one of true, false, yes, no, 1, 0"))
    }

    func testPlainTextConvertsToURL() throws {
        XCTAssertEqual(try value("k=https://example.net/a?b=c", as: URL.self), URL(string: "https://example.net/a?b=c"))
    }

    func testTextThatIsNoURLIsUnconvertible() {
        assertConfigError(
            try value("k=http://bad host", as: URL.self),
            unconvertible("http://bad host", "URL", "it is not a valid URL"))
        assertConfigError(try value("k=", as: URL.self), unconvertible("", "URL", "an empty text is not a URL"))
    }

    func testStringIsTheTextAsWritten() throws {
        XCTAssertEqual(try value("k=Sir Lancelot", as: String.self), "Sir Lancelot")
    }

    // MARK: JSON numbers and booleans

    func testJsonNumberConvertsToIntDoubleAndString() throws {
        let json = #"{"k": 12}"#
        XCTAssertEqual(try value(json, as: Int.self), 12)
        XCTAssertEqual(try value(json, as: UInt8.self), 12)
        XCTAssertEqual(try value(json, as: Double.self), 12)
        XCTAssertEqual(try value(json, as: Float.self), 12)
        XCTAssertEqual(try value(json, as: String.self), "12")
    }

    func testJsonBooleanConvertsToBoolAndString() throws {
        XCTAssertEqual(try value(#"{"k": true}"#, as: Bool.self), true)
        XCTAssertEqual(try value(#"{"k": false}"#, as: String.self), "false")
        XCTAssertEqual(try value(#"{"k": 1}"#, as: Bool.self), true)
    }

    func testJsonBooleanIsNotANumber() {
        assertConfigError(
            try value(#"{"k": true}"#, as: Int.self),
            unconvertible("true", "Int", "a boolean is not a number", source: "JSON data"))
    }

    func testJsonRealWithoutFractionConvertsToInt() throws {
        XCTAssertEqual(try value(#"{"k": 12.0}"#, as: Int.self), 12)
        XCTAssertEqual(try value(#"{"k": 2.5}"#, as: String.self), "2.5")
    }

    func testJsonRealWithFractionIsNotAnInt() {
        assertConfigError(
            try value(#"{"k": 12.5}"#, as: Int.self),
            unconvertible("12.5", "Int", "it is not a whole number", source: "JSON data"))
    }

    func testJsonNumberOutOfRangeIsUnconvertible() {
        assertConfigError(
            try value(#"{"k": 18446744073709551615}"#, as: Int.self),
            unconvertible(
                "18446744073709551615", "Int",
                "it is outside the range of Int (-9223372036854775808...9223372036854775807)", source: "JSON data"))
        assertConfigError(
            try value(#"{"k": -3}"#, as: UInt16.self),
            unconvertible("-3", "UInt16", "it is outside the range of UInt16 (0...65535)", source: "JSON data"))
    }

    // MARK: Optionals

    func testOptionalTargetsConvertTheWrappedType() throws {
        XCTAssertEqual(try value("k=URL(https://example.net)", as: URL?.self), URL(string: "https://example.net"))
        XCTAssertEqual(try value("k=12", as: Int?.self), 12)
        XCTAssertEqual(try value("k=yes", as: Bool?.self), true)
        XCTAssertEqual(try value("k=text", as: String?.self), "text")
        XCTAssertEqual(try value("k=4", as: Int??.self), 4)
    }

    func testOptionalTargetNamesTheOptionalTypeInErrors() {
        assertConfigError(
            try value("k=lots", as: Int?.self), unconvertible("lots", "Optional<Int>", "it is not a whole number"))
    }

    // MARK: Converters

    func testUrlConverterSyntaxMakesAURL() throws {
        XCTAssertEqual(try value("k=URL(https://example.net/v1)", as: URL.self), URL(string: "https://example.net/v1"))
        XCTAssertEqual(
            try value("k=URL(  https://example.net/v1  )", as: URL.self), URL(string: "https://example.net/v1"))
    }

    func testNsurlConverterSyntaxIsUnderstoodForTyphoonCompatibility() throws {
        let seed = "k=NSURL(http://my.backend.net/service-gateway)"
        XCTAssertEqual(try value(seed, as: URL.self), URL(string: "http://my.backend.net/service-gateway"))
        XCTAssertEqual(try value(seed, as: NSURL.self).absoluteString, "http://my.backend.net/service-gateway")
    }

    func testPlainTextConvertsToNSURL() throws {
        XCTAssertEqual(try value("k=https://example.net", as: NSURL.self).absoluteString, "https://example.net")
    }

    func testConverterSyntaxValueWantedAsStringIsTheWholeText() throws {
        XCTAssertEqual(try value("k=URL(https://example.net)", as: String.self), "URL(https://example.net)")
        XCTAssertEqual(try value("k=URL(not a url)", as: String?.self), "URL(not a url)")
    }

    func testTextThatOnlyLooksLikeAConverterCallIsStillAString() throws {
        XCTAssertEqual(try value("k=f(x)", as: String.self), "f(x)")
        XCTAssertEqual(try value("k=(not a call)", as: String.self), "(not a call)")
    }

    func testRegisteredConverterThatMakesAStringIsUsedForStrings() throws {
        XCTAssertEqual(try value("k=Upper(hello)", as: String.self, converters: [Upper()]), "HELLO")
    }

    func testRegisteredConverterMakesTheUsersOwnType() throws {
        XCTAssertEqual(
            try value("k=Colour(red)", as: Colour.self, converters: [ColourConverter()]), Colour(name: "red"))
    }

    func testPlainValueUsesTheConverterNamedLikeTheWantedType() throws {
        XCTAssertEqual(try value("k=blue", as: Colour?.self, converters: [ColourConverter()]), Colour(name: "blue"))
    }

    func testPlainValueOfATypeNoConverterMakesIsUnconvertible() {
        assertConfigError(
            try value("k=blue", as: Colour.self),
            unconvertible(
                "blue", "Colour", #"no converter makes Colour; register a TypeConverter whose typeName is "Colour""#))
    }

    func testConverterErrorBecomesTheReason() {
        assertConfigError(
            try value("k=Colour(mauve)", as: Colour.self, converters: [ColourConverter()]),
            unconvertible("Colour(mauve)", "Colour", "mauve is not a colour this app knows"))
        assertConfigError(
            try value("k=URL()", as: URL.self),
            unconvertible("URL()", "URL", "an empty text is not a URL"))
    }

    func testConverterResultMustBeTheWantedType() {
        assertConfigError(
            try value("k=Upper(hello)", as: Int.self, converters: [Upper()]),
            unconvertible("Upper(hello)", "Int", "the converter Upper made a value of type String"))
        assertConfigError(
            try value("k=URL(https://example.net)", as: Int?.self),
            unconvertible("URL(https://example.net)", "Optional<Int>", "the converter URL made a value of type URL"))
    }

    func testRegisteredConverterReplacesTheBuiltInOfTheSameName() throws {
        XCTAssertEqual(
            try value("k=URL(status)", as: URL.self, converters: [PinnedURL()]),
            URL(string: "https://pinned.example.net/status"))
    }

    func testUnknownConverterNamesTheConverterAndTheSortedKnownNames() {
        assertConfigError(
            try value("k=Money(12 EUR)", as: Decimal.self, converters: [Upper(), ColourConverter()]),
            """
            The configuration value of key "k" in properties text, read by KnightAssembly.knight(), \
            asks for the converter Money, which is not registered (registered: Colour, ConfigColor, \
            NSColor, NSURL, UIColor, URL, Upper, rgb, rgba). To fix, register a TypeConverter whose typeName is "Money" with \
            `factory.register(_:)` or list it as a component of type `any TypeConverter` \
            (outside a factory, pass it in `converters:`).
            """)
    }

    // MARK: Nested types

    func testPlainValueOfANestedTypeFindsTheConverterNamedWithTheEnclosingType() throws {
        XCTAssertEqual(
            try value(
                "k=gules", as: Herald.Tincture.self, converters: [TinctureConverter(typeName: "Herald.Tincture")]),
            Herald.Tincture(name: "gules", by: "Herald.Tincture"))
    }

    func testPlainValueOfANestedTypeStillFindsTheConverterNamedByItsLastName() throws {
        XCTAssertEqual(
            try value("k=gules", as: Herald.Tincture?.self, converters: [TinctureConverter(typeName: "Tincture")]),
            Herald.Tincture(name: "gules", by: "Tincture"))
    }

    func testTheConverterNamedWithTheEnclosingTypeWinsOverTheOneNamedByTheLastName() throws {
        let converters = [TinctureConverter(typeName: "Tincture"), TinctureConverter(typeName: "Herald.Tincture")]
        XCTAssertEqual(
            try value("k=gules", as: Herald.Tincture.self, converters: converters),
            Herald.Tincture(name: "gules", by: "Herald.Tincture"))
    }

    func testAConverterCallMayNameTheNestedTypeWithItsEnclosingType() throws {
        XCTAssertEqual(
            try value(
                "k=Herald.Tincture(azure)", as: Herald.Tincture.self,
                converters: [TinctureConverter(typeName: "Herald.Tincture")]),
            Herald.Tincture(name: "azure", by: "Herald.Tincture"))
    }

    func testMessagesNameANestedTypeWithItsEnclosingType() {
        assertConfigError(
            try value("k=gules", as: Herald.Tincture.self),
            unconvertible(
                "gules", "Herald.Tincture",
                #"no converter makes Herald.Tincture; register a TypeConverter whose typeName is "Herald.Tincture""#))
        assertConfigError(
            try value("k=Upper(gules)", as: Herald.Tincture?.self, converters: [Upper()]),
            unconvertible(
                "Upper(gules)", "Optional<Herald.Tincture>", "the converter Upper made a value of type String"))
        assertConfigError(
            try value("k=gules", as: Int.self, converters: [TinctureConverter(typeName: "Int")]),
            unconvertible("gules", "Int", "the converter Int made a value of type Herald.Tincture"))
    }

    func testConverterNameMayBeQualifiedWithItsModule() throws {
        struct Qualified: TypeConverter {
            var typeName: String { "Heraldry.Colour" }
            func convert(_ string: String) throws -> Any { Colour(name: string) }
        }
        XCTAssertEqual(
            try value("k=Heraldry.Colour(gules)", as: Colour.self, converters: [Qualified()]), Colour(name: "gules"))
    }
}
