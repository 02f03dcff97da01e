/// Reads the Java properties format, with Java's rules for comments, separators, line
/// continuation and escapes, except that trailing white space is trimmed from values too.
///
/// Errors name the natural line (as an editor counts it) where the problem is.
///
/// It reads the text's UTF-8 bytes in one pass: every character the format gives a meaning to is
/// ASCII, and no byte of a longer UTF-8 sequence is, so the other bytes are copied as they come.
/// Only one key and one value are held at a time, in buffers reused from line to line, so a
/// file of a million lines takes little more memory than its values.
struct PropertiesParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let source: String
    /// The next byte to read.
    private var index = 0
    /// The natural line of the byte at `index`, from 1.
    private var line = 1
    /// Whether the logical line being read has ended (its terminator is read).
    private var ended = false

    /// Parses `text`.
    ///
    /// Unlike Java, which keeps the last value of a key given twice and reads `=3` as a value of
    /// the key "", both are errors: each is almost always a slip, and reading the wrong value
    /// silently is worse than refusing the file.
    static func parse(_ text: String, source: String) throws(TyphoonError) -> [String: ConfigValue] {
        var text = text
        return try text.withUTF8 { bytes in
            var parser = PropertiesParser(bytes: bytes, source: source)
            return Result { () throws(TyphoonError) in try parser.entries() }
        }.get()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, source: String) {
        self.bytes = bytes
        self.source = source
        // A byte-order mark (U+FEFF, which some editors write first) is not part of the first key.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Reads every entry, refusing an empty key and a key given before.
    private mutating func entries() throws(TyphoonError) -> [String: ConfigValue] {
        var values: [String: ConfigValue] = [:]
        // Room for a key on every line, so that a long file's table is not grown (and copied)
        // as it fills.
        values.reserveCapacity(bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) })
        // The text and its name, for messages, apart from the reading position the loop moves.
        let text = self
        try forEachEntry { (lineNumber, first, key, value) throws(TyphoonError) in
            guard !key.isEmpty else {
                throw text.malformed(
                    lineNumber,
                    "no key before the separator \"\(Character(Unicode.Scalar(first)))\" (a key cannot be empty)")
            }
            let name = String(decoding: key, as: UTF8.self)
            guard values.updateValue(.string(String(decoding: value, as: UTF8.self)), forKey: name) == nil else {
                throw text.malformed(
                    lineNumber,
                    "the key \"\(name)\" is given a second time (first on line \(text.firstLine(of: name))), and only one of its values can be read"
                )
            }
            return true
        }
        return values
    }

    /// The line where `name` is first given: read again from the start, only for the message of a
    /// key given twice, so that no line is kept for every key.
    private func firstLine(of name: String) -> Int {
        var again = PropertiesParser(bytes: bytes, source: source)
        var found = 0
        try? again.forEachEntry { lineNumber, _, key, _ in
            guard String(decoding: key, as: UTF8.self) == name else { return true }
            found = lineNumber
            return false
        }
        return found
    }

    /// Calls `body` with each entry, its line, the first byte of its line, its key and its value,
    /// while `body` returns true.
    private mutating func forEachEntry(
        _ body: (Int, UInt8, [UInt8], [UInt8]) throws(TyphoonError) -> Bool
    ) throws(TyphoonError) {
        var key: [UInt8] = []
        var value: [UInt8] = []
        while let first = try nextEntry() {
            let lineNumber = line
            let separator = try readKey(startingWith: first, into: &key)
            try readValue(after: separator, into: &value)
            guard try body(lineNumber, first, key, value) else { return }
        }
    }

    // MARK: Lines

    /// Moves past blank lines and comments to the first character of the next logical line, and
    /// returns it; `nil` at the end of the text.
    ///
    /// A comment starts a natural line that does not continue another, and never continues.
    private mutating func nextEntry() throws(TyphoonError) -> UInt8? {
        while true {
            skipWhiteSpace()
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "!") {
                while index < bytes.count, !Self.isLineEnd(bytes[index]) { index += 1 }
                continue
            }
            if Self.isLineEnd(byte) {
                endLine()
                continue
            }
            ended = false
            // A lone backslash continued into a blank line leaves nothing, which Java skips too.
            if let first = try next() { return first }
        }
    }

    /// The next byte of the logical line, or `nil` once it has ended.
    ///
    /// A backslash that ends a natural line (not itself escaped: the escape reader takes the byte
    /// after a backslash directly) joins the next line, without that line's leading white space.
    private mutating func next() throws(TyphoonError) -> UInt8? {
        while !ended {
            guard index < bytes.count else {
                ended = true
                return nil
            }
            let byte = bytes[index]
            if Self.isLineEnd(byte) {
                endLine()
                ended = true
                return nil
            }
            guard byte == UInt8(ascii: "\\"), index + 1 == bytes.count || Self.isLineEnd(bytes[index + 1]) else {
                index += 1
                return byte
            }
            let continued = line
            index += 1
            if index < bytes.count { endLine() }
            guard index < bytes.count else {
                throw malformed(
                    continued, "the last line ends with a backslash, but no line follows for it to continue")
            }
            skipWhiteSpace()
        }
        return nil
    }

    /// Moves past a line terminator: `\n`, `\r` or `\r\n`.
    private mutating func endLine() {
        let carriageReturn = bytes[index] == UInt8(ascii: "\r")
        index += 1
        if carriageReturn, index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        line += 1
    }

    private mutating func skipWhiteSpace() {
        while index < bytes.count, Self.isWhiteSpace(bytes[index]) { index += 1 }
    }

    // MARK: Entries

    /// Reads a key, decoding escapes, up to the first unescaped separator or white space, which
    /// it returns (`nil` when the line ends first).
    private mutating func readKey(startingWith first: UInt8, into key: inout [UInt8]) throws(TyphoonError) -> UInt8? {
        key.removeAll(keepingCapacity: true)
        var byte: UInt8? = first
        while let current = byte, !Self.endsKey(current) {
            if current == UInt8(ascii: "\\") {
                try readEscape(into: &key)
            } else {
                key.append(current)
            }
            byte = try next()
        }
        return byte
    }

    /// Reads the value after a key: past white space and one `=` or `:`, to the end of the
    /// logical line, decoding escapes and dropping white space at the end unless escaped.
    private mutating func readValue(after separator: UInt8?, into value: inout [UInt8]) throws(TyphoonError) {
        value.removeAll(keepingCapacity: true)
        guard var separator else { return }
        while Self.isWhiteSpace(separator) {
            guard let following = try next() else { return }
            separator = following
        }
        var byte: UInt8? = separator
        if separator == UInt8(ascii: "=") || separator == UInt8(ascii: ":") {
            repeat { byte = try next() } while byte.map(Self.isWhiteSpace) == true
        }
        var significantCount = 0
        while let current = byte {
            if current == UInt8(ascii: "\\") {
                try readEscape(into: &value)
                significantCount = value.count
            } else {
                value.append(current)
                if !Self.isWhiteSpace(current) { significantCount = value.count }
            }
            byte = try next()
        }
        value.removeSubrange(significantCount...)
    }

    /// Decodes the escape whose backslash was just read, appending its character's UTF-8 bytes.
    ///
    /// The byte after the backslash is there and ends no line (``next()`` would have continued
    /// the line otherwise).
    private mutating func readEscape(into buffer: inout [UInt8]) throws(TyphoonError) {
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "u"): UTF8.encode(try unicodeEscape(line: line)) { buffer.append($0) }
        default: buffer.append(escaped)
        }
    }

    /// Decodes the digits of `\uXXXX`, joining a UTF-16 surrogate pair written as two escapes.
    private mutating func unicodeEscape(line lineNumber: Int) throws(TyphoonError) -> Unicode.Scalar {
        let first = try hexQuad(line: lineNumber)
        if let scalar = Unicode.Scalar(first) {
            return scalar
        }
        let halfPair = "\\u\(Self.hex(first)) is half of a UTF-16 surrogate pair, and its other half does not follow"
        // After a backslash that ``next()`` returns, the escaped byte is there.
        guard UTF16.isLeadSurrogate(first), try next() == UInt8(ascii: "\\"), bytes[index] == UInt8(ascii: "u") else {
            throw malformed(lineNumber, halfPair)
        }
        index += 1
        let second = try hexQuad(line: lineNumber)
        guard UTF16.isTrailSurrogate(second) else {
            throw malformed(lineNumber, halfPair)
        }
        let value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
        guard let scalar = Unicode.Scalar(value) else {
            throw malformed(lineNumber, "\\u\(Self.hex(first))\\u\(Self.hex(second)) is not a Unicode character")
        }
        return scalar
    }

    private mutating func hexQuad(line lineNumber: Int) throws(TyphoonError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = try next(), let digit = Self.hexDigit(byte) else {
                throw malformed(lineNumber, "malformed \\u escape: four hexadecimal digits must follow \\u")
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    // MARK: Helpers

    private func malformed(_ line: Int, _ reason: String) -> TyphoonError {
        .malformedConfig(file: source, line: line, reason: reason)
    }

    private static func isLineEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0C
    }

    private static func endsKey(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "=") || byte == UInt8(ascii: ":") || isWhiteSpace(byte)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - 87
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - 55
        default: return nil
        }
    }

    private static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
