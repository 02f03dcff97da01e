import Foundation

/// Reading a colour from the texts Typhoon's colour converters accept.
extension ConfigColor {
    /// The forms a colour may be written in, for error messages.
    static let acceptedForms = "#RRGGBB, #AARRGGBB, 0xRRGGBB, 0xAARRGGBB, r,g,b, r,g,b,a, rgb(r,g,b) or rgba(r,g,b,a)"

    /// The colour written `text`: hexadecimal after `#` or `0x`, else components.
    static func from(_ text: String) throws(ConversionFailure) -> ConfigColor {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("#") {
            return try hexadecimal(text.dropFirst())
        }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            return try hexadecimal(text.dropFirst(2))
        }
        return try components(text, count: nil)
    }

    /// Six digits are red, green and blue; eight put alpha first, as Typhoon reads them.
    static func hexadecimal(_ digits: Substring) throws(ConversionFailure) -> ConfigColor {
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isASCII),
            let number = UInt32(digits, radix: 16)
        else {
            throw notAColour("a hexadecimal colour has 6 digits (RRGGBB) or 8 (AARRGGBB)")
        }
        let alpha = digits.count == 8 ? number >> 24 : 0xFF
        return ConfigColor(
            red: fraction(number >> 16), green: fraction(number >> 8), blue: fraction(number),
            alpha: fraction(alpha))
    }

    /// The colour written as components, `r,g,b` or `r,g,b,a`.
    ///
    /// Red, green and blue are whole numbers from 0 to 255 and alpha a number from 0 to 1.
    /// `count` asks for exactly 3 or 4 components (`rgb(…)`, `rgba(…)`).
    static func components(_ text: String, count: Int?) throws(ConversionFailure) -> ConfigColor {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == count ?? parts.count, parts.count == 3 || parts.count == 4 else {
            let found = parts.count == 1 ? "1 component" : "\(parts.count) components"
            throw notAColour("it has \(found) where \(count.map(String.init) ?? "3 or 4") are needed")
        }
        let alpha = parts.count == 4 ? try opacity(parts[3]) : 1
        return ConfigColor(
            red: try channel(parts[0]), green: try channel(parts[1]), blue: try channel(parts[2]), alpha: alpha)
    }

    private static func channel(_ text: String) throws(ConversionFailure) -> Double {
        guard let value = UInt8(text, radix: 10) else {
            throw notAColour("\"\(text)\" is not a whole number from 0 to 255")
        }
        return Double(value) / 255
    }

    private static func opacity(_ text: String) throws(ConversionFailure) -> Double {
        guard let value = Double(text), (0...1).contains(value) else {
            throw notAColour("the alpha \"\(text)\" is not a number from 0 to 1")
        }
        return value
    }

    private static func fraction(_ byte: UInt32) -> Double {
        Double(byte & 0xFF) / 255
    }

    private static func notAColour(_ detail: String) -> ConversionFailure {
        ConversionFailure("it is not a colour (\(detail)); write \(acceptedForms)")
    }
}
