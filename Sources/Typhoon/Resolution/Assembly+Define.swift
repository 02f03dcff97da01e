#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The front of the resolution path: the only generic part, inlined into each definition. It
/// returns a published singleton (``Assembly/lookUpCall(at:hasArguments:)``) or hands the call to
/// the engine (``Assembly/definitionCall(at:found:_:_:make:configure:)``) with two small closures,
/// the only code specialized per definition, and converts what comes back to the declared type.
///
/// The generic helpers the front and `injectProperty(_:with:)` call (`kept`, `built`,
/// `initialized`, `configured`, `Definition.typed`, the unchecked casts) are `@inline(__always)`:
/// inlined where they are called, so that the optimizer does not first make and optimize a
/// specialized copy of each for every definition (Benchmarks/README, Build time). `define` and
/// `injectProperty(_:with:)` themselves are, besides, never specialized
/// (`optimize.sil.specialize.generic.never`): the specializer runs before the inliner, and would
/// otherwise make that copy of them for every definition before they are inlined into it; where
/// they are not inlined (`-Onone`), they are called unspecialized, as before.
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
    ///     on the first call to learn the scope, and on each build for that build's injections, so
    ///     it must declare the same things, in the same order, every time. Declared in the order a
    ///     build makes them (before call-backs, properties, methods), later builds make each
    ///     injection where it is declared, which is the fastest.
    ///   - isolation: The actor the definition method is isolated to, `#isolation` where it calls
    ///     `define`: the compiler knows it in either language mode. A definition of the main
    ///     actor called off it stops (Docs/Behaviour.md, Isolation); leave the default.
    ///   - function: The definition's name for messages; leave the default.
    ///   - fileID: Identifies the definition with `line` and `column`; leave the default.
    ///   - line: Identifies the definition; leave the default.
    ///   - column: Identifies the definition; leave the default.
    /// - Returns: The component, as the method's declared type.
    @inlinable @inline(__always) @_semantics("optimize.sil.specialize.generic.never")
    public func define<R, C>(
        scope: Scope = .objectGraph,
        arguments: Any...,
        initializer: () throws -> C,
        configuration: (Definition<C>) -> Void = { _ in },
        isolation: (any Actor)? = #isolation,
        function: StaticString = #function,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> R {
        let site = DefinitionSite(fileID: fileID, line: line, column: column, type: R.self)
        // `nil` unless the method is isolated, known where `define` is inlined: nothing to test then.
        if let isolation { stopIfCalledOffItsActor(isolation, function, at: site) }
        // A published singleton is returned before any closure is made: their contexts, and the
        // frame of the call that takes them, cost more than the look-up. Its own `kept`, so that
        // where the method is inlined the optimizer can pair the retain with the caller's release.
        let found = lookUpCall(at: site, hasArguments: !arguments.isEmpty)
        // One test: a lookup has a published singleton only with its record.
        if let published = found.published { return kept(published.object, as: found.record.unsafelyUnwrapped) }
        let (instance, record) = definitionCall(
            at: site, found: found.record, arguments, function,
            make: { built(initialized(initializer, $0), as: R.self, $0) },
            configure: { configured(configuration, in: $0, scope: scope) })
        return kept(instance, as: record)
    }
}

extension Assembly {
    /// Declares a definition that can fail; once the assembly is activated, returns its built
    /// component or throws.
    ///
    /// Call it, with `try`, as the whole body of a definition method declared `throws`, for a
    /// component whose construction can fail: a database that does not open, a configuration value
    /// that is missing. The error reaches whoever called the method, as a Swift error:
    ///
    /// ```swift
    /// func ledger() throws -> Ledger {
    ///     try defineThrowing { try Ledger(path: self.configValue("ledger.path")) }
    /// }
    /// ```
    ///
    /// It takes what ``define(scope:arguments:initializer:configuration:isolation:function:fileID:line:column:)``
    /// takes and builds the same way. What it throws, each time the call fails:
    /// - an error the initializer throws, as it is (through `try` of another throwing
    ///   definition, or ``configValue(_:as:)``);
    /// - a cycle of initializers that this call closes, an assembly not activated or released, a
    ///   run-time argument that tells nothing apart, forgotten `arguments:`, a built type that is
    ///   not the declared one, and a by-type look-up of its injections that finds no match or
    ///   several, as ``TyphoonError``.
    ///
    /// A call that throws publishes nothing it built and runs none of its call-backs; an enclosing
    /// definition that catches the error goes on as if the call had not been made. Problems of
    /// non-throwing definitions it reaches, and values its configuration reads with
    /// ``config(_:)``, still stop the program: Swift cannot unwind a method that does not throw.
    /// List it as any other: `Component(Self.ledger)`; found by type, its error is thrown as
    /// ``TyphoonError/definitionThrew(definition:error:)``.
    ///
    /// - Parameters:
    ///   - scope: The scope, unless the configuration sets one.
    ///   - arguments: The method's run-time arguments.
    ///   - initializer: Builds the instance; it may throw.
    ///   - configuration: Declares scope, injections and call-backs, as for `define`.
    ///   - isolation: The actor the definition method is isolated to, `#isolation` where it calls
    ///     `defineThrowing`. A definition of the main actor called off it throws
    ///     ``TyphoonError/isolatedToMainActor(component:)``; leave the default.
    ///   - function: The definition's name for messages; leave the default.
    ///   - fileID: Identifies the definition with `line` and `column`; leave the default.
    ///   - line: Identifies the definition; leave the default.
    ///   - column: Identifies the definition; leave the default.
    /// - Returns: The component, as the method's declared type.
    /// - Throws: The error the build met first.
    @inlinable
    public func defineThrowing<R, C>(
        scope: Scope = .objectGraph,
        arguments: Any...,
        initializer: () throws -> C,
        configuration: (Definition<C>) -> Void = { _ in },
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
                let made: C
                do {
                    made = try initializer()
                } catch {
                    return failedBuild(error)
                }
                guard made is R else { return failedBuild(declaredTypeMismatch(record, R.self, built: made)) }
                return built(made, as: R.self, record)
            },
            configure: { configured(configuration, in: $0, scope: scope) })
        return kept(instance, as: record)
    }
}

/// Runs the configuration: on the instance in place when given a target, otherwise gathering
/// the injections of a build, or of the definition's first call, which learns from them.
///
/// The one closure of the front that runs the configuration, for learning and for builds alike:
/// each closure is a function the compiler specializes and optimizes per definition. So a
/// definition's first call runs the configuration twice: once to learn, once for its build.
@inlinable @inline(__always)
func configured<C>(
    _ configuration: (Definition<C>) -> Void, in target: InjectionTarget?, scope: Scope
) -> Definition<C> {
    let definition = Definition<C>.forBuild(in: target, scope: scope)
    configuration(definition)
    return definition
}

/// The isolation of a definition, which the front hands over only when it has one: a definition
/// of the main actor is never entered off it, whatever reached it (Docs/Behaviour.md, Isolation).
///
/// The listing knows the isolation before any call (`Component`), so that a look-up by type throws
/// or hops instead of calling; this is the check that holds for every other way in, such as a
/// direct call of the method from code the Swift 5 language mode compiles off the main actor. Out
/// of line, and reached only from a method that is isolated: the front of one that is not passes
/// `nil`, a constant where it is inlined.
extension Assembly {
    /// Stops a call of a main-actor definition made off the main actor, naming the definition and
    /// the fix; nothing a definition method returns can carry the error.
    ///
    /// - Parameters:
    ///   - isolation: The definition method's isolation (`#isolation` where it calls `define`).
    ///   - function: The method, for the message.
    ///   - site: Where its `define` is, for the stop to point at.
    @usableFromInline
    func stopIfCalledOffItsActor(_ isolation: any Actor, _ function: StaticString, at site: DefinitionSite) {
        if let error = callOffItsActor(isolation, function) { stop(error, at: site) }
    }

    /// Throws for a call of a main-actor throwing definition made off the main actor.
    ///
    /// - Parameters:
    ///   - isolation: The definition method's isolation (`#isolation` where it calls
    ///     `defineThrowing`).
    ///   - function: The method, for the message.
    /// - Throws: ``TyphoonError/isolatedToMainActor(component:)``.
    @usableFromInline
    func throwIfCalledOffItsActor(_ isolation: any Actor, _ function: StaticString) throws(TyphoonError) {
        if let error = callOffItsActor(isolation, function) { throw error }
    }

    /// The error for a call made off the definition's actor, if this is one.
    ///
    /// Only the main actor is understood: a method isolated to another actor is called wherever
    /// its caller runs, as before.
    private func callOffItsActor(_ isolation: any Actor, _ function: StaticString) -> TyphoonError? {
        guard isMainActor(isolation), !isOnMainActor() else { return nil }
        return .isolatedToMainActor(component: "\(assemblyName).\(function)")
    }
}
