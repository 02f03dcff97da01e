import Foundation

/// Reads a JSON configuration: a top-level object whose nested objects become dotted keys.
///
/// This is a strict reader of its own rather than `JSONSerialization`, because on Linux
/// `JSONSerialization` accepts a stray comma before `}` and reports other problems by
/// character offset only; reading the bytes here names the line and the reason, and keeps
/// numbers apart from booleans without guessing from `NSNumber`. Arrays and `null` are
/// rejected with the key they belong to, since a configuration value is a string, a number
/// or a boolean.
struct JSONConfigParser {
    /// Deeper nesting is surely a mistake, and stopping early keeps the recursion shallow.
    static let maximumDepth = 100

    /// What the one-letter escapes after a backslash stand for.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "/"): UInt8(ascii: "/"), UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
        UInt8(ascii: "n"): UInt8(ascii: "\n"), UInt8(ascii: "r"): UInt8(ascii: "\r"),
        UInt8(ascii: "t"): UInt8(ascii: "\t"),
    ]

    private let bytes: [UInt8]
    private let source: String
    private var index = 0
    /// Kept up to date by `skipWhiteSpace`, the only place a valid document has line breaks.
    private var line = 1
    private var values: [String: ConfigValue] = [:]

    /// Parses `data`; a key given twice (also as `"a.b"` and `{"a": {"b"…}}`) keeps its last value.
    static func parse(_ data: Data, source: String) throws(TyphoonError) -> [String: ConfigValue] {
        var parser = JSONConfigParser(bytes: Array(data), source: source)
        try parser.parseDocument()
        return parser.values
    }

    private init(bytes: [UInt8], source: String) {
        self.bytes = bytes
        self.source = source
    }

    // MARK: Structure

    private mutating func parseDocument() throws(TyphoonError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
        }
        skipWhiteSpace()
        guard let first = peek() else {
            throw malformed("there is no JSON object; a JSON configuration looks like { \"key\": \"value\" }")
        }
        guard first == UInt8(ascii: "{") else {
            throw malformed("the top level must be an object ({ … }), but it starts with \(found())")
        }
        index += 1
        try parseObject(prefix: "", depth: 1)
        skipWhiteSpace()
        guard index == bytes.count else {
            throw malformed("\(found()) follows the end of the top-level object")
        }
    }

    /// Parses the members of an object whose `{` has been read, up to and including its `}`.
    private mutating func parseObject(prefix: String, depth: Int) throws(TyphoonError) {
        guard depth <= Self.maximumDepth else {
            throw malformed("objects are nested more than \(Self.maximumDepth) deep")
        }
        skipWhiteSpace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        if peek() == UInt8(ascii: ",") {
            throw malformed("stray comma after '{' (no key comes before it)")
        }
        while true {
            let key = try parseMember(prefix: prefix, depth: depth)
            if try parseMemberEnd(after: key) {
                return
            }
        }
    }

    /// Parses `"name": value` and returns the member's full key.
    private mutating func parseMember(prefix: String, depth: Int) throws(TyphoonError) -> String {
        skipWhiteSpace()
        guard peek() == UInt8(ascii: "\"") else {
            throw malformed("expected a key in double quotes, found \(found())")
        }
        let key = prefix + (try parseString())
        skipWhiteSpace()
        guard peek() == UInt8(ascii: ":") else {
            throw malformed("expected ':' after the key \"\(key)\", found \(found())")
        }
        index += 1
        skipWhiteSpace()
        try parseValue(key: key, depth: depth)
        return key
    }

    /// Reads the `,` or `}` after a member; returns whether the object has ended.
    private mutating func parseMemberEnd(after key: String) throws(TyphoonError) -> Bool {
        skipWhiteSpace()
        switch peek() {
        case UInt8(ascii: "}"):
            index += 1
            return true
        case UInt8(ascii: ","):
            let commaLine = line
            index += 1
            skipWhiteSpace()
            if peek() == UInt8(ascii: "}") || peek() == UInt8(ascii: ",") {
                throw TyphoonError.malformedConfig(
                    file: source, line: commaLine,
                    reason: "stray comma after the value of \"\(key)\" (no key follows it)")
            }
            return false
        default:
            throw malformed("expected ',' or '}' after the value of \"\(key)\", found \(found())")
        }
    }

    private mutating func parseValue(key: String, depth: Int) throws(TyphoonError) {
        guard let byte = peek() else {
            throw malformed("the data ends where the value of \"\(key)\" should be")
        }
        switch byte {
        case UInt8(ascii: "\""):
            values[key] = .string(try parseString())
        case UInt8(ascii: "{"):
            index += 1
            try parseObject(prefix: key + ".", depth: depth + 1)
        case UInt8(ascii: "["):
            throw malformed(
                "the value of \"\(key)\" is an array, which a configuration cannot hold; give each item its own key")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            values[key] = try parseNumber()
        default:
            values[key] = try parseLiteral(key: key)
        }
    }

    // MARK: Scalars

    private mutating func parseLiteral(key: String) throws(TyphoonError) -> ConfigValue {
        if consume("true") {
            return .bool(true)
        }
        if consume("false") {
            return .bool(false)
        }
        if consume("null") {
            throw malformed("the value of \"\(key)\" is null; give it a value or remove the key")
        }
        throw malformed("expected the value of \"\(key)\", found \(found())")
    }

    /// Follows JSON's number grammar exactly, so that `01`, `1.` and `.5` are refused.
    private mutating func parseNumber() throws(TyphoonError) -> ConfigValue {
        let start = index
        _ = consume("-")
        guard let first = peek(), Self.isDigit(first) else {
            throw malformed("a number has no digits after '-'")
        }
        index += 1
        if first != UInt8(ascii: "0") {
            skipDigits()
        }
        var isWhole = true
        if consume(".") {
            isWhole = false
            try requireDigits("a number has no digits after its decimal point")
        }
        if consume("e") || consume("E") {
            isWhole = false
            _ = consume("+") || consume("-")
            try requireDigits("a number has no digits in its exponent")
        }
        return try number(String(decoding: bytes[start..<index], as: UTF8.self), isWhole: isWhole)
    }

    private func number(_ text: String, isWhole: Bool) throws(TyphoonError) -> ConfigValue {
        if isWhole, let integer = Int64(text) {
            return .integer(integer)
        }
        if isWhole, let unsigned = UInt64(text) {
            return .unsignedInteger(unsigned)
        }
        guard let double = Double(text), double.isFinite else {
            throw malformed("the number \(text) is too large")
        }
        return .double(double)
    }

    /// Parses a string whose opening quote is next, decoding its escapes.
    private mutating func parseString() throws(TyphoonError) -> String {
        index += 1
        var buffer: [UInt8] = []
        while let byte = peek() {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: buffer, as: UTF8.self) else {
                    throw malformed("a string is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw malformed(
                    "a string is not closed on the line where it starts (write a line break inside a string as \\n)")
            case 0..<0x20:
                throw malformed(
                    "a string holds the control character \(Self.hex(UInt16(byte))); write it as \\u\(Self.hex(UInt16(byte)))"
                )
            default:
                buffer.append(byte)
            }
        }
        throw malformed("a string is not closed before the end of the data")
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(TyphoonError) {
        guard let byte = peek() else {
            throw malformed("a string is not closed before the end of the data")
        }
        index += 1
        if let decoded = Self.simpleEscapes[byte] {
            buffer.append(decoded)
        } else if byte == UInt8(ascii: "u") {
            buffer.append(contentsOf: Array(String(try parseUnicodeEscape()).utf8))
        } else {
            throw malformed("a string has the unknown escape \\\(Self.describe(byte: byte)); write a backslash as \\\\")
        }
    }

    /// Decodes the digits after `\u`, joining a UTF-16 surrogate pair written as two escapes.
    private mutating func parseUnicodeEscape() throws(TyphoonError) -> Unicode.Scalar {
        let first = try hexQuad()
        if let scalar = Unicode.Scalar(first) {
            return scalar
        }
        guard UTF16.isLeadSurrogate(first), consume("\\u") else {
            throw malformed(
                "\\u\(Self.hex(first)) is half of a UTF-16 surrogate pair, and its other half does not follow")
        }
        let second = try hexQuad()
        guard UTF16.isTrailSurrogate(second),
            let scalar = Unicode.Scalar(0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00))
        else {
            throw malformed(
                "\\u\(Self.hex(first)) is half of a UTF-16 surrogate pair, and its other half does not follow")
        }
        return scalar
    }

    private mutating func hexQuad() throws(TyphoonError) -> UInt16 {
        guard index + 4 <= bytes.count,
            bytes[index..<index + 4].allSatisfy({ Self.isHexDigit($0) }),
            let value = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else {
            throw malformed("malformed \\u escape: four hexadecimal digits must follow \\u")
        }
        index += 4
        return value
    }

    // MARK: Reading bytes

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Moves past `literal` if it comes next.
    private mutating func consume(_ literal: String) -> Bool {
        let expected = literal.utf8
        guard bytes[index...].starts(with: expected) else {
            return false
        }
        index += expected.count
        return true
    }

    private mutating func skipWhiteSpace() {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "\r"):
                // A lone CR ends a line too; in CR LF the LF does the counting.
                if index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n") {
                    line += 1
                }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                break
            default:
                return
            }
            index += 1
        }
    }

    private mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) {
            index += 1
        }
    }

    private mutating func requireDigits(_ reason: String) throws(TyphoonError) {
        guard let byte = peek(), Self.isDigit(byte) else {
            throw malformed(reason)
        }
        skipDigits()
    }

    // MARK: Describing problems

    private func malformed(_ reason: String) -> TyphoonError {
        .malformedConfig(file: source, line: line, reason: reason)
    }

    /// What stands at the current position, for "found …" in a reason.
    private func found() -> String {
        guard index < bytes.count else {
            return "the end of the data"
        }
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.value >= 0x20, scalar != "\u{7F}" {
            return "'\(scalar)'"
        }
        return "the byte 0x\(String(bytes[index], radix: 16, uppercase: true))"
    }

    private static func describe(byte: UInt8) -> String {
        (0x21...0x7E).contains(byte)
            ? String(UnicodeScalar(byte)) : "(byte 0x\(String(byte, radix: 16, uppercase: true)))"
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
