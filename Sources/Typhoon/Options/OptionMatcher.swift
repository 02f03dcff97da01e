/// The cases of an option definition: which definition's component the option is, for the value
/// it is given.
///
/// You get one in the `cases` closure of
/// ``Assembly/option(on:scope:arguments:cases:isolation:function:fileID:line:column:)``. Each
/// case names the values it matches and gives the component, usually by calling a definition.
/// The first case, in the order they were declared, that matches the value is called, and only
/// that one; ``otherwise(_:)`` is called when none matches:
///
/// ```swift
/// func quest() -> any Quest {
///     option(on: self.config("quest.kind")) { match in
///         match.when("grail") { self.grailQuest() }
///         match.when("campaign", "crusade") { self.campaignQuest() }
///         match.otherwise { self.campaignQuest() }
///     }
/// }
/// ```
///
/// The cases are tried as they are declared, so the `cases` closure may run more than once per
/// build (again for `otherwise`, and for the message of a value that no case matches): declare
/// the cases and nothing else in it. In a throwing option, a case that throws is written
/// `try match.when(…) { try self.ledger() }`.
public final class OptionMatcher<Value, Picked> {
    /// What a pass over the cases does.
    @usableFromInline
    enum Pass {
        /// Calls the first case that matches.
        case matching
        /// No case matched: calls ``OptionMatcher/otherwise(_:)``'s.
        case fallingBack
        /// No case matched and there is no `otherwise`: names each case, for the error.
        case naming
    }

    /// The option's value.
    @usableFromInline let value: Value
    @usableFromInline var pass = Pass.matching
    /// The component the matching case (or `otherwise`) gave, once one did.
    @usableFromInline var picked: Picked?
    /// Whether a case (or `otherwise`) gave the component.
    @usableFromInline var hasPicked = false
    /// Whether the cases declare `otherwise`.
    @usableFromInline var hasFallback = false
    /// The cases as a message names them, gathered by the naming pass.
    @usableFromInline var labels: [String] = []

    @usableFromInline
    init(value: Value) {
        self.value = value
    }

    /// A case for values of a type: matches when the value is a `T` (a class, a subclass of it,
    /// or a type that conforms to the protocol `T`).
    ///
    /// Use it when the option is chosen by the kind of a component or value rather than by its
    /// value: `match.when(is: (any Sequence).self) { self.listView() }`.
    ///
    /// - Parameters:
    ///   - type: The type a matching value is.
    ///   - pick: Gives the option's component, usually by calling a definition.
    @inlinable
    public func when<T>(is type: T.Type, use pick: () throws -> Picked) rethrows {
        try consider(value is T, pick) { "is \(typeName(T.self))" }
    }

    /// A case for the values a test accepts, for what neither equality nor a type says (a range,
    /// a prefix).
    ///
    /// - Parameters:
    ///   - description: How the case is named in the message of a value no case matches.
    ///   - test: Whether a value matches.
    ///   - pick: Gives the option's component.
    @inlinable
    public func when(
        _ description: String, where test: (Value) -> Bool, use pick: () throws -> Picked
    ) rethrows {
        try consider(test(value), pick) { description }
    }

    /// What the option is when no case matches its value, wherever it is declared.
    ///
    /// Without it, a value that no case matches is an error that names the option, the value and
    /// every case (``TyphoonError/optionNotMatched(option:value:type:cases:)``). Declared twice,
    /// the first one counts.
    ///
    /// - Parameter pick: Gives the option's component.
    @inlinable
    public func otherwise(_ pick: () throws -> Picked) rethrows {
        hasFallback = true
        guard pass == .fallingBack, !hasPicked else { return }
        picked = try pick()
        hasPicked = true
    }

    /// A case: calls `pick` if it is the first that matches, or names it on the naming pass.
    ///
    /// - Parameters:
    ///   - matches: Whether the value matches it (read on the matching pass only).
    ///   - pick: Gives the option's component.
    ///   - label: The case as a message names it.
    @inlinable
    func consider(_ matches: @autoclosure () -> Bool, _ pick: () throws -> Picked, label: () -> String) rethrows {
        switch pass {
        case .matching:
            guard !hasPicked, matches() else { return }
            picked = try pick()
            hasPicked = true
        case .fallingBack:
            return
        case .naming:
            labels.append(label())
        }
    }

    /// Runs the cases until one gives the component: the matching pass, then `otherwise`'s, else
    /// the naming pass for the error.
    ///
    /// - Parameters:
    ///   - cases: The option's cases.
    ///   - option: The option, as `Assembly.method()`, for the error.
    /// - Returns: The component, or the error that names the option, the value and the cases.
    @inlinable
    func pick(
        _ cases: (OptionMatcher) throws -> Void, of option: @autoclosure () -> String
    ) rethrows -> Result<Picked, TyphoonError> {
        try cases(self)
        if !hasPicked && hasFallback {
            pass = .fallingBack
            try cases(self)
        }
        if hasPicked, let picked { return .success(picked) }
        pass = .naming
        try cases(self)
        return .failure(unmatched(option()))
    }

    /// The error of a value that no case matches.
    @usableFromInline
    func unmatched(_ option: String) -> TyphoonError {
        .optionNotMatched(
            option: option, value: String(reflecting: value), type: typeName(type(of: value)), cases: labels)
    }
}

extension OptionMatcher where Value: Equatable {
    /// A case for one value: matches a value equal to it.
    ///
    /// Use it for a configuration value or a run-time argument: `match.when("grail") {
    /// self.grailQuest() }`. For an optional value, `match.when(nil) { … }` matches its absence.
    ///
    /// - Parameters:
    ///   - value: The value that picks this case.
    ///   - pick: Gives the option's component, usually by calling a definition.
    @inlinable
    public func when(_ value: Value, use pick: () throws -> Picked) rethrows {
        try consider(self.value == value, pick) { String(reflecting: value) }
    }

    /// A case for several values: matches a value equal to any of them, as `match.when("YES",
    /// "1") { … }`.
    ///
    /// - Parameters:
    ///   - first: A value that picks this case.
    ///   - second: Another.
    ///   - more: Any others.
    ///   - pick: Gives the option's component.
    @inlinable
    public func when(_ first: Value, _ second: Value, _ more: Value..., use pick: () throws -> Picked) rethrows {
        try consider(value == first || value == second || more.contains(value), pick) {
            ([first, second] + more).map { String(reflecting: $0) }.joined(separator: ", ")
        }
    }
}
