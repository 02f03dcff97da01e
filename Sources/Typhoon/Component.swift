/// A definition that can be found by type, or that is built when the factory is activated.
///
/// List components in ``Assembly/components``. Use it for every zero-argument definition that
/// other code asks for by type (`factory.component(Knight.self)`, `injectProperty(\.quest)`,
/// auto-injected properties) and for eager singletons. Definitions that are not listed are
/// still reachable by calling their methods.
///
/// ```swift
/// override var components: [Component] {
///     [Component(Self.basicKnight), Component(Self.cavalryMan, eager: true),
///      Component(Self.knightWithMethodInjection, implements: (any Horseman).self)]
/// }
/// ```
public struct Component: @unchecked Sendable {
    let declaredType: Any.Type
    let implements: [Any.Type]
    let primary: Bool
    let eager: Bool
    let assemblyType: Assembly.Type
    private let fileID: StaticString
    private let line: UInt
    /// Calls the method on the assembly; the caller has checked that it is an `A`.
    let call: (Assembly) -> Any
    /// The same call returning the declared type itself, as a ``TypedCall``, so that a look-up
    /// by exactly that type needs no cast.
    let typed: AnyObject

    /// Lists a definition method.
    ///
    /// - Parameters:
    ///   - method: The unbound method (`Self.knight`), called on the activated assembly, so a
    ///     subclass's override is the one used and nothing captures the assembly.
    ///   - implements: More types the component is found by, besides its declared type and,
    ///     for a class, its superclasses; typically the protocols it conforms to.
    ///   - primary: Whether it wins when several components match a type.
    ///   - eager: Whether to build it when the factory is activated (an eager singleton).
    ///   - fileID: The listing's file, for messages about a definition that has not run yet.
    ///   - line: The listing's line.
    public init<A: Assembly, T>(
        _ method: @escaping (A) -> () -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        declaredType = T.self
        self.implements = implements
        self.primary = primary
        self.eager = eager
        assemblyType = A.self
        self.fileID = fileID
        self.line = line
        call = { assembly in method(unsafeDowncast(assembly, to: A.self))() }
        typed = TypedCall<T> { assembly in method(unsafeDowncast(assembly, to: A.self))() }
    }

    /// Where the component is listed, `File.swift:12`, for messages; made only when needed.
    var listing: String {
        "\(fileID):\(line)"
    }

    /// Every type the component is found by: the declared type, its superclasses, `implements:`.
    var matchedTypes: [Any.Type] {
        var types: [Any.Type] = [declaredType]
        if var type = declaredType as? AnyClass {
            while let superclass = _getSuperclass(type) {
                types.append(superclass)
                type = superclass
            }
        }
        return types + implements
    }
}

/// A component's call that returns its declared type.
final class TypedCall<T> {
    let call: (Assembly) -> T
    init(_ call: @escaping (Assembly) -> T) { self.call = call }
}
