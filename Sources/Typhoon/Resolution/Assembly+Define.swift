import CTyphoonAtomics

/// The resolution path, in the order a call takes it: definition method → `define` → record →
/// scope pool → build → inject → call-backs.
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
    /// A call on an assembly that is not activated, a cycle made only of initializers, or a
    /// run-time argument that is neither a class instance nor `Hashable` stops the program with a
    /// message that says how to fix it.
    ///
    /// - Parameters:
    ///   - scope: The scope, unless the configuration sets one.
    ///   - arguments: The method's run-time arguments, which tell instances apart: class
    ///     instances by identity, `Hashable` values by equality.
    ///   - initializer: Builds the instance (initializer injection); call other definitions in it.
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
        initializer: () -> C,
        configuration: (Definition<C>) -> Void = { _ in },
        function: StaticString = #function,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) -> R {
        let site = DefinitionSite(fileID: fileID, line: line, column: column, type: R.self)
        let found = records.find(site)
        // The singleton path: no lock, no thread-local look-up, no cast.
        if let found, arguments.isEmpty, specialModes.loadRelaxed() == 0 {
            let published = found._withUnsafeGuaranteedRef {
                unsafeDowncast($0, to: Record<R>.self).publishedValue
            }
            if let published { return published }
        }
        return resolve(
            found, site, scope: scope, arguments: arguments, function: function, initializer: initializer,
            configuration: configuration)
    }

    /// Finds or makes the record, then serves the call in this thread's resolution.
    @inlinable
    func resolve<R, C>(
        _ found: Unmanaged<DefinitionRecord>?, _ site: DefinitionSite, scope: Scope, arguments: [Any],
        function: StaticString, initializer: () -> C, configuration: (Definition<C>) -> Void
    ) -> R {
        if records.state != .active { stopInactive(function) }
        if let found {
            // The table keeps the record alive: borrow it rather than retain it on every call.
            return found._withUnsafeGuaranteedRef {
                serve(unsafeDowncast($0, to: Record<R>.self), arguments, nil, initializer, configuration)
            }
        }
        let definition = Definition<C>(scope: scope)
        configuration(definition)
        let made = Record<R>(
            site: site, scope: definition.scope, hasConfiguration: definition.declaresInjections,
            assemblyName: assemblyName, method: "\(function)")
        if arguments.isEmpty { made.checkTakesNoParameters() }
        let record = unsafeDowncast(records.insert(made), to: Record<R>.self)
        return serve(record, arguments, definition, initializer, configuration)
    }

    /// Serves a call in this thread's resolution.
    @inlinable
    func serve<R, C>(
        _ record: Record<R>, _ arguments: [Any], _ learned: Definition<C>?, _ initializer: () -> C,
        _ configuration: (Definition<C>) -> Void
    ) -> R {
        let key = arguments.isEmpty ? nil : argumentsKey(arguments, of: record)
        return ResolutionContext.withCurrent(records.contextKey) { context in
            if context.begin(record) {
                defer { context.end() }
                return serveRequest(context, record, key, learned, initializer, configuration)
            }
            defer { context.end() }
            return build(record, key, context, learned, initializer, configuration)
        }
    }

    /// Serves a call that a thread made to patch this definition or to inject an existing
    /// instance with it.
    @inlinable
    func serveRequest<R, C>(
        _ context: ResolutionContext, _ record: Record<R>, _ key: ArgumentsKey?, _ learned: Definition<C>?,
        _ initializer: () -> C, _ configuration: (Definition<C>) -> Void
    ) -> R {
        switch context.takeRequest() {
        case .inject(let object)?:
            if let existing = object as? C {
                return inject(existing, record, key, context, learned, configuration)
            }
        case .patch(let replacement, let installed)?:
            if let make = replacement as? () -> R {
                // No shared instance is being built while the patch goes in, so none built by the
                // original can be published after it; the ones it drops are released unlocked,
                // in case their deinit resolves something.
                context.holdBuildLock()
                let dropped = records.lock.withLock {
                    record.patch = PatchReplacement(make)
                    record.patchCount.storeReleasing(1)
                    return record.resetShared()
                }
                withExtendedLifetime(dropped) {}
                installed(record, records)
            }
        case nil:
            break
        }
        return build(record, key, context, learned, initializer, configuration)
    }

    /// Returns the shared instance if one is published; otherwise builds through the patch if
    /// one is installed, or through the initializer.
    ///
    /// For a shared scope the patch is read under the build lock, so that a patch installed
    /// while this thread waited for the lock is the one it builds.
    @inlinable
    func build<R, C>(
        _ record: Record<R>, _ key: ArgumentsKey?, _ context: ResolutionContext, _ learned: Definition<C>?,
        _ initializer: () -> C, _ configuration: (Definition<C>) -> Void
    ) -> R {
        if record.scope.isShared {
            if let value = records.sharedValue(record, key) { return value }
            context.holdBuildLock()
            if let value = records.sharedValue(record, key) { return value }
        }
        if record.patchCount.loadAcquiring() != 0,
            let patch = records.lock.withLock({ record.patch })
        {
            return construct(record, key, context, make: patch.make, convert: { $0 }, then: { _, _ in })
        }
        return construct(
            record, key, context, make: initializer, convert: { converted($0, record) },
            then: { afterInitializer($0, record, context, learned, configuration, node: $1) })
    }

    /// Returns the instance this resolution already has, or makes one, registers it in the
    /// object graph and schedules its publication, then runs `then` (the injections).
    @inlinable
    func construct<R, C>(
        _ record: Record<R>, _ key: ArgumentsKey?, _ context: ResolutionContext,
        make: () -> C, convert: (C) -> R, then: (C, Int) -> Void
    ) -> R {
        let node: Int
        switch context.lookUpOrBegin(record, key) {
        case .found(let instance): return kept(instance, as: record)
        case .begun(let begun): node = begun
        }
        let instance = make()
        let scope = record.scope
        if C.self is AnyClass, !scope.isShared {
            // The common case, ordered so that the instance is retained once, for the pool, and
            // its own reference becomes the returned value.
            context.initializerReturned(node, unsafeBitCast(instance, to: AnyObject.self))
            then(instance, node)
            return convert(instance)
        }
        let value = convert(instance)
        context.initializerReturned(node, poolObject(instance, value))
        if scope.isShared {
            let records = records
            context.publishAtEnd { records.publish(value, of: record, key) }
        }
        then(instance, node)
        return value
    }

    /// After the initializer: injects the instance, or queues its injections while an
    /// initializer is still running, so that a circular reference finds the outer instance.
    @inlinable
    func afterInitializer<R, C>(
        _ instance: C, _ record: Record<R>, _ context: ResolutionContext, _ learned: Definition<C>?,
        _ configuration: (Definition<C>) -> Void, node: Int
    ) {
        guard let injections = injections(instance, record, learned, configuration) else { return }
        context.runOrDefer(node, injections)
    }

    /// The injections of a built instance, or `nil` when its definition and class declare none.
    @inlinable
    func injections<R, C>(
        _ instance: C, _ record: Record<R>, _ learned: Definition<C>?, _ configuration: (Definition<C>) -> Void
    ) -> (() -> Void)? {
        let cache = isOnMainActor() ? record.traits : record.traitsOffMainActor
        let traits = ClassTraits.of(instance, cachedIn: cache)
        guard record.hasConfiguration || traits != 0 else { return nil }
        let object = objectIfClass(instance)
        let definition = record.hasConfiguration ? learned ?? configured(configuration) : nil
        let core = activeCore
        return { runInjections(instance, object, definition, traits, core, record) }
    }

    /// Applies a definition to an instance that already exists (`inject(_:)` on an object whose
    /// class has a listed definition), at once: the instance is no initializer's to wait for.
    @inlinable
    func inject<R, C>(
        _ instance: C, _ record: Record<R>, _ key: ArgumentsKey?, _ context: ResolutionContext,
        _ learned: Definition<C>?, _ configuration: (Definition<C>) -> Void
    ) -> R {
        let value: R = converted(instance, record)
        let node = context.adopt(record, key, poolObject(instance, value))
        if let injections = injections(instance, record, learned, configuration) {
            context.run(node, injections)
        }
        return value
    }
}

/// Runs the configuration once more to gather this build's injections.
@inlinable
func configured<C>(_ configuration: (Definition<C>) -> Void) -> Definition<C> {
    let definition = Definition<C>(scope: .objectGraph)
    configuration(definition)
    return definition
}

/// The built instance as the method's declared type.
///
/// Free when `C` is `R`. When `R` is a class-bound protocol (`any Quest`) and `C` a class, the
/// runtime's conformance look-up costs more than the rest of a build, so the first cast's
/// witness table is remembered per record and class, and later conversions assemble the
/// existential from the object and that table.
@inlinable
func converted<R, C>(_ instance: C, _ record: DefinitionRecord) -> R {
    if C.self == R.self { return unsafeBitCast(instance, to: R.self) }
    guard C.self is AnyClass, MemoryLayout<R>.size == 2 * MemoryLayout<Int>.size else {
        return cast(instance, record)
    }
    let object = unsafeBitCast(instance, to: AnyObject.self)
    let metadata = Int(bitPattern: ObjectIdentifier(type(of: object)))
    if record.conversionClass.loadAcquiring() == metadata {
        return unsafeBitCast((object, record.conversionWitness.loadRelaxed()), to: R.self)
    }
    let value: R = cast(instance, record)
    learnConversion(value, of: object, metadata: metadata, record)
    return value
}

/// The instance cast to `R`, or a stop that names the definition and both types.
@inlinable
func cast<R, C>(_ instance: C, _ record: DefinitionRecord) -> R {
    if let value = instance as? R { return value }
    stop(
        .componentTypeMismatch(component: record.name, listedAs: typeName(R.self), built: typeName(type(of: instance))))
}

/// An object as the declared type `R`, through the conversion ``converted(_:_:)`` learned
/// when the record built the object's class.
@inlinable
func convertedObject<R>(_ object: AnyObject, _ record: DefinitionRecord) -> R {
    if MemoryLayout<R>.size == 2 * MemoryLayout<Int>.size,
        record.conversionClass.loadAcquiring() == Int(bitPattern: ObjectIdentifier(type(of: object)))
    {
        return unsafeBitCast((object, record.conversionWitness.loadRelaxed()), to: R.self)
    }
    return cast(object, record)
}

/// Remembers the witness table of a class-to-protocol conversion, once per record, if `value`
/// is laid out as the object followed by the table.
@inlinable
func learnConversion<R>(_ value: R, of object: AnyObject, metadata: Int, _ record: DefinitionRecord) {
    let words = withUnsafeBytes(of: value) {
        ($0.load(as: Int.self), $0.load(fromByteOffset: MemoryLayout<Int>.size, as: Int.self))
    }
    guard words.0 == Int(bitPattern: Unmanaged.passUnretained(object).toOpaque()), words.1 != 0,
        record.conversionClass.compareExchange(expected: 0, desired: 1)
    else { return }
    record.conversionWitness.storeRelaxed(words.1)
    record.conversionClass.storeReleasing(metadata)
}

/// An instance as the object-graph pool keeps it: the built object itself when `C` is a class,
/// even when the declared type `R` is a protocol (no box to allocate), anything else boxed as `R`.
@inlinable
func poolObject<R, C>(_ instance: C, _ value: R) -> AnyObject {
    if C.self is AnyClass { return unsafeBitCast(instance, to: AnyObject.self) }
    if R.self is AnyClass { return unsafeBitCast(value, to: AnyObject.self) }
    return ValueBox(value)
}

/// An object the container keeps (an object-graph entry made by ``poolObject(_:_:)``, a weak
/// singleton) as the declared type `R`: the record guarantees that it is a `ValueBox<R>` or
/// converts to `R`.
@inlinable
func kept<R>(_ object: AnyObject, as record: DefinitionRecord) -> R {
    if R.self is AnyClass { return unsafeBitCast(object, to: R.self) }
    if ObjectIdentifier(type(of: object)) == ObjectIdentifier(ValueBox<R>.self) {
        return unsafeDowncast(object, to: ValueBox<R>.self).value
    }
    return convertedObject(object, record)
}

/// A value (or existential) kept in the object-graph pool.
@usableFromInline
final class ValueBox<R> {
    @usableFromInline let value: R
    @usableFromInline init(_ value: R) { self.value = value }
}

/// Steps 2–6 of a build: factory, will-inject and before call-backs, properties, auto-injected
/// properties, methods, after call-backs and did-inject.
@inlinable
func runInjections<C>(
    _ instance: C, _ object: AnyObject?, _ definition: Definition<C>?, _ traits: Int, _ core: FactoryCore,
    _ record: DefinitionRecord
) {
    if let object, traits != 0 { announce(object, traits: traits, core: core, willInject: true) }
    if let definition {
        for callback in definition.beforeInjections { callback(instance) }
        let environment = InjectionEnvironment(
            core: core, definition: record.name, autoInjected: traits & ClassTraits.autoInjected != 0)
        for injection in definition.propertyInjections { injection(instance, environment) }
    }
    if let object, traits & ClassTraits.autoInjected != 0 {
        core.fillSlotsOrStop(of: object)
    }
    if let definition {
        for method in definition.methodInjections { method(instance) }
        for callback in definition.afterInjections { callback(instance) }
    }
    if let object, traits & ClassTraits.injectionAware != 0 {
        announce(object, traits: traits, core: core, willInject: false)
    }
}

/// Calls the `FactoryAware` and `InjectionAware` methods an instance implements.
@usableFromInline
func announce(_ object: AnyObject, traits: Int, core: FactoryCore, willInject: Bool) {
    if willInject {
        if traits & ClassTraits.factoryAware != 0, let aware = object as? any FactoryAware {
            aware.typhoonSetFactory(core.handle)
        }
        if traits & ClassTraits.injectionAware != 0, let aware = object as? any InjectionAware {
            aware.typhoonWillInject()
        }
    } else if let aware = object as? any InjectionAware {
        aware.typhoonDidInject()
    }
}

/// The key of a call's run-time arguments, or a stop naming the one that tells nothing apart.
@usableFromInline
func argumentsKey(_ arguments: [Any], of record: DefinitionRecord) -> ArgumentsKey {
    switch ArgumentsKey.make(arguments) {
    case .success(let key):
        return key
    case .failure(let unsupported):
        stop(.unsupportedArgument(definition: record.name, position: unsupported.position, type: unsupported.type))
    }
}
