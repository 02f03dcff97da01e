/// The run-time arguments of one call, as a key that tells instances apart.
///
/// Class instances are compared by identity and kept alive by the key (so that a cached
/// instance is never handed to a new object that happens to reuse a released one's address);
/// `Hashable` values by equality; metatypes by identity.
@usableFromInline
struct ArgumentsKey: Hashable, @unchecked Sendable {
    @usableFromInline
    enum Part: Hashable {
        case object(ObjectIdentifier, AnyObject)
        case value(AnyHashable)
        case type(ObjectIdentifier)

        @usableFromInline
        static func == (lhs: Part, rhs: Part) -> Bool {
            switch (lhs, rhs) {
            case (.object(let left, _), .object(let right, _)): left == right
            case (.value(let left), .value(let right)): left == right
            case (.type(let left), .type(let right)): left == right
            default: false
            }
        }

        @usableFromInline
        func hash(into hasher: inout Hasher) {
            switch self {
            case .object(let identifier, _): hasher.combine(identifier)
            case .value(let value): hasher.combine(value)
            case .type(let identifier): hasher.combine(identifier)
            }
        }
    }

    @usableFromInline let parts: [Part]

    /// Makes the key, or names the first argument that can tell nothing apart.
    ///
    /// - Returns: The key, or the 1-based position and type name of an unsupported argument.
    @usableFromInline
    static func make(_ arguments: [Any]) -> Result<ArgumentsKey, UnsupportedArgument> {
        var parts: [Part] = []
        parts.reserveCapacity(arguments.count)
        for (index, argument) in arguments.enumerated() {
            guard let part = part(for: argument) else {
                return .failure(UnsupportedArgument(position: index + 1, type: typeName(type(of: argument))))
            }
            parts.append(part)
        }
        return .success(ArgumentsKey(parts: parts))
    }

    private static func part(for argument: Any) -> Part? {
        if type(of: argument) is AnyClass {
            let object = argument as AnyObject
            return .object(ObjectIdentifier(object), object)
        }
        if let metatype = argument as? Any.Type {
            return .type(ObjectIdentifier(metatype))
        }
        if let value = argument as? AnyHashable {
            return .value(value)
        }
        return nil
    }

    @usableFromInline
    init(parts: [Part]) {
        self.parts = parts
    }
}

/// A run-time argument that is neither a class instance, a metatype nor `Hashable`.
@usableFromInline
struct UnsupportedArgument: Error {
    @usableFromInline let position: Int
    @usableFromInline let type: String
}
