/// The front of an async definition: the only generic part. It turns the initializer and the
/// configuration into data the engine (``AsyncEngine``) runs without knowing the component's type,
/// and converts what comes back to the declared type.
extension Assembly {
    /// Declares a definition whose initializer awaits; once the assembly is activated, returns
    /// its built component or throws.
    ///
    /// Call it, with `try await`, as the whole body of a definition method declared
    /// `async throws`, for a component that opens asynchronously (a database, a keychain, a
    /// network client):
    ///
    /// ```swift
    /// func database() async throws -> Database {
    ///     try await defineAsync(scope: .lazySingleton) { try await Database.open(path: "app.db") }
    /// }
    /// ```
    ///
    /// Every scope applies. A shared instance (a singleton, lazy or weak singleton, per set of
    /// run-time arguments) is built once however many tasks ask at the same time: the others
    /// await that build; a caller that is cancelled stops waiting, and the build goes on for the
    /// others; a build that throws is not kept, every waiter gets the error and the next call
    /// builds again. The initializer may await other async definitions and call plain ones; a
    /// plain definition cannot await an async one (Swift does not let a synchronous method await).
    ///
    /// Its name is not `define`: an overload of `define` for async initializers made Swift's type
    /// checker about a third slower on every plain definition, measured on 600 of them.
    ///
    /// - Parameters:
    ///   - scope: The scope, unless the configuration sets one.
    ///   - arguments: The method's run-time arguments, which tell instances apart: class
    ///     instances by identity, `Hashable` values by equality.
    ///   - initializer: Builds the instance. It is `@Sendable`: a shared instance is built on a
    ///     task of its own, which outlives a cancelled caller. It takes the isolation of the
    ///     method it is written in: in a `@MainActor` method it runs on the main actor, wherever
    ///     the build runs (the build hops there for it and back).
    ///   - configuration: Declares scope, property and method injections (which may await) and
    ///     call-backs. It runs on each call that builds, so it must declare the same things every
    ///     time.
    ///   - function: The definition's name for messages; leave the default.
    ///   - fileID: Identifies the definition with `line` and `column`; leave the default.
    ///   - line: Identifies the definition; leave the default.
    ///   - column: Identifies the definition; leave the default.
    /// - Returns: The component, as the method's declared type.
    /// - Throws: The error the initializer or an injection threw, as it is; a cycle, an assembly
    ///   not activated or released, a run-time argument that tells nothing apart, or a built type
    ///   that is not the declared one, as ``TyphoonError``; `CancellationError` to a caller
    ///   cancelled while it waited for a shared build.
    public func defineAsync<R, C>(
        scope: Scope = .objectGraph,
        arguments: Any...,
        @_inheritActorContext initializer: @escaping @isolated(any) @Sendable () async throws -> sending C,
        configuration: (AsyncDefinition<C>) -> Void = { _ in },
        function: StaticString = #function,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) async throws -> R {
        let site = DefinitionSite(fileID: fileID, line: line, column: column, type: R.self)
        // The name is made once, with the record: a string per call cost more than the rest.
        let record = try asyncRecord(at: site, function, arguments) {
            let definition = AsyncDefinition<C>(scope: scope)
            configuration(definition)
            return (definition.scope, definition.isReplacedInTests)
        }
        let key = try asyncArgumentsKey(arguments, record.name)
        let call = AsyncCall(record: record, key: key)
        let instance = try await AsyncEngine.resolve(call, postProcess: asyncPostProcessing(R.self, record)) {
            let definition = AsyncDefinition<C>(scope: scope)
            configuration(definition)
            return AsyncBuild(
                make: {
                    let made = try await initializer()
                    guard made is R else {
                        throw TyphoonError.declaredTypeMismatch(
                            definition: record.name, declared: typeName(R.self), built: typeName(Swift.type(of: made)))
                    }
                    return AsyncInstance.wrap(made)
                },
                steps: definition.steps)
        }
        return AsyncInstance.unwrap(instance, as: R.self)
    }
}

extension Assembly {
    /// The record of an async definition, made on its first call, when the factory's definition
    /// post-processors see it (and may change its scope or put a stand-in in place of its
    /// initializer); throws when the assembly is not active, or when a post-processor's stand-in
    /// is not of the declared type.
    func asyncRecord(
        at site: DefinitionSite, _ function: StaticString, _ arguments: [Any],
        learn: () -> (scope: Scope, mustBePatchedInTests: Bool)
    ) throws -> AsyncRecord {
        switch records.state {
        case .inactive:
            throw TyphoonError.notActivated(assembly: assemblyName, definition: "\(assemblyName).\(function)")
        case .released:
            throw TyphoonError.factoryReleased(assembly: assemblyName, definition: "\(assemblyName).\(function)")
        case .unloaded:
            // The next call after `unload()` loads the factory again, as a plain call does.
            guard isLoadedAgain() else {
                throw TyphoonError.factoryReleased(assembly: assemblyName, definition: "\(assemblyName).\(function)")
            }
        case .active: break
        }
        return try records.asyncRecords.record(at: site) {
            let learned = learn()
            let method = "\(function)"
            let processed = processedDefinition(site, scope: learned.scope, method, isAsync: true)
            if let mismatched = processed?.mismatchedReplacement {
                // No record is kept: every call throws it, until the post-processor is mended.
                throw TyphoonError.replacementTypeMismatch(
                    definition: "\(assemblyName).\(method)", declared: typeName(metatype(of: site.type)),
                    replacement: mismatched)
            }
            return AsyncRecord(
                site: site, assemblyName: assemblyName, method: method, scope: processed?.scope ?? learned.scope,
                mustBePatchedInTests: learned.mustBePatchedInTests,
                processedReplacement: processed?.asyncReplacement, table: records)
        }
    }

    /// The key of an async call's run-time arguments, or the error naming the one that tells
    /// nothing apart.
    func asyncArgumentsKey(_ arguments: [Any], _ name: String) throws -> ArgumentsKey? {
        guard !arguments.isEmpty else { return nil }
        switch ArgumentsKey.make(arguments) {
        case .success(let key): return key
        case .failure(let unsupported):
            throw TyphoonError.unsupportedArgument(
                definition: name, position: unsupported.position, type: unsupported.type)
        }
    }
}
