extension ArgumentsKey.Part {
    /// The argument as a wiring graph shows it: a value as Swift prints it, a class instance by
    /// its class (its address would change from run to run), a type by its name.
    var graphDescription: String {
        switch self {
        case .object(_, let object): "a \(typeName(Swift.type(of: object)))"
        case .integer(let integer): "\(integer)"
        case .string(let string): String(reflecting: string)
        case .hashable(let value): String(describing: value)
        case .value(let value): String(describing: value.base)
        case .type(let identifier): "\(typeName(metatype(of: identifier))).self"
        }
    }
}
