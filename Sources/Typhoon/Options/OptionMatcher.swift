/// The cases of an option definition: which definition's component the option is, for the value
/// it is given.
///
/// You get one in the `cases` closure of
/// ``Assembly/option(on:scope:arguments:cases:isolation:function:fileID:line:column:)``. Each
/// case names a definition to call (or any expression that gives the component); when the option
/// is built, the first case, in the order they were declared, that matches the value is called,
/// and only that one. ``otherwise(_:)`` is called when none matches:
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
public final class OptionMatcher<Value, Picked> {
    /// The cases, in the order they were declared.
    private var cases: [OptionCase<Value, Picked>] = []
    /// What ``otherwise(_:)`` gave, if it was called.
    private var fallback: (() throws -> Picked)?

    @usableFromInline
    init() {}

    /// A case for values of a type: matches when the value is a `T` (a class, a subclass of it,
    /// or a type that conforms to the protocol `T`).
    ///
    /// Use it when the option is chosen by the kind of a component or value rather than by its
    /// value: `match.when(is: (any Sequence).self) { self.listView() }`.
    ///
    /// - Parameters:
    ///   - type: The type a matching value is.
    ///   - pick: Gives the option's component, usually by calling a definition.
    public func when<T>(is type: T.Type, use pick: @escaping () throws -> Picked) {
        cases.append(OptionCase(label: "is \(typeName(T.self))", matches: { $0 is T }, pick: pick))
    }

    /// A case for the values a test accepts, for what neither equality nor a type says (a range,
    /// a prefix).
    ///
    /// - Parameters:
    ///   - description: How the case is named in the message of a value no case matches.
    ///   - test: Whether a value matches.
    ///   - pick: Gives the option's component.
    public func when(
        _ description: String, where test: @escaping (Value) -> Bool, use pick: @escaping () throws -> Picked
    ) {
        cases.append(OptionCase(label: description, matches: test, pick: pick))
    }

    /// What the option is when no case matches its value.
    ///
    /// Without it, a value that no case matches is an error that names the option, the value and
    /// every case (``TyphoonError/optionNotMatched(option:value:type:cases:)``). Called twice, the
    /// last one counts.
    ///
    /// - Parameter pick: Gives the option's component.
    public func otherwise(_ pick: @escaping () throws -> Picked) {
        fallback = pick
    }

    /// The case that matches `value` (the first declared), else ``otherwise(_:)``'s, else the
    /// error that names the option, the value and the cases.
    ///
    /// - Parameters:
    ///   - value: The option's value.
    ///   - option: The option, as `Assembly.method()`, for the error.
    /// - Returns: The picked case's call, or the error.
    @usableFromInline
    func choice(for value: Value, of option: String) -> Result<() throws -> Picked, TyphoonError> {
        if let matching = cases.first(where: { $0.matches(value) }) { return .success(matching.pick) }
        if let fallback { return .success(fallback) }
        return .failure(
            .optionNotMatched(
                option: option, value: String(reflecting: value), type: typeName(type(of: value)),
                cases: cases.map(\.label)))
    }
}

extension OptionMatcher where Value: Equatable {
    /// A case for values equal to one of `values`.
    ///
    /// Use it for a configuration value or a run-time argument: `match.when("grail") {
    /// self.grailQuest() }`, or several values for one definition: `match.when("YES", "1") { … }`.
    /// For an optional value, `match.when(nil) { … }` matches its absence.
    ///
    /// - Parameters:
    ///   - values: The values that pick this case.
    ///   - pick: Gives the option's component, usually by calling a definition.
    public func when(_ values: Value..., use pick: @escaping () throws -> Picked) {
        let label = values.map { String(reflecting: $0) }.joined(separator: ", ")
        cases.append(OptionCase(label: label, matches: { values.contains($0) }, pick: pick))
    }
}
