import Foundation

/// Converts one configuration value, found under one key, to the type a property wants.
///
/// The rules, in order:
/// - A string written `Name(text)` goes to the converter called `Name` (registered ones win
///   over the built-in `URL`, `NSURL` and colour converters), and what it makes must be the
///   wanted type.
/// - When a `String` is wanted, `Name(text)` is only converted by a registered converter of
///   that name that makes a `String`; otherwise the whole text is the value
///   (`"URL(https://x)"` stays as written), so that text which merely looks like a call,
///   such as `"f(x)"`, is never refused.
/// - Any other value goes to a registered converter named like the wanted type, qualified by
///   the types that enclose it or not (`Logger.Level`, then `Level`), else to the standard
///   conversion (``StandardConversions``).
/// - `Optional`s are seen through: the value is converted to the wrapped type and wrapped.
struct ValueConversion {
    let key: String
    let value: ConfigValue
    let source: String
    /// Where converters are found by name (registered ones first, then built-in ones).
    let sources: ConfigSources

    func convert<V>(to type: V.Type) throws(TyphoonError) -> V {
        let target = OptionalUnwrapping.innermost(V.self)
        let (result, converterName) = try convertedValue(to: target, wanted: V.self)
        guard let typed = result as? V else {
            let made = Self.name(of: Swift.type(of: result))
            throw unconvertible(
                V.self,
                converterName.map { "the converter \($0) made a value of type \(made)" }
                    ?? "it converts to a value of type \(made)")
        }
        return typed
    }

    /// The converted value, and the name of the converter that made it when one did (its
    /// result is only checked against the wanted type by the caller's cast).
    private func convertedValue(to target: Any.Type, wanted: Any.Type) throws(TyphoonError) -> (Any, String?) {
        guard case .string(let text) = value, let call = ConverterCall(text) else {
            return try convertPlain(to: target, wanted: wanted)
        }
        if target == String.self {
            return (try stringValue(of: call, text: text, wanted: wanted), call.name)
        }
        guard let converter = sources.converter(named: call.name) else {
            throw .unknownConverter(
                key: key, converter: call.name, source: source, definition: sources.reader().definition,
                known: sources.converterNames)
        }
        if let builtIn = converter as? any BuiltInConverter {
            do {
                return (try builtIn.convert(call.argument, to: target), call.name)
            } catch {
                throw unconvertible(wanted, error.description)
            }
        }
        return (try run(converter, on: call.argument, wanted: wanted), call.name)
    }

    /// A `String` is the text as written, unless a registered converter of that name makes a
    /// `String` (the built-in ones make URLs and colours, so they are not even asked).
    private func stringValue(of call: ConverterCall, text: String, wanted: Any.Type) throws(TyphoonError) -> Any {
        guard let converter = sources.converter(named: call.name), !(converter is any BuiltInConverter) else {
            return text
        }
        let result = try run(converter, on: call.argument, wanted: wanted)
        return result as? String ?? text
    }

    private func convertPlain(to target: Any.Type, wanted: Any.Type) throws(TyphoonError) -> (Any, String?) {
        // Only registered converters are asked: a built-in one does for its type what the
        // standard conversion does, and the standard conversion gives the more precise reasons.
        if let (name, converter) = sources.registeredConverter(for: target) {
            return (try run(converter, on: value.text, wanted: wanted), name)
        }
        guard let conversion = StandardConversions.conversion(to: target) else {
            let targetName = Self.name(of: target)
            throw unconvertible(
                wanted, "no converter makes \(targetName); register a TypeConverter whose typeName is \"\(targetName)\""
            )
        }
        do {
            return (try conversion(value), nil)
        } catch {
            throw unconvertible(wanted, error.description)
        }
    }

    private func run(_ converter: any TypeConverter, on text: String, wanted: Any.Type) throws(TyphoonError) -> Any {
        do {
            return try converter.convert(text)
        } catch {
            // A converter's own error explains itself best through its description.
            throw unconvertible(wanted, String(describing: error))
        }
    }

    private func unconvertible(_ wanted: Any.Type, _ reason: String) -> TyphoonError {
        .unconvertibleConfigValue(
            key: key, value: value.text, type: Self.name(of: wanted), source: source,
            definition: sources.reader().definition, reason: reason)
    }

    /// How error messages name a type: `Int`, `URL`, `Optional<URL>`, and a nested type with
    /// the types that enclose it, `Logger.Level`.
    static func name(of type: Any.Type) -> String {
        TypeNames.of(type).qualified
    }
}
