/// A JSON value written by hand, so that its text is the same on every platform: keys in the
/// order given, two spaces of indent, an array of strings on one line.
///
/// Foundation's encoder spaces its output differently from one platform to another.
enum JSONText {
    case string(String)
    case bool(Bool)
    case null
    case array([JSONText])
    case object([(String, JSONText)])

    /// An array of strings.
    static func strings(_ strings: [String]) -> JSONText {
        .array(strings.map(JSONText.string))
    }

    /// The value's text, its nested lines indented from `indent`.
    func rendered(indent: String) -> String {
        switch self {
        case .string(let string): return Self.quoted(string)
        case .bool(let bool): return bool ? "true" : "false"
        case .null: return "null"
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            if elements.allSatisfy(\.isScalar) {
                return "[" + elements.map { $0.rendered(indent: indent) }.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + elements.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inner = indent + "  "
            let lines = members.map { key, value in "\(inner)\(Self.quoted(key)): \(value.rendered(indent: inner))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// Whether the value is written on one line.
    private var isScalar: Bool {
        switch self {
        case .string, .bool, .null: true
        case .array(let elements): elements.allSatisfy(\.isScalar)
        case .object: false
        }
    }

    /// A JSON string literal.
    private static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
