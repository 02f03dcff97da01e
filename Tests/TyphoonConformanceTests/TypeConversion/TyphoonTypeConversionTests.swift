import Foundation
import Typhoon
import XCTest

/// A configuration of one key, read as a type.
private func convert<V>(_ text: String, to type: V.Type, converters: [any TypeConverter] = []) throws -> V {
    try Config(properties: "value=\(text)").value(forKey: "value", as: type, converters: converters)
}

/// Records the text it is given, and makes a URL of it, under the name of a built-in converter.
private final class RecordingURLConverter: TypeConverter {
    let typeName = "NSURL"
    private(set) var texts: [String] = []

    func convert(_ string: String) throws -> Any {
        texts.append(string)
        return URL(string: string) as Any
    }
}

/// Typhoon's `Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m`, ported.
///
/// Configuration text converted to the type a property needs. Swift refuses text that is not a number of that type,
/// where Typhoon returns 0.
final class TyphoonPrimitiveTypeConverterTests: XCTestCase {
    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_converts_to_bool
    func test_converts_to_bool() throws {
        for text in ["true", "yes", "1"] { XCTAssertTrue(try convert(text, to: Bool.self), text) }
        for text in ["no", "false", "0"] { XCTAssertFalse(try convert(text, to: Bool.self), text) }
    }

    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_converts_to_short
    func test_converts_to_short() throws {
        XCTAssertEqual(try convert("65", to: Int16.self), 65)
    }

    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_converts_to_long
    func test_converts_to_long() throws {
        XCTAssertEqual(try convert("65", to: Int.self), 65)
    }

    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_converts_to_long_long
    func test_converts_to_long_long() throws {
        XCTAssertEqual(try convert("65", to: Int64.self), 65)
    }

    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_converts_to_unsigned_char
    func test_converts_to_unsigned_char() throws {
        XCTAssertEqual(try convert("65", to: UInt8.self), 65)
    }

    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_converts_to_unsigned_int
    func test_converts_to_unsigned_int() throws {
        XCTAssertEqual(try convert("123", to: UInt32.self), 123)
    }

    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_converts_to_unsigned_short
    func test_converts_to_unsigned_short() throws {
        XCTAssertEqual(try convert("123", to: UInt16.self), 123)
    }

    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_converts_to_unsigned_long
    func test_converts_to_unsigned_long() throws {
        XCTAssertEqual(try convert("123", to: UInt.self), 123)
    }

    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_converts_to_double
    func test_converts_to_double() throws {
        XCTAssertEqual(try convert("3.14159628", to: Double.self), 3.14159628)
    }

    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_converts_to_int: Swift differs on purpose:
    // "zzz" is an error, not 0.
    func test_converts_to_int() throws {
        XCTAssertEqual(try convert("123", to: Int32.self), 123)
        assertRefuses("zzz", as: Int32.self)
    }

    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_converts_to_NSUInteger: Swift differs on
    // purpose: "zzz" is an error, not 0.
    func test_converts_to_NSUInteger() throws {
        XCTAssertEqual(try convert("123", to: UInt.self), 123)
        assertRefuses("zzz", as: UInt.self)
    }

    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_converts_to_float: Swift differs on
    // purpose: "zzz" is an error, not 0.
    func test_converts_to_float() throws {
        XCTAssertEqual(try convert("0.5", to: Float.self), 0.5)
        assertRefuses("zzz", as: Float.self)
    }

    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_converts_to_class: Typhoon found `NSString`
    // by its Objective-C name; Swift names a class at run time with its module, `Foundation.NSString`.
    func test_converts_to_class() throws {
        let converted: AnyClass = try convert("Foundation.NSString", to: AnyClass.self)
        XCTAssertTrue(converted == NSString.self)
    }

    // From Tests/TypeConversion/TyphoonPrimitiveTypeConverterTests.m, test_unknown_type: Typhoon raises for a property
    // whose type encoding (`?`) it does not know; here text wanted as a type no conversion makes is refused, and the
    // reason says so.
    func test_unknown_type() throws {
        struct Unknown {}
        XCTAssertThrowsError(try convert("123456", to: Unknown.self)) { error in
            guard case .unconvertibleConfigValue(_, _, _, _, _, let reason) = error as? TyphoonError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(reason.hasPrefix("no converter makes "), reason)
        }
    }
}

/// Checks that a text cannot be converted to a type, and that the error says so.
private func assertRefuses<V>(_ text: String, as type: V.Type, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertThrowsError(try convert(text, to: type), file: file, line: line) { error in
        guard case .unconvertibleConfigValue = error as? TyphoonError else {
            return XCTFail("\(error)", file: file, line: line)
        }
    }
}

/// Typhoon's `Tests/TypeConversion/TyphoonNSNumberTypeConverterTests.m`, ported.
final class TyphoonNSNumberTypeConverterTests: XCTestCase {
    // From Tests/TypeConversion/TyphoonNSNumberTypeConverterTests.m, test_converts_integer
    func test_converts_integer() throws {
        XCTAssertEqual(try convert("5", to: Int.self), 5)
    }
}

/// Typhoon's `Tests/TypeConversion/TyphoonPassthroughTypeConverterTests.m`, ported.
final class TyphoonPassThroughTypeConverterTests: XCTestCase {
    // From Tests/TypeConversion/TyphoonPassthroughTypeConverterTests.m, test_forwards_NSString
    func test_forwards_NSString() throws {
        XCTAssertEqual(try convert("foobar foobar", to: String.self), "foobar foobar")
    }
}

/// Typhoon's `Tests/TypeConversion/TyphoonTypeConversionUtilsTests.m`, ported.
///
/// `Name(text)` picks the converter called `Name` and gives it the text.
final class TyphoonTypeConversionUtilsTests: XCTestCase {
    // From Tests/TypeConversion/TyphoonTypeConversionUtilsTests.m, test_obtaining_type_from_text: the converter named
    // `NSURL` is the one called.
    func test_obtaining_type_from_text() throws {
        let converter = RecordingURLConverter()
        _ = try convert("NSURL(http://typhoonframework.org)", to: URL.self, converters: [converter])
        XCTAssertEqual(converter.texts.count, 1)
    }

    // From Tests/TypeConversion/TyphoonTypeConversionUtilsTests.m, test_obtaining_text_without_type: the converter
    // gets the text inside the parentheses.
    func test_obtaining_text_without_type() throws {
        let converter = RecordingURLConverter()
        let url = try convert("NSURL(http://typhoonframework.org)", to: URL.self, converters: [converter])
        XCTAssertEqual(converter.texts, ["http://typhoonframework.org"])
        XCTAssertEqual(url, URL(string: "http://typhoonframework.org"))
    }
}

/// Typhoon's `Tests/TypeConversion/TyphoonTypeConverterRegistryTests.m`, ported.
final class TyphoonTypeConverterRegistryTests: XCTestCase {
    // From Tests/TypeConversion/TyphoonTypeConverterRegistryTests.m,
    // test_raises_exception_when_converter_class_not_registered: a value that names a converter nobody registered is
    // an error naming it.
    func test_raises_exception_when_converter_class_not_registered() {
        XCTAssertThrowsError(try convert("NSData(abc)", to: Data.self)) { error in
            guard case .unknownConverter(_, let converter, _, _, _) = error as? TyphoonError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(converter, "NSData")
        }
    }

    // From Tests/TypeConversion/TyphoonTypeConverterRegistryTests.m,
    // test_raises_exception_when_converter_registered_more_than_once: Swift differs on purpose: a converter registered
    // under a built-in name replaces the built-in one, where Typhoon raises.
    func test_raises_exception_when_converter_registered_more_than_once() throws {
        let converter = RecordingURLConverter()
        let factory = MiddleAgesAssembly()
            .activate(with: [], configs: [try Config(properties: "url=NSURL(http://typhoonframework.org)")]).factory
        factory.register(converter)
        XCTAssertEqual(try factory.configValue("url", as: URL.self), URL(string: "http://typhoonframework.org"))
        XCTAssertEqual(converter.texts, ["http://typhoonframework.org"])
    }

    // From Tests/TypeConversion/TyphoonTypeConverterRegistryTests.m, test_unregisters_converter: Typhoon unregisters
    // its built-in NSURL converter, and then none is found for NSURL. Here the built-in conversions cannot be removed,
    // so the test unregisters a registered NSURL converter: it no longer converts, and the built-in one does again.
    func test_unregisters_converter() throws {
        let converter = RecordingURLConverter()
        let factory = MiddleAgesAssembly()
            .activate(with: [], configs: [try Config(properties: "url=NSURL(http://typhoonframework.org)")]).factory
        factory.register(converter)
        XCTAssertTrue(factory.unregister(converter))

        XCTAssertEqual(try factory.configValue("url", as: URL.self), URL(string: "http://typhoonframework.org"))
        XCTAssertEqual(converter.texts, [])
    }
}
