/// One value of a configuration, in the kind its file gave it.
///
/// Properties files only have strings; JSON and plist files also have numbers and booleans.
/// The kind is kept so that a JSON `true` is not mistaken for the number 1 (or the reverse)
/// and so that a converter syntax such as `URL(…)` is only honoured in strings.
package enum ConfigValue: Sendable, Equatable {
    case string(String)
    case integer(Int64)
    /// A whole number above `Int64.max`, which JSON and plist files may hold.
    case unsignedInteger(UInt64)
    case double(Double)
    case bool(Bool)

    /// The value as a person would write it; what error messages show and conversions read.
    package var text: String {
        switch self {
        case .string(let string): return string
        case .integer(let number): return String(number)
        case .unsignedInteger(let number): return String(number)
        case .double(let number): return number.description
        case .bool(let flag): return flag ? "true" : "false"
        }
    }
}
