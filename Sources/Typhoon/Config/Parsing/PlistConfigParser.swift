import Foundation

/// Reads a property-list configuration: a top-level dictionary whose nested dictionaries
/// become dotted keys.
///
/// `PropertyListSerialization` does the parsing (XML, and whatever other formats it knows);
/// this type turns its objects into ``ConfigValue``s and its errors into lines and reasons.
enum PlistConfigParser {
    /// Parses `data`; nested keys are visited in sorted order, so that a clash between
    /// `"a.b"` and `a` → `b` always ends the same way.
    static func parse(_ data: Data, source: String) throws(TyphoonError) -> [String: ConfigValue] {
        let text = PlistText(data: data, source: source)
        guard !data.isEmpty else {
            throw text.malformed(
                line: 1, "there is no property list; a plist configuration is a <dict> of <key> and value pairs")
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw text.problem(from: error)
        }
        guard let dictionary = dictionary(root) else {
            throw text.malformed(line: 1, "the top level must be a <dict>, but it is \(kind(of: root))")
        }
        var values: [String: ConfigValue] = [:]
        try flatten(dictionary, prefix: "", into: &values, text: text)
        return values
    }

    private static func flatten(
        _ dictionary: [String: Any], prefix: String,
        into values: inout [String: ConfigValue], text: PlistText
    ) throws(TyphoonError) {
        for (name, object) in dictionary.sorted(by: { $0.key < $1.key }) {
            let key = prefix + name
            if let nested = self.dictionary(object) {
                try flatten(nested, prefix: key + ".", into: &values, text: text)
            } else if let value = value(of: object) {
                // The parser reads a <real> too large for a Double as infinity, where JSON refuses
                // it; nan and inf are written in no other configuration format.
                if case .double(let number) = value, !number.isFinite {
                    throw text.malformed(
                        line: text.line(ofKey: name),
                        "the <real> value of \"\(key)\" reads as \(number); a configuration number must be finite, at most about 1.8e308 in size"
                    )
                }
                values[key] = value
            } else {
                throw text.malformed(
                    line: text.line(ofKey: name),
                    "the value of \"\(key)\" is \(kind(of: object)), which a configuration cannot hold; use a <string>, a number or a boolean"
                )
            }
        }
    }

    /// Dictionaries come back keyed by `String` or, when nested, by `AnyHashable`.
    private static func dictionary(_ object: Any) -> [String: Any]? {
        if let dictionary = object as? [String: Any] {
            return dictionary
        }
        guard let dictionary = object as? [AnyHashable: Any] else {
            return nil
        }
        var result: [String: Any] = [:]
        for (key, value) in dictionary {
            guard let name = key.base as? String else {
                return nil
            }
            result[name] = value
        }
        return result
    }

    /// A Swift `Bool` must be recognised by its exact type: `as? Bool` also accepts the
    /// numbers 0 and 1 when they arrive as `NSNumber`.
    private static func value(of object: Any) -> ConfigValue? {
        if type(of: object) == Bool.self, let flag = object as? Bool {
            return .bool(flag)
        }
        if let string = object as? String {
            return .string(string)
        }
        if let number = object as? NSNumber {
            return numberValue(number)
        }
        return nil
    }

    /// `objCType` tells what the number was made from: a boolean, a real or an integer.
    private static func numberValue(_ number: NSNumber) -> ConfigValue {
        let code = String(cString: number.objCType)
        switch code {
        case "c", "B":
            return .bool(number.boolValue)
        case "f", "d":
            return .double(number.doubleValue)
        case "Q", "L", "I", "S", "C":
            let unsigned = number.uint64Value
            return unsigned <= UInt64(Int64.max) ? .integer(Int64(unsigned)) : .unsignedInteger(unsigned)
        default:
            return .integer(number.int64Value)
        }
    }

    /// How a person would name an object's kind in a plist ("an <array>").
    private static func kind(of object: Any) -> String {
        switch object {
        case is [Any]: return "an <array>"
        case is Date: return "a <date>"
        case is Data: return "a <data>"
        case is String: return "a <string>"
        case is NSNumber: return "a number"
        default: return "a \(type(of: object))"
        }
    }
}

/// The text of a property list, for finding the lines that errors name.
private struct PlistText {
    let data: Data
    let source: String

    func malformed(line: Int, _ reason: String) -> TyphoonError {
        .malformedConfig(file: source, line: line, reason: reason)
    }

    /// Turns a parser error into the line it names (or the last line) and its reason.
    func problem(from error: any Error) -> TyphoonError {
        let nsError = error as NSError
        let message = nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? nsError.localizedDescription
        guard let (line, reason) = Self.split(message) else {
            return malformed(line: lastLine, Self.sentenceFragment(message))
        }
        return malformed(line: line, Self.sentenceFragment(reason))
    }

    /// The line where the text ends: a final line break does not begin another line.
    var lastLine: Int {
        let breaks = data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return data.last == UInt8(ascii: "\n") ? max(1, breaks) : breaks + 1
    }

    /// The line of `<key>name</key>`, or 1 when it cannot be found (a binary plist, an
    /// unusual spelling of the key).
    func line(ofKey name: String) -> Int {
        let escaped = name.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        guard let text = String(data: data, encoding: .utf8),
            let range = text.range(of: "<key>\(escaped)</key>")
        else {
            return 1
        }
        return text[..<range.lowerBound].reduce(1) { $0 + ($1 == "\n" ? 1 : 0) }
    }

    /// Finds "line N" in a parser message and returns N with the message minus that phrase
    /// ("Value missing for key inside <dict> at line 3" gives 3 and the part before " at").
    private static func split(_ message: String) -> (line: Int, reason: String)? {
        guard let range = message.range(of: " line ", options: .backwards) else {
            return nil
        }
        let digits = message[range.upperBound...].prefix(while: \.isASCIIDigit)
        guard let line = Int(digits), line > 0 else {
            return nil
        }
        var before = message[..<range.lowerBound]
        for preposition in [" at", " on", " in"] where before.hasSuffix(preposition) {
            before = before.dropLast(preposition.count)
        }
        let after = message[range.upperBound...].dropFirst(digits.count)
        return (line, String(before + after))
    }

    /// The reason goes after "file:line: " and before ".
    ///
    /// To fix", so it starts in lower case (unless it starts with an acronym such as EOF) and has no
    /// final period.
    private static func sentenceFragment(_ message: String) -> String {
        var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        while text.hasSuffix(".") {
            text.removeLast()
        }
        let characters = Array(text.prefix(2))
        if characters.count == 2, characters[0].isUppercase, characters[1].isLowercase {
            text = text.prefix(1).lowercased() + text.dropFirst()
        }
        return text
    }
}

private extension Character {
    var isASCIIDigit: Bool {
        isASCII && isNumber
    }
}
