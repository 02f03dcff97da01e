/// A definition that can be found by type, or that is built when the factory is activated.
///
/// List components in ``Assembly/components``. Use it for every zero-argument definition that
/// other code asks for by type (`factory.component(Knight.self)`, `injectProperty(\.quest)`,
/// auto-injected properties) and for eager singletons. Definitions that are not listed are
/// still reachable by calling their methods.
///
/// A method isolated to the main actor is listed as any other and built on the main actor, in a
/// client compiled in the Swift 5 language mode as in the Swift 6 one (such a client sees the
/// initializers of `Component+LanguageMode5.swift`, which read the method's isolation). Do not
/// list a method isolated to another global actor: the listing takes it as a method that is not
/// isolated, so a look-up by type would build the component off its actor. Call such a method
/// instead, on its actor.
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
    /// Whether the method is isolated to the main actor, so that it is only ever called there.
    let isolatedToMainActor: Bool
    /// The method's isolation on an assembly, for a listing whose initializer learns it only then
    /// (a client compiled in the Swift 5 language mode, `Component+LanguageMode5.swift`).
    let isolation: ((Assembly) -> (any Actor)?)?
    /// Whether the method throws, so that a call may return ``FailedBuild`` instead of a component.
    var throwsErrors: Bool { typed == nil }
    /// Where the listing is: for messages, and for a stop to point at.
    let fileID: StaticString
    let line: UInt
    private let column: UInt
    /// Calls the method on the assembly; the caller has checked that it is an `A`.
    let call: (Assembly) -> Any
    /// The same call returning the declared type itself, as a ``TypedCall``, so that a look-up
    /// by exactly that type needs no cast; `nil` for a throwing method, which always takes the
    /// checked path.
    let typed: AnyObject?
    /// Calls an async definition method (``init(_:implements:primary:eager:fileID:line:column:)-async``);
    /// `nil` for every other listing.
    let asyncCall: (@Sendable (Assembly) async throws -> Any)?

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
    ///   - column: The listing's column, which tells apart several listings on one line.
    @available(swift, introduced: 6)
    public init<A: Assembly, T>(
        _ method: @escaping (A) -> () -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            A.self, T.self, implements: implements, primary: primary, eager: eager,
            fileID: fileID, line: line, column: column,
            call: { assembly in method(uncheckedDowncast(assembly, to: A.self))() },
            typed: TypedCall<T> { assembly in method(uncheckedDowncast(assembly, to: A.self))() })
    }

    /// Lists a definition method that returns a class.
    ///
    /// The same as the general initializer, chosen by the compiler when the method returns a
    /// class: calling a bound method whose result is a class needs no closure that adapts its
    /// result to a generic one, so each by-type build allocates once fewer.
    ///
    /// - Parameters:
    ///   - method: The unbound method (`Self.knight`).
    ///   - implements: More types the component is found by.
    ///   - primary: Whether it wins when several components match a type.
    ///   - eager: Whether to build it when the factory is activated.
    ///   - fileID: The listing's file, for messages.
    ///   - line: The listing's line.
    ///   - column: The listing's column, which tells apart several listings on one line.
    @available(swift, introduced: 6)
    public init<A: Assembly, T: AnyObject>(
        _ method: @escaping (A) -> () -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            A.self, T.self, implements: implements, primary: primary, eager: eager,
            fileID: fileID, line: line, column: column,
            call: { assembly in method(uncheckedDowncast(assembly, to: A.self))() },
            typed: TypedCall<T> { assembly in method(uncheckedDowncast(assembly, to: A.self))() })
    }

    /// Lists a definition method isolated to the main actor (`@MainActor func profileViewModel()`).
    ///
    /// The compiler chooses it for such a method, so the listing keeps the isolation: the factory
    /// builds the component only on the main actor, and a look-up made elsewhere throws (or, in
    /// its `async` form, hops to the main actor) instead of building it on the wrong thread.
    ///
    /// - Parameters:
    ///   - method: The unbound method (`Self.profileViewModel`).
    ///   - implements: More types the component is found by.
    ///   - primary: Whether it wins when several components match a type.
    ///   - eager: Whether to build it when the factory is activated, which must then happen on
    ///     the main actor.
    ///   - fileID: The listing's file, for messages.
    ///   - line: The listing's line.
    ///   - column: The listing's column, which tells apart several listings on one line.
    @available(swift, introduced: 6)
    public init<A: Assembly, T>(
        _ method: @escaping (A) -> @MainActor () -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            A.self, T.self, implements: implements, primary: primary, eager: eager, isolatedToMainActor: true,
            fileID: fileID, line: line, column: column,
            call: { assembly in onMainActor(method(uncheckedDowncast(assembly, to: A.self))) },
            typed: TypedCall<T> { assembly in onMainActor(method(uncheckedDowncast(assembly, to: A.self))) })
    }

    /// Lists a throwing definition method (`func ledger() throws -> Ledger`, written with
    /// ``Assembly/defineThrowing(scope:arguments:initializer:configuration:isolation:function:fileID:line:column:)``).
    ///
    /// Found by type, its failure is thrown by `component(_:)` and `inject(_:)` as
    /// ``TyphoonError/definitionThrew(definition:error:)`` (and stops where nothing can throw,
    /// such as an eager singleton or `allComponents(ofType:)`).
    ///
    /// - Parameters:
    ///   - method: The unbound method (`Self.ledger`).
    ///   - implements: More types the component is found by.
    ///   - primary: Whether it wins when several components match a type.
    ///   - eager: Whether to build it when the factory is activated.
    ///   - fileID: The listing's file, for messages.
    ///   - line: The listing's line.
    ///   - column: The listing's column, which tells apart several listings on one line.
    @available(swift, introduced: 6)
    public init<A: Assembly, T>(
        _ method: @escaping (A) -> () throws -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            A.self, T.self, implements: implements, primary: primary, eager: eager,
            fileID: fileID, line: line, column: column,
            call: { assembly in
                do {
                    return try method(uncheckedDowncast(assembly, to: A.self))()
                } catch {
                    return failedLookUp(error)
                }
            },
            typed: nil)
    }

    init(
        _ assemblyType: Assembly.Type, _ declaredType: Any.Type, implements: [Any.Type], primary: Bool, eager: Bool,
        isolatedToMainActor: Bool = false, isolation: ((Assembly) -> (any Actor)?)? = nil, fileID: StaticString,
        line: UInt, column: UInt, call: @escaping (Assembly) -> Any, typed: AnyObject?,
        asyncCall: (@Sendable (Assembly) async throws -> Any)? = nil
    ) {
        self.asyncCall = asyncCall
        self.isolatedToMainActor = isolatedToMainActor
        self.isolation = isolation
        self.declaredType = declaredType
        self.implements = implements
        self.primary = primary
        self.eager = eager
        self.assemblyType = assemblyType
        self.fileID = fileID
        self.line = line
        self.column = column
        self.call = call
        self.typed = typed
    }

    /// Whether the method is isolated to the main actor on `assembly`: known from the listing, or
    /// learned from the method's isolation where the listing carries it.
    func isIsolatedToMainActor(on assembly: Assembly) -> Bool {
        isolatedToMainActor || isolation.map { isMainActor($0(assembly)) } ?? false
    }

    /// Where the component is listed, `File.swift:12:9`, for messages; made only when needed.
    var listing: String {
        "\(fileID):\(line):\(column)"
    }

    /// Every type the component is found by, each once: the declared type, its superclasses,
    /// `implements:` (which may name one of those again, and must not make a second match).
    var matchedTypes: [Any.Type] {
        var types: [Any.Type] = [declaredType]
        if var type = declaredType as? AnyClass {
            while let superclass = _getSuperclass(type) {
                types.append(superclass)
                type = superclass
            }
        }
        var seen = Set(types.map(ObjectIdentifier.init))
        return types + implements.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}

/// A component's call that returns its declared type.
@usableFromInline
final class TypedCall<T> {
    @usableFromInline let call: (Assembly) -> T
    init(_ call: @escaping (Assembly) -> T) { self.call = call }
}
