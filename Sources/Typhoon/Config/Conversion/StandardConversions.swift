import Foundation

/// Conversions to the types every configuration understands without a converter: `String`,
/// the integer types, `Double`, `Float`, `Bool`, `URL`, `NSURL`, `AnyClass` and the colour types
/// (``ColourConversions``).
enum StandardConversions {
    typealias Conversion = @Sendable (ConfigValue) throws(ConversionFailure) -> Any

    /// The conversion to `type`, or `nil` when `type` is not a standard one.
    static func conversion(to type: Any.Type) -> Conversion? {
        table[ObjectIdentifier(type)]
    }

    private static let table = basic.merging(ColourConversions.table) { basic, _ in basic }

    private static let basic: [ObjectIdentifier: Conversion] = [
        ObjectIdentifier(String.self): { value throws(ConversionFailure) in value.text },
        ObjectIdentifier(Int.self): { value throws(ConversionFailure) in try integer(value, as: Int.self) },
        ObjectIdentifier(Int8.self): { value throws(ConversionFailure) in try integer(value, as: Int8.self) },
        ObjectIdentifier(Int16.self): { value throws(ConversionFailure) in try integer(value, as: Int16.self) },
        ObjectIdentifier(Int32.self): { value throws(ConversionFailure) in try integer(value, as: Int32.self) },
        ObjectIdentifier(Int64.self): { value throws(ConversionFailure) in try integer(value, as: Int64.self) },
        ObjectIdentifier(UInt.self): { value throws(ConversionFailure) in try integer(value, as: UInt.self) },
        ObjectIdentifier(UInt8.self): { value throws(ConversionFailure) in try integer(value, as: UInt8.self) },
        ObjectIdentifier(UInt16.self): { value throws(ConversionFailure) in try integer(value, as: UInt16.self) },
        ObjectIdentifier(UInt32.self): { value throws(ConversionFailure) in try integer(value, as: UInt32.self) },
        ObjectIdentifier(UInt64.self): { value throws(ConversionFailure) in try integer(value, as: UInt64.self) },
        ObjectIdentifier(Double.self): { value throws(ConversionFailure) in try double(value) },
        ObjectIdentifier(Float.self): { value throws(ConversionFailure) in try float(value) },
        ObjectIdentifier(Bool.self): { value throws(ConversionFailure) in try bool(value) },
        ObjectIdentifier(URL.self): { value throws(ConversionFailure) in try url(value) },
        ObjectIdentifier(NSURL.self): { value throws(ConversionFailure) in try url(value) as NSURL },
        ObjectIdentifier(AnyClass.self): { value throws(ConversionFailure) in try someClass(value) },
    ]

    // MARK: Classes

    /// A class named by its module-qualified name (`Foundation.NSString`, `MyApp.Knight`), as
    /// Typhoon's `convertToClass:` found one by its Objective-C name.
    static func someClass(_ value: ConfigValue) throws(ConversionFailure) -> AnyClass {
        let name = trimmed(value.text)
        guard let type = TypeNamed.type(named: name) else {
            throw ConversionFailure(
                "no class of this program has that name; write the module-qualified name (`MyApp.Knight`) of a"
                    + " top-level class")
        }
        guard let someClass = type as? AnyClass else { throw ConversionFailure("\(name) is not a class") }
        return someClass
    }

    // MARK: Numbers

    /// Whole numbers convert exactly or not at all: a value outside the type's range is an
    /// error, never a wrapped or clamped number.
    static func integer<T: FixedWidthInteger>(_ value: ConfigValue, as type: T.Type) throws(ConversionFailure) -> T {
        switch value {
        case .integer(let number):
            return try exact(T(exactly: number), as: type)
        case .unsignedInteger(let number):
            return try exact(T(exactly: number), as: type)
        case .double(let number):
            guard number.rounded(.towardZero) == number else {
                throw ConversionFailure("it is not a whole number")
            }
            return try exact(T(exactly: number), as: type)
        case .bool:
            throw ConversionFailure("a boolean is not a number")
        case .string(let string):
            return try integer(from: trimmed(string), as: type)
        }
    }

    private static func integer<T: FixedWidthInteger>(from text: String, as type: T.Type) throws(ConversionFailure) -> T
    {
        if let number = T(text, radix: 10) {
            return number
        }
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw ConversionFailure("it is not a whole number")
        }
        throw outOfRange(type)
    }

    private static func exact<T: FixedWidthInteger>(_ number: T?, as type: T.Type) throws(ConversionFailure) -> T {
        guard let number else {
            throw outOfRange(type)
        }
        return number
    }

    private static func outOfRange<T: FixedWidthInteger>(_ type: T.Type) -> ConversionFailure {
        ConversionFailure("it is outside the range of \(T.self) (\(T.min)...\(T.max))")
    }

    static func double(_ value: ConfigValue) throws(ConversionFailure) -> Double {
        switch value {
        case .integer(let number): return Double(number)
        case .unsignedInteger(let number): return Double(number)
        case .double(let number): return number
        case .bool: throw ConversionFailure("a boolean is not a number")
        case .string(let string): return try real(from: trimmed(string), as: Double.self)
        }
    }

    static func float(_ value: ConfigValue) throws(ConversionFailure) -> Float {
        if case .string(let string) = value {
            return try real(from: trimmed(string), as: Float.self)
        }
        let number = Float(try double(value))
        guard number.isFinite else {
            throw ConversionFailure("it is outside the range of Float")
        }
        return number
    }

    /// `inf` and `nan` are taken when written, but a number too large for the type is not
    /// quietly made infinite.
    private static func real<T: BinaryFloatingPoint & LosslessStringConvertible>(
        from text: String, as type: T.Type
    ) throws(ConversionFailure) -> T {
        guard let number = T(text) else {
            throw ConversionFailure("it is not a number")
        }
        let writtenAsInfinite = text.lowercased().contains("inf")
        guard number.isFinite || number.isNaN || writtenAsInfinite else {
            throw ConversionFailure("it is outside the range of \(T.self)")
        }
        return number
    }

    // MARK: Other types

    /// Accepts what people write in configuration files: true/false, yes/no, 1/0, in any case.
    static func bool(_ value: ConfigValue) throws(ConversionFailure) -> Bool {
        if case .bool(let flag) = value {
            return flag
        }
        switch trimmed(value.text).lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw ConversionFailure("it is not one of true, false, yes, no, 1, 0")
        }
    }

    static func url(_ value: ConfigValue) throws(ConversionFailure) -> URL {
        try URLConverter.url(from: trimmed(value.text))
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
