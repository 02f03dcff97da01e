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
        /// The commonest arguments, kept as themselves: boxing them in `AnyHashable` and
        /// comparing the boxes costs more than the rest of a call.
        case integer(Int)
        case string(String)
        case value(AnyHashable)
        case type(ObjectIdentifier)

        @usableFromInline
        static func == (lhs: Part, rhs: Part) -> Bool {
            switch (lhs, rhs) {
            case (.object(let left, _), .object(let right, _)): left == right
            case (.integer(let left), .integer(let right)): left == right
            case (.string(let left), .string(let right)): left == right
            case (.value(let left), .value(let right)): left == right
            case (.type(let left), .type(let right)): left == right
            default: false
            }
        }

        @usableFromInline
        func hash(into hasher: inout Hasher) {
            switch self {
            case .object(let identifier, _): hasher.combine(identifier)
            case .integer(let integer): hasher.combine(integer)
            case .string(let string): hasher.combine(string)
            case .value(let value): hasher.combine(value)
            case .type(let identifier): hasher.combine(identifier)
            }
        }
    }

    @usableFromInline let parts: [Part]
    /// The parts' hash, worked out once: the object graph compares it before the parts, and a
    /// chain of calls with run-time arguments compares it against every entry.
    @usableFromInline let hash: Int

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
        let argumentType = type(of: argument)
        // An integer or a string is told by its type: a cast from `Any` that fails tries every
        // conversion first (about 600 instructions for a struct argument, callgrind), and a
        // request's argument is often a struct of its own.
        if argumentType == Int.self {
            return .integer(argument as! Int)
        }
        if argumentType == String.self {
            return .string(argument as! String)
        }
        if argumentType is AnyClass {
            let object = argument as AnyObject
            return .object(ObjectIdentifier(object), object)
        }
        if let value = argument as? AnyHashable {
            return .value(value)
        }
        if let metatype = argument as? Any.Type {
            return .type(ObjectIdentifier(metatype))
        }
        return nil
    }

    @usableFromInline
    init(parts: [Part]) {
        self.parts = parts
        // Hashed part by part here, where `Part` is known: `parts.hashValue` ran the standard
        // library's unspecialized `Array.hashValue`, about 900 instructions a key (callgrind).
        var hasher = Hasher()
        hasher.combine(parts.count)
        for part in parts { part.hash(into: &hasher) }
        hash = hasher.finalize()
    }

    @usableFromInline
    static func == (lhs: ArgumentsKey, rhs: ArgumentsKey) -> Bool {
        lhs.hash == rhs.hash && lhs.parts == rhs.parts
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}

/// A run-time argument that is neither a class instance, a metatype nor `Hashable`.
@usableFromInline
struct UnsupportedArgument: Error {
    @usableFromInline let position: Int
    @usableFromInline let type: String
}
