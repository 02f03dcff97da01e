import Foundation

/// The converters every look-up knows, by name; registered converters of the same name win.
enum BuiltInConverters {
    static let names = [URLConverter.name, URLConverter.legacyName] + ColourConverter.names

    /// The built-in converter called `name`, made only when a value asks for it.
    static func converter(named name: String) -> (any TypeConverter)? {
        if name == URLConverter.name || name == URLConverter.legacyName {
            return URLConverter(typeName: name)
        }
        return ColourConverter.names.contains(name) ? ColourConverter(typeName: name) : nil
    }
}

/// A converter this project brings: it is told the type the property wants, so that one name
/// can make the type asked for (`UIColor(…)` makes a ``ConfigColor`` or a `UIColor`).
protocol BuiltInConverter: TypeConverter {
    func convert(_ text: String, to target: Any.Type) throws(ConversionFailure) -> Any
}

/// Makes a `URL` from `URL(https://…)`, or from `NSURL(…)` as configurations written for
/// Objective-C Typhoon spell it.
///
/// Both names make a Swift `URL`; an `NSURL` property still receives one, because `URL`
/// bridges to `NSURL` when the value is cast to the property's type.
struct URLConverter: BuiltInConverter {
    static let name = "URL"
    static let legacyName = "NSURL"

    let typeName: String

    func convert(_ string: String) throws -> Any {
        try Self.url(from: string)
    }

    func convert(_ text: String, to target: Any.Type) throws(ConversionFailure) -> Any {
        try Self.url(from: text)
    }

    static func url(from string: String) throws(ConversionFailure) -> URL {
        guard !string.isEmpty else {
            throw ConversionFailure("an empty text is not a URL")
        }
        guard let url = URL(string: string) else {
            throw ConversionFailure("it is not a valid URL")
        }
        return url
    }
}
