/// Listings that cannot work, refused by the compiler with a sentence that says the fix.
///
/// Without these, a bound method (`Component(self.knight)`) fails with "no exact matches in call
/// to initializer" and a method with parameters with a conversion error between function types;
/// an unavailable overload that matches the mistake turns either into its message. The compiler
/// prefers the three real initializers wherever they apply, so a correct listing never reaches
/// these.
extension Component {
    /// Refuses a bound method, `Component(self.knight)`.
    ///
    /// Never called: the compiler reports the message instead. A bound method would keep the
    /// assembly alive from its own listing and always call that instance's method.
    @available(
        *, unavailable,
        message:
            "Component takes an unbound method, so that the listing keeps no assembly alive and a subclass's override is the one built. To fix, write Component(Self.knight), not Component(self.knight)."
    )
    public init<T>(
        _ method: @escaping () -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        fatalError("unavailable")
    }

    /// Refuses a bound method isolated to the main actor, `Component(self.profileViewModel)`.
    ///
    /// Never called: the compiler reports the message instead.
    @available(
        *, unavailable,
        message:
            "Component takes an unbound method, so that the listing keeps no assembly alive and a subclass's override is the one built. To fix, write Component(Self.knight), not Component(self.knight)."
    )
    public init<T>(
        _ method: @escaping @MainActor () -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        fatalError("unavailable")
    }

    /// Refuses a definition method with parameters, `Component(Self.userDetailsController)`.
    ///
    /// Never called: the compiler reports the message instead. Its run-time arguments tell its
    /// instances apart, and a look-up by type has none to give.
    @available(
        *, unavailable,
        message:
            "A definition method with parameters cannot be listed: its run-time arguments tell its instances apart, and a look-up by type has none to give. To fix, remove it from `components` and reach it by calling it, as in `assembly.userDetailsController(for: user)`."
    )
    public init<A: Assembly, each P, T>(
        _ method: @escaping (A) -> (repeat each P) -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        fatalError("unavailable")
    }

    /// Refuses a definition method with parameters isolated to the main actor.
    ///
    /// Never called: the compiler reports the message instead.
    @available(
        *, unavailable,
        message:
            "A definition method with parameters cannot be listed: its run-time arguments tell its instances apart, and a look-up by type has none to give. To fix, remove it from `components` and reach it by calling it, as in `assembly.userDetailsController(for: user)`."
    )
    public init<A: Assembly, each P, T>(
        _ method: @escaping (A) -> @MainActor (repeat each P) -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        fatalError("unavailable")
    }

    /// Refuses a bound definition method with parameters, `Component(self.userDetailsController)`.
    ///
    /// Never called: the compiler reports the message instead.
    @available(
        *, unavailable,
        message:
            "A definition method with parameters cannot be listed: its run-time arguments tell its instances apart, and a look-up by type has none to give. To fix, remove it from `components` and reach it by calling it, as in `assembly.userDetailsController(for: user)`."
    )
    public init<each P, T>(
        _ method: @escaping (repeat each P) -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        fatalError("unavailable")
    }

    /// Refuses a bound definition method with parameters isolated to the main actor.
    ///
    /// Never called: the compiler reports the message instead.
    @available(
        *, unavailable,
        message:
            "A definition method with parameters cannot be listed: its run-time arguments tell its instances apart, and a look-up by type has none to give. To fix, remove it from `components` and reach it by calling it, as in `assembly.userDetailsController(for: user)`."
    )
    public init<each P, T>(
        _ method: @escaping @MainActor (repeat each P) -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        fatalError("unavailable")
    }
}
