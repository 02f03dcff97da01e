/// Reads the Java properties format, with Java's rules for comments, separators, line
/// continuation and escapes, except that trailing white space is trimmed from values too.
///
/// Errors name the natural line (as an editor counts it) where the problem is.
struct PropertiesParser {
    /// One character of a logical line and the natural line it was written on.
    private struct Located {
        var scalar: Unicode.Scalar
        var line: Int
    }

    private let source: String

    /// Parses `text`.
    ///
    /// Unlike Java, which keeps the last value of a key given twice and reads `=3` as a value of
    /// the key "", both are errors: each is almost always a slip, and reading the wrong value
    /// silently is worse than refusing the file.
    static func parse(_ text: String, source: String) throws(TyphoonError) -> [String: ConfigValue] {
        let parser = PropertiesParser(source: source)
        var values: [String: ConfigValue] = [:]
        var firstLines: [String: Int] = [:]
        for logicalLine in try parser.logicalLines(of: text) {
            let (key, value) = try parser.entry(of: logicalLine)
            try parser.check(key, of: logicalLine, firstLines: &firstLines)
            values[key] = .string(value)
        }
        return values
    }

    /// Refuses an empty key and a key given before, naming the line where the key starts; records
    /// that line for `key` otherwise.
    private func check(_ key: String, of line: [Located], firstLines: inout [String: Int]) throws(TyphoonError) {
        let lineNumber = line[0].line
        guard !key.isEmpty else {
            throw malformed(lineNumber, "no key before the separator \"\(line[0].scalar)\" (a key cannot be empty)")
        }
        if let first = firstLines[key] {
            throw malformed(
                lineNumber,
                "the key \"\(key)\" is given a second time (first on line \(first)), and only one of its values can be read"
            )
        }
        firstLines[key] = lineNumber
    }

    private init(source: String) {
        self.source = source
    }

    // MARK: Lines

    /// Lines end at `\n`, `\r` or `\r\n`; a final terminator does not start another line.
    private static func naturalLines(of text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(current)
                current = []
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty {
            lines.append(current)
        }
        return lines
    }

    /// Joins continued lines and drops comments and blank lines; every line returned has a
    /// character.
    private func logicalLines(of text: String) throws(TyphoonError) -> [[Located]] {
        let lines = Self.naturalLines(of: text)
        var result: [[Located]] = []
        var pending: [Located] = []
        var continuing = false
        for (index, line) in lines.enumerated() {
            var body = Array(line.drop(while: Self.isWhiteSpace))
            if !continuing && (body.isEmpty || body[0] == "#" || body[0] == "!") {
                continue
            }
            let lineNumber = index + 1
            continuing = Self.endsWithContinuation(body)
            if continuing {
                body.removeLast()
            }
            pending += body.map { Located(scalar: $0, line: lineNumber) }
            if continuing {
                guard index < lines.count - 1 else {
                    throw malformed(
                        lineNumber, "the last line ends with a backslash, but no line follows for it to continue")
                }
            } else {
                // A lone backslash continued into a blank line leaves nothing, which Java skips too.
                if !pending.isEmpty { result.append(pending) }
                pending = []
            }
        }
        return result
    }

    /// An odd number of trailing backslashes means the last one escapes the line end.
    private static func endsWithContinuation(_ body: [Unicode.Scalar]) -> Bool {
        body.reversed().prefix(while: { $0 == "\\" }).count % 2 == 1
    }

    // MARK: Entries

    /// Splits a logical line into its key and value, decoding escapes in both.
    private func entry(of line: [Located]) throws(TyphoonError) -> (key: String, value: String) {
        var index = 0
        var key: [Unicode.Scalar] = []
        while index < line.count, !Self.endsKey(line[index].scalar) {
            key.append(try character(in: line, at: &index).scalar)
        }
        index = Self.skipWhiteSpace(in: line, from: index)
        if index < line.count, line[index].scalar == "=" || line[index].scalar == ":" {
            index = Self.skipWhiteSpace(in: line, from: index + 1)
        }
        var value: [Unicode.Scalar] = []
        var significantCount = 0
        while index < line.count {
            let (scalar, escaped) = try character(in: line, at: &index)
            value.append(scalar)
            if escaped || !Self.isWhiteSpace(scalar) {
                significantCount = value.count
            }
        }
        return (Self.string(key), Self.string(value.prefix(significantCount)))
    }

    /// Reads one character, decoding an escape; `index` moves past what was read.
    private func character(
        in line: [Located], at index: inout Int
    ) throws(TyphoonError) -> (scalar: Unicode.Scalar, escaped: Bool) {
        let current = line[index]
        index += 1
        guard current.scalar == "\\", index < line.count else {
            return (current.scalar, false)
        }
        let escaped = line[index].scalar
        index += 1
        switch escaped {
        case "t": return ("\t", true)
        case "n": return ("\n", true)
        case "r": return ("\r", true)
        case "f": return ("\u{0C}", true)
        case "u": return (try unicodeEscape(in: line, at: &index, line: current.line), true)
        default: return (escaped, true)
        }
    }

    /// Decodes the digits of `\uXXXX`, joining a UTF-16 surrogate pair written as two escapes.
    private func unicodeEscape(
        in line: [Located], at index: inout Int, line lineNumber: Int
    ) throws(TyphoonError) -> Unicode.Scalar {
        let first = try hexQuad(in: line, at: &index, line: lineNumber)
        if let scalar = Unicode.Scalar(first) {
            return scalar
        }
        guard UTF16.isLeadSurrogate(first),
            index + 1 < line.count, line[index].scalar == "\\", line[index + 1].scalar == "u"
        else {
            throw malformed(
                lineNumber,
                "\\u\(Self.hex(first)) is half of a UTF-16 surrogate pair, and its other half does not follow")
        }
        index += 2
        let second = try hexQuad(in: line, at: &index, line: lineNumber)
        guard UTF16.isTrailSurrogate(second) else {
            throw malformed(
                lineNumber,
                "\\u\(Self.hex(first)) is half of a UTF-16 surrogate pair, and its other half does not follow")
        }
        let value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
        guard let scalar = Unicode.Scalar(value) else {
            throw malformed(lineNumber, "\\u\(Self.hex(first))\\u\(Self.hex(second)) is not a Unicode character")
        }
        return scalar
    }

    private func hexQuad(in line: [Located], at index: inout Int, line lineNumber: Int) throws(TyphoonError) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<4 {
            guard index + offset < line.count,
                let digit = Self.hexDigit(line[index + offset].scalar)
            else {
                throw malformed(lineNumber, "malformed \\u escape: four hexadecimal digits must follow \\u")
            }
            value = value << 4 | UInt16(digit)
        }
        index += 4
        return value
    }

    // MARK: Helpers

    private func malformed(_ line: Int, _ reason: String) -> TyphoonError {
        .malformedConfig(file: source, line: line, reason: reason)
    }

    private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{0C}"
    }

    private static func endsKey(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "=" || scalar == ":" || isWhiteSpace(scalar)
    }

    private static func skipWhiteSpace(in line: [Located], from start: Int) -> Int {
        var index = start
        while index < line.count, isWhiteSpace(line[index].scalar) {
            index += 1
        }
        return index
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": return UInt8(scalar.value - 48)
        case "a"..."f": return UInt8(scalar.value - 87)
        case "A"..."F": return UInt8(scalar.value - 55)
        default: return nil
        }
    }

    private static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    private static func string<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
