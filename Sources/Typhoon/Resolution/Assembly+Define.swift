#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The front of the resolution path: the only generic part, inlined into each definition. It
/// hands the call to the engine (``Assembly/definitionCall(at:_:_:learn:make:configure:)``) with
/// three small closures, the only code specialized per definition, and converts what comes back
/// to the declared type.
extension Assembly {
    /// Declares a definition; once the assembly is activated, returns its built component.
    ///
    /// Call it as the whole body of a definition method. The method's return type is the
    /// component's declared type `R` (what by-type look-ups and patches see); the initializer
    /// builds the concrete type `C` (what property key paths are on):
    ///
    /// ```swift
    /// func cavalryMan() -> CavalryMan {
    ///     define { CavalryMan() } configuration: { definition in
    ///         definition.scope = .singleton
    ///         definition.injectProperty(\.quest, with: self.defaultQuest())
    ///     }
    /// }
    /// ```
    ///
    /// A call on an assembly that is not activated, a cycle made only of initializers, a
    /// run-time argument that is neither a class instance nor `Hashable`, or an error thrown by
    /// the initializer stops the program with a message that says how to fix it.
    ///
    /// - Parameters:
    ///   - scope: The scope, unless the configuration sets one.
    ///   - arguments: The method's run-time arguments, which tell instances apart: class
    ///     instances by identity, `Hashable` values by equality.
    ///   - initializer: Builds the instance (initializer injection); call other definitions in it.
    ///     It may throw (`define { try Database(path: path) }`): a definition method cannot, so
    ///     an error stops the program with a message that names the definition and the error.
    ///   - configuration: Declares scope, property and method injections and call-backs. It is run
    ///     on the first call to learn the scope, and on each build to gather the injections, so
    ///     it must declare the same things every time.
    ///   - function: The definition's name for messages; leave the default.
    ///   - fileID: Identifies the definition with `line` and `column`; leave the default.
    ///   - line: Identifies the definition; leave the default.
    ///   - column: Identifies the definition; leave the default.
    /// - Returns: The component, as the method's declared type.
    @inlinable
    public func define<R, C>(
        scope: Scope = .objectGraph,
        arguments: Any...,
        initializer: () throws -> C,
        configuration: (Definition<C>) -> Void = { _ in },
        function: StaticString = #function,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> R {
        let site = DefinitionSite(fileID: fileID, line: line, column: column, type: R.self)
        var learned: Definition<C>?
        let (instance, record) = definitionCall(
            at: site, arguments, function,
            learn: {
                let definition = Definition<C>(scope: scope)
                configuration(definition)
                learned = definition
                return definition
            },
            make: { record in record.borrow { built(initialized(initializer, $0), as: R.self, $0) } },
            configure: { learned ?? configured(configuration) })
        return kept(instance, as: record)
    }
}

/// Runs the configuration once more to gather this build's injections.
@inlinable
func configured<C>(_ configuration: (Definition<C>) -> Void) -> Definition<C> {
    let definition = Definition<C>(scope: .objectGraph)
    configuration(definition)
    return definition
}
