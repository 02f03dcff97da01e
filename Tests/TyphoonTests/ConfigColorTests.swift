import Foundation
import XCTest

@testable import Typhoon

final class ConfigColorTests: XCTestCase {
    /// Reads key `k` of a properties text as `type`.
    private func value<V>(_ text: String, as type: V.Type, converters: [any TypeConverter] = []) throws -> V {
        let byName = Dictionary(converters.map { ($0.typeName, $0) }, uniquingKeysWith: { $1 })
        return try ConfigSources(
            assemblyConfigs: [try Config(properties: text)], globalConfigs: [], converters: byName
        ).value(forKey: "k", as: type)
    }

    private func colour(_ text: String) throws -> ConfigColor {
        try value("k=\(text)", as: ConfigColor.self)
    }

    private func assertRefused(
        _ text: String, because reason: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try colour(text), file: file, line: line) { error in
            XCTAssertEqual(
                String(describing: error),
                """
                The configuration value "\(text)" of key "k" in properties text, read by \
                KnightAssembly.knight(), cannot be converted to ConfigColor: it is not a colour (\(reason)); write \
                #RRGGBB, #AARRGGBB, 0xRRGGBB, 0xAARRGGBB, r,g,b, r,g,b,a, rgb(r,g,b) or rgba(r,g,b,a). To fix, \
                change the value or the type it is read as.
                """, file: file, line: line)
        }
    }

    func test_six_hexadecimal_digits_are_red_green_and_blue_of_an_opaque_colour() throws {
        XCTAssertEqual(try colour("#FF8000"), ConfigColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
    }

    func test_eight_hexadecimal_digits_put_alpha_first_as_typhoon_does() throws {
        XCTAssertEqual(try colour("#80FF0000"), ConfigColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    }

    func test_hexadecimal_digits_may_follow_0x_instead_of_a_hash() throws {
        XCTAssertEqual(try colour("0x00ff00"), ConfigColor(red: 0, green: 1, blue: 0))
    }

    func test_plain_components_are_red_green_blue_from_0_to_255_and_alpha_from_0_to_1() throws {
        XCTAssertEqual(try colour("0, 51, 255, 0.25"), ConfigColor(red: 0, green: 0.2, blue: 1, alpha: 0.25))
    }

    func test_css_rgb_and_rgba_spellings_are_read() throws {
        XCTAssertEqual(try colour("rgb(255, 0, 0)"), ConfigColor(red: 1, green: 0, blue: 0))
        XCTAssertEqual(try colour("rgba(0,0,255,0.5)"), ConfigColor(red: 0, green: 0, blue: 1, alpha: 0.5))
    }

    func test_a_colour_reads_from_a_JSON_string_as_from_properties() throws {
        let config = try Config(json: Data(##"{"accent": "#336699"}"##.utf8))
        XCTAssertEqual(
            try config.value(forKey: "accent", as: ConfigColor.self),
            ConfigColor(red: 0.2, green: 0.4, blue: 0.6))
    }

    func test_an_optional_colour_reads_the_colour() throws {
        XCTAssertEqual(try value("k=#000000", as: ConfigColor?.self), ConfigColor(red: 0, green: 0, blue: 0))
    }

    func test_a_text_that_is_not_a_colour_is_refused_naming_the_accepted_forms() {
        assertRefused("teal", because: "it has 1 component where 3 or 4 are needed")
    }

    func test_a_hexadecimal_colour_of_another_length_is_refused() {
        assertRefused("#fff", because: "a hexadecimal colour has 6 digits (RRGGBB) or 8 (AARRGGBB)")
    }

    func test_a_component_above_255_is_refused_where_typhoon_would_make_it_above_1() {
        assertRefused("256,0,0", because: "\"256\" is not a whole number from 0 to 255")
    }

    func test_an_alpha_above_1_is_refused() {
        assertRefused("rgba(0,0,0,2)", because: "the alpha \"2\" is not a number from 0 to 1")
    }

    func test_rgb_takes_exactly_three_components() {
        assertRefused("rgb(0,0,0,1)", because: "it has 4 components where 3 are needed")
    }

    func test_a_registered_converter_named_like_a_colour_converter_wins() throws {
        struct Named: TypeConverter {
            var typeName: String { "rgb" }
            func convert(_ string: String) throws -> Any { ConfigColor(red: 0.5, green: 0.5, blue: 0.5) }
        }
        XCTAssertEqual(
            try value("k=rgb(1,2,3)", as: ConfigColor.self, converters: [Named()]),
            ConfigColor(red: 0.5, green: 0.5, blue: 0.5))
    }

    func test_a_string_property_keeps_a_colour_text_as_written() throws {
        XCTAssertEqual(try value("k=UIColor(#ffffff)", as: String.self), "UIColor(#ffffff)")
    }

    func test_a_colour_converter_asked_for_another_type_says_what_it_made() {
        XCTAssertThrowsError(try value("k=rgb(1,2,3)", as: Int.self)) { error in
            XCTAssertTrue(
                String(describing: error).contains("the converter rgb made a value of type ConfigColor"),
                String(describing: error))
        }
    }
}
