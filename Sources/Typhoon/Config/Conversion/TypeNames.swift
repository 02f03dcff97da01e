/// The names a configuration gives a type: in messages, and to find a converter for it.
///
/// `String(describing:)` names a nested type by its last name alone (`Level` for
/// `Logger.Level`), which reads as a different type in a message and matches a converter made
/// for any type called `Level`. The qualified name comes from `String(reflecting:)`, without
/// the module (which differs between platforms for Foundation's types) and without the
/// anonymous contexts of local and private types.
struct TypeNames: Sendable {
    /// The name messages use: `Logger.Level`, `Int`, `Optional<URL>`.
    let qualified: String
    /// The converter names that fit the type, the most precise first: `Logging.Logger.Level`,
    /// `Logger.Level`, `Level`.
    let converterNames: [String]

    /// The names of `type`, worked out once per type.
    static func of(_ type: Any.Type) -> TypeNames {
        let key = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[key] }) {
            return known
        }
        let names = TypeNames(type)
        cache.withLock { $0[key] = names }
        return names
    }

    private static let cache = Protected<[ObjectIdentifier: TypeNames]>([:])

    private init(_ type: Any.Type) {
        let short = String(describing: type)
        let reflected = String(reflecting: type)
        guard let qualified = Self.withoutAnonymousContexts(Self.withoutModules(reflected)) else {
            self.qualified = short
            converterNames = [short]
            return
        }
        self.qualified = qualified
        // A module-qualified name is only a name Swift code could write when no anonymous
        // context (a function, a private scope) is in the way.
        let moduleQualified = Self.firstAnonymousContext(in: reflected) == nil ? [reflected] : []
        var seen = Set<String>()
        converterNames = (moduleQualified + Self.suffixes(of: qualified) + [short]).filter { seen.insert($0).inserted }
    }

    /// Names a type declared in a function or a private scope from that scope on, as its code does.
    ///
    /// `T.(unknown context at $1234).Local.In` becomes `Local.In`; `nil` when the name still
    /// holds something this does not recognise.
    private static func withoutAnonymousContexts(_ name: String) -> String? {
        var name = name
        while let match = firstAnonymousContext(in: name) {
            var start = match.lowerBound
            while start > name.startIndex,
                isIdentifierCharacter(name[name.index(before: start)])
                    || name[name.index(before: start)] == "."
            {
                start = name.index(before: start)
            }
            name.removeSubrange(start..<match.upperBound)
        }
        return name.isEmpty || name.contains("(unknown context") ? nil : name
    }

    /// Drops the module that starts every dotted path.
    ///
    /// `Swift.Optional<Foundation.URL>` becomes `Optional<URL>`, `Logging.Logger.Level` becomes
    /// `Logger.Level`. A path continued after a generic argument list (`Box<Int>.Inner`) keeps
    /// its continuation.
    private static func withoutModules(_ name: String) -> String {
        var result = ""
        var index = name.startIndex
        while index < name.endIndex {
            let character = name[index]
            let previous = index > name.startIndex ? name[name.index(before: index)] : " "
            let startsPath = isIdentifierCharacter(character) && previous != "." && !isIdentifierCharacter(previous)
            guard startsPath else {
                result.append(character)
                index = name.index(after: index)
                continue
            }
            let end = name[index...].firstIndex { !isIdentifierCharacter($0) && $0 != "." } ?? name.endIndex
            let path = name[index..<end]
            if let dot = path.firstIndex(of: "."), path.index(after: dot) < path.endIndex {
                result += path[path.index(after: dot)...]
            } else {
                result += path
            }
            index = end
        }
        return result
    }

    /// `Logger.Level` and `Level` for `Logger.Level`: each name that drops more enclosing types,
    /// splitting only at dots outside generic arguments and parentheses.
    private static func suffixes(of name: String) -> [String] {
        var depth = 0
        var suffixes = [name]
        for index in name.indices {
            switch name[index] {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "." where depth == 0: suffixes.append(String(name[name.index(after: index)...]))
            default: break
            }
        }
        return suffixes
    }

    /// `(unknown context at $1234).`, or `(Name in _ABCD).`, as `String(reflecting:)` writes the
    /// function or private scope that holds a type.
    private static func firstAnonymousContext(in name: String) -> Range<String.Index>? {
        name.firstMatch(of: /\((?:unknown context at \$[0-9a-fA-F]+|[A-Za-z_][A-Za-z0-9_]* in [^()]*)\)\./)?.range
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}
