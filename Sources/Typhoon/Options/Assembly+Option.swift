/// Option definitions: a definition whose component is the component of another definition,
/// chosen when it is built by a value (Typhoon's `withOption:matcher:`).
extension Assembly {
    /// Declares an option: a definition whose component is another definition's, picked by a
    /// value each time the option is built.
    ///
    /// Call it as the whole body of a definition method. The value is read when the option is
    /// built: a configuration value, a run-time argument of the method, or another component.
    /// The first case that matches it, in the order declared, is called, and only that one;
    /// ``OptionMatcher/otherwise(_:)`` is called when none does:
    ///
    /// ```swift
    /// func quest() -> any Quest {
    ///     option(on: self.config("quest.kind")) { match in
    ///         match.when("grail") { self.grailQuest() }
    ///         match.when("campaign") { self.campaignQuest() }
    ///         match.otherwise { self.campaignQuest() }
    ///     }
    /// }
    /// ```
    ///
    /// The option is a definition of its own, not the definition it picks: listed
    /// (`Component(Self.quest)`) it is found by type; a patch of it replaces the option, whatever
    /// it would pick; `verify()` builds it and reports its problems under its own name; and the
    /// definition it picks is built as a reference of the option (a cycle's path names both).
    /// It adds nothing to the component it picks: no injection, no call-back.
    ///
    /// A value that no case matches, with no `otherwise`, stops the program with a message that
    /// names the option, the value and every case
    /// (``TyphoonError/optionNotMatched(option:value:type:cases:)``); declare the method
    /// `throws` and use ``optionThrowing(on:scope:arguments:cases:isolation:function:fileID:line:column:)``
    /// to have it thrown instead.
    ///
    /// - Parameters:
    ///   - value: What picks the case; read when the option is built, as a reference of the
    ///     option (a component called here is built for it).
    ///   - scope: The option's own scope. By default `.prototype`: the option keeps nothing, so
    ///     the definition it picks decides what is shared, and each call reads the value again.
    ///     A shared scope keeps the component first picked (`.singleton`: for the factory's
    ///     life, whatever the value later says).
    ///   - arguments: The method's run-time arguments, for an option of a shared scope whose
    ///     method has parameters, as for `define`.
    ///   - cases: Declares the cases on the ``OptionMatcher``; run each time the option is built
    ///     (more than once when no case matches).
    ///   - isolation: The actor the definition method is isolated to; leave the default.
    ///   - function: The option's name for messages; leave the default.
    ///   - fileID: Identifies the option with `line` and `column`; leave the default.
    ///   - line: Identifies the option; leave the default.
    ///   - column: Identifies the option; leave the default.
    /// - Returns: The component of the definition picked, as the method's declared type.
    @inlinable
    public func option<Value, R>(
        on value: @autoclosure () -> Value,
        scope: Scope = .prototype,
        arguments: Any...,
        cases: (OptionMatcher<Value, R>) -> Void,
        isolation: (any Actor)? = #isolation,
        function: StaticString = #function,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> R {
        let site = DefinitionSite(fileID: fileID, line: line, column: column, type: R.self)
        if let isolation { stopIfCalledOffItsActor(isolation, function, at: site) }
        let (instance, record) = definitionCall(
            at: site, arguments, function,
            make: { built(picked(value, cases, $0), as: R.self, $0) },
            configure: { _ in Definition<R>.option(scope: scope) })
        return kept(instance, as: record)
    }

    /// Declares an option that can fail; once the assembly is activated, returns the component
    /// of the definition picked, or throws.
    ///
    /// Call it, with `try`, as the whole body of a definition method declared `throws`. It picks
    /// as ``option(on:scope:arguments:cases:isolation:function:fileID:line:column:)`` does, and
    /// throws, each time a build fails:
    /// - ``TyphoonError/optionNotMatched(option:value:type:cases:)`` for a value that no case
    ///   matches when there is no `otherwise`;
    /// - an error that reading the value throws (`try self.configValue("quest.kind")`), or that
    ///   the picked case throws (`try self.ledger()`, a throwing definition), as it is;
    /// - what a throwing definition throws for its own call
    ///   (``defineThrowing(scope:arguments:initializer:configuration:isolation:function:fileID:line:column:)``).
    ///
    /// ```swift
    /// func store() throws -> any Store {
    ///     try optionThrowing(on: try self.configValue("store.kind", as: String.self)) { match in
    ///         match.when("memory") { self.memoryStore() }
    ///         match.when("disk") { try self.diskStore() }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: What picks the case; it may throw.
    ///   - scope: The option's own scope; `.prototype` by default.
    ///   - arguments: The method's run-time arguments.
    ///   - cases: Declares the cases on the ``OptionMatcher``; a case that throws is written
    ///     `try match.when(…) { try … }`.
    ///   - isolation: The actor the definition method is isolated to; leave the default.
    ///   - function: The option's name for messages; leave the default.
    ///   - fileID: Identifies the option with `line` and `column`; leave the default.
    ///   - line: Identifies the option; leave the default.
    ///   - column: Identifies the option; leave the default.
    /// - Returns: The component of the definition picked.
    /// - Throws: The error the build met first.
    @inlinable
    public func optionThrowing<Value, R>(
        on value: @autoclosure () throws -> Value,
        scope: Scope = .prototype,
        arguments: Any...,
        cases: (OptionMatcher<Value, R>) throws -> Void,
        isolation: (any Actor)? = #isolation,
        function: StaticString = #function,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) throws -> R {
        if let isolation { try throwIfCalledOffItsActor(isolation, function) }
        let site = DefinitionSite(fileID: fileID, line: line, column: column, type: R.self)
        let (instance, record) = try throwingDefinitionCall(
            at: site, arguments, function,
            make: { record in
                let chosen: R
                do {
                    chosen = try pickedOrThrown(value, cases, record)
                } catch {
                    return failedBuild(error)
                }
                return built(chosen, as: R.self, record)
            },
            configure: { _ in Definition<R>.option(scope: scope) })
        return kept(instance, as: record)
    }
}

/// The component of the case an option's value picks, or a stop naming the option, the value and
/// the cases when none does.
@inlinable
func picked<Value, R>(
    _ value: () -> Value, _ cases: (OptionMatcher<Value, R>) -> Void, _ record: DefinitionRecord
) -> R {
    let matcher = OptionMatcher<Value, R>(value: value())
    switch withOptionChoice({ matcher.pick(cases, of: record.name) }) {
    case .success(let picked): return picked
    case .failure(let error): stop(error)
    }
}

/// ``picked(_:_:_:)`` for a throwing option: what fails is thrown.
@inlinable
func pickedOrThrown<Value, R>(
    _ value: () throws -> Value, _ cases: (OptionMatcher<Value, R>) throws -> Void, _ record: DefinitionRecord
) throws -> R {
    let matcher = OptionMatcher<Value, R>(value: try value())
    return try withThrowingOptionChoice { try matcher.pick(cases, of: record.name) }.get()
}

/// Runs an option's cases, the value read before: a wiring graph draws the definition they call
/// as the option's choice (``ResolutionContext/choosingOption(_:)``), the value's own calls as
/// references of the option's initializer.
@usableFromInline
func withOptionChoice<T>(_ choose: () -> T) -> T {
    guard let context = ThreadContextSlot.existingContext() else { return choose() }
    return context.borrow { $0.choosingOption(choose) }
}

/// ``withOptionChoice(_:)`` for a throwing option's cases.
@usableFromInline
func withThrowingOptionChoice<T>(_ choose: () throws -> T) throws -> T {
    try withOptionChoice { Result { try choose() } }.get()
}
