/// The listings of a client compiled in the Swift 5 language mode, which keep a method's isolation
/// as the Swift 6 mode does (Docs/Behaviour.md, Isolation).
///
/// In the Swift 5 mode a `@MainActor` method converts, silently, to a function that is not
/// isolated, and of the initializers that then apply the compiler prefers the one for a method
/// that is not isolated: `Component(Self.profileViewModel)` would lose the isolation and the
/// component would be built wherever it was looked up. No choice among overloads can tell the two
/// apart in that mode (a method that is not isolated converts to a main-actor function as well), so
/// a client in that mode sees these initializers instead of the ones in `Component.swift`: each
/// takes the method as an `@isolated(any)` function, which carries the method's isolation
/// whatever the language mode, and the factory reads it when the assembly is activated. A
/// main-actor method is then listed as the Swift 6 mode lists it: built, injected and called back
/// only on the main actor, its look-ups off it throwing or hopping. A client in the Swift 6 mode
/// never sees these.
///
/// What it costs that client: a by-type build through such a listing allocates once more (the
/// client's own conversion of the method to `@isolated(any)`), about 570 instructions (callgrind,
/// release, a class and a value by type); a published singleton found by type is not called, so it
/// pays nothing, and calls by reference never go through a listing.
///
/// Their method parameter is `borrowing` only to tell them apart from the initializers of
/// `Component.swift`, whose parameter types differ from these by the isolation alone, which does
/// not make another overload; the caller passes the method the same way.
extension Component {
    /// Lists a definition method, for a client compiled in the Swift 5 language mode.
    ///
    /// See ``Component``. A method isolated to the main actor is listed as such.
    ///
    /// - Parameters:
    ///   - method: The unbound method (`Self.knight`).
    ///   - implements: More types the component is found by.
    ///   - primary: Whether it wins when several components match a type.
    ///   - eager: Whether to build it when the factory is activated.
    ///   - fileID: The listing's file, for messages.
    ///   - line: The listing's line.
    ///   - column: The listing's column, which tells apart several listings on one line.
    @available(swift, obsoleted: 6)
    public init<A: Assembly, T>(
        _ method: borrowing @escaping (A) -> @isolated(any) () -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            isolatedAny: copy method, implements: implements, primary: primary, eager: eager, fileID: fileID,
            line: line,
            column: column)
    }

    /// Lists a definition method that returns a class, for a client compiled in the Swift 5 mode.
    ///
    /// See ``Component``. A method isolated to the main actor is listed as such.
    ///
    /// - Parameters:
    ///   - method: The unbound method (`Self.knight`).
    ///   - implements: More types the component is found by.
    ///   - primary: Whether it wins when several components match a type.
    ///   - eager: Whether to build it when the factory is activated.
    ///   - fileID: The listing's file, for messages.
    ///   - line: The listing's line.
    ///   - column: The listing's column, which tells apart several listings on one line.
    @available(swift, obsoleted: 6)
    public init<A: Assembly, T: AnyObject>(
        _ method: borrowing @escaping (A) -> @isolated(any) () -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            isolatedAny: copy method, implements: implements, primary: primary, eager: eager, fileID: fileID,
            line: line,
            column: column)
    }

    /// The two listings above (a method returning anything, or a class): one body, since the
    /// overloads only mirror the Swift 6 ones for the compiler's choice.
    private init<A: Assembly, T>(
        isolatedAny method: borrowing @escaping (A) -> @isolated(any) () -> T, implements: [Any.Type],
        primary: Bool, eager: Bool, fileID: StaticString, line: UInt, column: UInt
    ) {
        let method = copy method
        self.init(
            A.self, T.self, implements: implements, primary: primary, eager: eager,
            isolation: { assembly in method(uncheckedDowncast(assembly, to: A.self)).isolation },
            fileID: fileID, line: line, column: column,
            call: { assembly in callHere(method(uncheckedDowncast(assembly, to: A.self))) },
            typed: TypedCall<T> { assembly in callHere(method(uncheckedDowncast(assembly, to: A.self))) })
    }

    /// Lists a throwing definition method, for a client compiled in the Swift 5 language mode.
    ///
    /// See ``Component``. A throwing method isolated to the main actor is listed as such.
    ///
    /// - Parameters:
    ///   - method: The unbound method (`Self.ledger`).
    ///   - implements: More types the component is found by.
    ///   - primary: Whether it wins when several components match a type.
    ///   - eager: Whether to build it when the factory is activated.
    ///   - fileID: The listing's file, for messages.
    ///   - line: The listing's line.
    ///   - column: The listing's column, which tells apart several listings on one line.
    @available(swift, obsoleted: 6)
    public init<A: Assembly, T>(
        _ method: borrowing @escaping (A) -> @isolated(any) () throws -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let method = copy method
        self.init(
            A.self, T.self, implements: implements, primary: primary, eager: eager,
            isolation: { assembly in method(uncheckedDowncast(assembly, to: A.self)).isolation },
            fileID: fileID, line: line, column: column,
            call: { assembly in
                do {
                    return try callHere(method(uncheckedDowncast(assembly, to: A.self)))
                } catch {
                    return failedLookUp(error)
                }
            },
            typed: nil)
    }
}
