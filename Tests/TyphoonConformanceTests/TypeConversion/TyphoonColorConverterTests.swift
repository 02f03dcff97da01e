import Typhoon
import XCTest

/// Typhoon's texts, exactly as its tests write them, read as a ``ConfigColor``.
private func colour(_ text: String) throws -> ConfigColor {
    try Config(properties: "value=\(text)").value(forKey: "value", as: ConfigColor.self)
}

/// Typhoon's `Tests/iOS/TypeConversion/TyphoonUIColorConverterTests.m`, ported.
///
/// Typhoon's UIKit converter reads `UIColor(…)`; here the same texts make a ``ConfigColor`` on
/// every platform (and a `UIColor` where UIKit exists, for a property of that type).
final class TyphoonUIColorConverterTests: XCTestCase {
    // From Tests/iOS/TypeConversion/TyphoonUIColorConverterTests.m, test_converts_hex_string
    func test_converts_hex_string() throws {
        XCTAssertEqual(try colour("UIColor(#ffffff)"), ConfigColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    // From Tests/iOS/TypeConversion/TyphoonUIColorConverterTests.m, test_converts_hex_string_with_alpha: eight digits
    // put alpha first.
    func test_converts_hex_string_with_alpha() throws {
        XCTAssertEqual(try colour("UIColor(#00ffffff)"), ConfigColor(red: 1, green: 1, blue: 1, alpha: 0))
    }

    // From Tests/iOS/TypeConversion/TyphoonUIColorConverterTests.m, test_converts_css_style_rgb
    func test_converts_css_style_rgb() throws {
        XCTAssertEqual(try colour("UIColor(255,255,255)"), ConfigColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    // From Tests/iOS/TypeConversion/TyphoonUIColorConverterTests.m, test_converts_css_style_rgba
    func test_converts_css_style_rgba() throws {
        XCTAssertEqual(try colour("UIColor(255,255,255,0.5)"), ConfigColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    }
}

/// Typhoon's `Tests/OSX/TypeConversion/TyphoonNSColorTypeConverterTests.m`, ported.
///
/// Typhoon's AppKit converter reads `NSColor(…)`; here the same texts make a ``ConfigColor`` on
/// every platform (and an `NSColor` where AppKit exists, for a property of that type).
final class TyphoonNSColorTypeConverterTests: XCTestCase {
    // From Tests/OSX/TypeConversion/TyphoonNSColorTypeConverterTests.m, test_converts_hex_string
    func test_converts_hex_string() throws {
        XCTAssertEqual(try colour("NSColor(#ffffff)"), ConfigColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    // From Tests/OSX/TypeConversion/TyphoonNSColorTypeConverterTests.m, test_converts_hex_string_with_alpha: eight
    // digits put alpha first.
    func test_converts_hex_string_with_alpha() throws {
        XCTAssertEqual(try colour("NSColor(#00ffffff)"), ConfigColor(red: 1, green: 1, blue: 1, alpha: 0))
    }

    // From Tests/OSX/TypeConversion/TyphoonNSColorTypeConverterTests.m, test_converts_css_style_rgb
    func test_converts_css_style_rgb() throws {
        XCTAssertEqual(try colour("NSColor(255,255,255)"), ConfigColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    // From Tests/OSX/TypeConversion/TyphoonNSColorTypeConverterTests.m, test_converts_css_style_rgba
    func test_converts_css_style_rgba() throws {
        XCTAssertEqual(try colour("NSColor(255,255,255,0.5)"), ConfigColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    }
}
