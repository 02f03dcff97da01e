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
        /// A `Hashable` value whose type is equal only to itself (a struct or an enum of the
        /// caller's): kept as `any Hashable`, made by opening its type, about half the cost of an
        /// `AnyHashable`, whose conversion from `Any` is the dearest step of a call with such an
        /// argument (a server's request, for one).
        case hashable(any Hashable)
        /// A `Hashable` value that `AnyHashable` compares across types (numbers, optionals,
        /// bridged values): kept as `AnyHashable`, so that it compares as it does.
        case value(AnyHashable)
        case type(ObjectIdentifier)

        @usableFromInline
        static func == (lhs: Part, rhs: Part) -> Bool {
            switch (lhs, rhs) {
            case (.object(let left, _), .object(let right, _)): left == right
            case (.integer(let left), .integer(let right)): left == right
            case (.string(let left), .string(let right)): left == right
            case (.hashable(let left), .hashable(let right)): isEqual(left, right)
            case (.value(let left), .value(let right)): left == right
            case (.type(let left), .type(let right)): left == right
            default: false
            }
        }

        /// Whether `right` is a `Left` equal to `left`.
        private static func isEqual<Left: Hashable>(_ left: Left, _ right: any Hashable) -> Bool {
            guard let right = right as? Left else { return false }
            return left == right
        }

        @usableFromInline
        func hash(into hasher: inout Hasher) {
            switch self {
            case .object(let identifier, _): hasher.combine(identifier)
            case .integer(let integer): hasher.combine(integer)
            case .string(let string): hasher.combine(string)
            case .hashable(let value): hasher.combine(value)
            case .value(let value): hasher.combine(value)
            case .type(let identifier): hasher.combine(identifier)
            }
        }
    }

    @usableFromInline let parts: [Part]
    /// The parts' hash, worked out once: the object graph compares it before the parts, and a
    /// chain of calls with run-time arguments compares it against every entry.
    @usableFromInline let hash: Int

    /// How an argument of a type that is neither `Int`, `String` nor a class is kept in a key:
    /// its ``Part``, without the value.
    enum Kind {
        /// A ``Part/hashable(_:)``, opened as this type.
        case hashable(any Hashable.Type)
        /// Told by the value, not its type: an `AnyHashable`, a metatype, or unsupported (an
        /// optional `Any`, for one, is hashable only while it holds a hashable value).
        case byValue
    }

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
        switch kind(of: argumentType) {
        case .hashable(let hashableType):
            return .hashable(opened(argument, as: hashableType))
        case .byValue:
            return partByValue(for: argument)
        }
    }

    /// The kind of any other argument type, from the calling thread's memo (``ArgumentKinds``),
    /// learned if it is not there.
    private static func kind(of argumentType: Any.Type) -> Kind {
        let identifier = ObjectIdentifier(argumentType)
        return ThreadContextSlot.withContext { context in
            if let known = context.state.argumentKinds.kind(of: identifier) { return known }
            let learned = kind(learnedFrom: argumentType)
            context.state.argumentKinds.remember(learned, of: identifier)
            return learned
        }
    }

    /// The kind of an argument type, told by dynamic casts of the type: three conformance
    /// look-ups in the runtime.
    private static func kind(learnedFrom argumentType: Any.Type) -> Kind {
        // Told by its metatype, then opened: a cast of the value to `AnyHashable` costs twice as
        // much. A type with a representation of its own in `AnyHashable`, and an optional, which
        // the cast unwraps, keep it, so that an argument compares as `AnyHashable` compares it
        // (an `Int8` 3 equal to an `Int16` 3, an `Int?` 3 equal to an `Int` 3).
        if let hashableType = argumentType as? any Hashable.Type,
            !(argumentType is any _HasCustomAnyHashableRepresentation.Type),
            !(argumentType is any OptionalArgument.Type)
        {
            return .hashable(hashableType)
        }
        return .byValue
    }

    /// An argument whose part its value tells: an `AnyHashable` if it converts to one, else a
    /// metatype, else `nil`.
    private static func partByValue(for argument: Any) -> Part? {
        if let value = argument as? AnyHashable {
            return .value(value)
        }
        if let metatype = argument as? Any.Type {
            return .type(ObjectIdentifier(metatype))
        }
        return nil
    }

    /// The argument as the `Hashable` type it is.
    private static func opened<Value: Hashable>(_ argument: Any, as _: Value.Type) -> any Hashable {
        argument as! Value
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

/// An optional, which a cast to `AnyHashable` unwraps: ``ArgumentsKey`` keeps an optional
/// argument as `AnyHashable`, so that it compares as the value it wraps does.
private protocol OptionalArgument {}

extension Optional: OptionalArgument {}

/// A run-time argument that is neither a class instance, a metatype nor `Hashable`.
@usableFromInline
struct UnsupportedArgument: Error {
    @usableFromInline let position: Int
    @usableFromInline let type: String
}
