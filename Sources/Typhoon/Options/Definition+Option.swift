extension Definition {
    /// The definition of an option: its scope, nothing to inject, and marked as an option, so that
    /// the engine leaves the component it picked as the picked definition built it.
    ///
    /// Out of line: an option's definition is made on its first call only, and when a shared
    /// instance is adopted.
    @usableFromInline
    static func option(scope: Scope) -> Definition<C> {
        let definition = Definition<C>(scope: scope)
        definition.isOptionDefinition = true
        return definition
    }
}
