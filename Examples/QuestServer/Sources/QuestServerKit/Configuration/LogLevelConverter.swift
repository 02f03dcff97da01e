import Logging
import Typhoon

/// Reads a log level from the configuration: `log.level=debug`.
///
/// Use it as a component whose declared type is `any TypeConverter` (``ServiceAssembly`` lists
/// one), so that every definition that asks `config("log.level")` for a `Logger.Level` gets one.
public struct LogLevelConverter: TypeConverter {
    /// The type it makes, named with the type that encloses it, as Typhoon looks it up.
    public let typeName = "Logger.Level"

    /// Makes the converter.
    public init() {}

    /// The level named by `string`, such as `info`.
    public func convert(_ string: String) throws -> Any {
        guard let level = Logger.Level(rawValue: string.lowercased()) else {
            throw UnknownLevel(text: string)
        }
        return level
    }

    /// A `log.level` value that names no level; its description becomes the reason in Typhoon's message.
    struct UnknownLevel: Error, CustomStringConvertible {
        let text: String

        var description: String {
            "\"\(text)\" is not a log level; the levels are "
                + Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }
}
