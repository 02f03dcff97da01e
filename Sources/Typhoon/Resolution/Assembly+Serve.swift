import CTyphoonAtomics

/// The engine: one definition call, from the call site to the instance, in the order it runs.
///
/// 0. ``lookUpCall(at:hasArguments:)`` finds the definition's record and a published singleton,
///    which the front returns at once; ``definitionCall(at:found:_:_:make:configure:)``
///    makes the record on the definition's first call;
/// 1. ``serve(_:_:make:configure:)`` enters the call in the thread's ``ResolutionContext`` and
///    serves what it is for (a patch, an `inject(_:)`), if anything;
/// 2. ``scopedInstance(_:_:_:make:configure:)`` returns the shared instance of a shared scope,
///    or claims it and builds it, through the patch if one is installed;
/// 3. ``construct(_:_:_:make:configure:injects:)`` returns the instance this resolution already has, or
///    runs the initializer and schedules the publication of a shared instance;
/// 4. ``inject(_:_:_:_:configure:)`` runs the injections (``Injection``) before the instance is
///    handed on, and queues its after call-backs (``AfterCallbacks``);
/// 5. when the outermost call ends, the context runs the after call-backs, publishes the shared
///    instances (``Publication``) and forgets the object graph.
///
/// Nothing here is generic: the definition's own code reaches it through `configure` (its
/// configuration) and `make` (the initializer), so it is compiled once, in this module.
/// The steps on every call's path are `@inline(__always)`: they are one function cut up to be
/// read, and a call per step cost 14% of the instructions of a graph by reference.
extension Assembly {
    /// Step 0, as `define` takes it: the definition's record, if it has been called before, and
    /// its published singleton, if the call may return it at once.
    ///
    /// The front asks this before it makes any closure for
    /// ``definitionCall(at:found:_:_:make:configure:)``, so that a published singleton
    /// costs this call, a retain and a conversion; any other call hands the record on, and it is
    /// looked up once. Small and out of line: what it inlines is the table's look-up of the
    /// site's first slot (``RecordTable/lookUp(_:hasArguments:)``).
    ///
    /// - Parameters:
    ///   - site: The `define` call's location and declared type.
    ///   - hasArguments: Whether the call passed run-time arguments (then nothing is published).
    /// - Returns: The record and the published singleton, both unretained: the table keeps the
    ///   record and the record keeps the singleton while the assembly lives, which its caller
    ///   holds (``UnsafePublishedObject``).
    @usableFromInline
    func lookUpCall(at site: DefinitionSite, hasArguments: Bool) -> RecordTable.Lookup {
        records.lookUpInFirstSlot(site, hasArguments: hasArguments)
            ?? lookUpCallProbing(at: site, hasArguments: hasArguments)
    }

    /// ``lookUpCall(at:hasArguments:)`` past the site's first slot: a method of the assembly, so
    /// that the call to it is a tail call (`self` stays where it came), and the look-up saves two
    /// registers (a call that returned to it made it save five: 5 instructions a call).
    @inline(never)
    private func lookUpCallProbing(at site: DefinitionSite, hasArguments: Bool) -> RecordTable.Lookup {
        records.lookUpProbing(site, hasArguments: hasArguments)
    }

    /// Step 0 in one call, for the fronts that do not ask ``lookUpCall(at:hasArguments:)`` first
    /// (`defineThrowing`, `option`): finds the definition's record, returns a published singleton
    /// at once, and otherwise serves the call.
    ///
    /// - Parameters: As for ``definitionCall(at:found:_:_:make:configure:)``, less `found`.
    /// - Returns: The instance, retained, and the record that ``kept(_:as:)`` turns it into the
    ///   declared type with.
    @usableFromInline
    func definitionCall(
        at site: DefinitionSite, _ arguments: [Any], _ function: StaticString,
        make: (DefinitionRecord) -> Built, configure: Configure
    ) -> (AnyObject, UnsafeReference<DefinitionRecord>) {
        let found = records.lookUp(site, hasArguments: !arguments.isEmpty)
        // The singleton path: no lock and no cast once published.
        if let published = found.published, let record = found.record { return (published.object, record) }
        return definitionCall(at: site, found: found.record, arguments, function, make: make, configure: configure)
    }

    /// Step 0 once the record is looked up and no published singleton answers: makes the record
    /// on the definition's first call, and serves the call.
    ///
    /// - Parameters:
    ///   - site: The `define` call's location and declared type.
    ///   - found: The definition's record, if the table has it already (``lookUpCall(at:hasArguments:)``).
    ///   - arguments: The call's run-time arguments.
    ///   - function: The method, for messages.
    ///   - make: Runs the initializer, given the record borrowed: a front that borrowed it itself
    ///     would need a closure inside its closure, one more function specialized per definition.
    ///   - configure: Runs the configuration, gathering the injections of one build (given no
    ///     target) or making them in place; a definition's first call runs it once more, gathering,
    ///     to learn from (``learnRecord(_:hasArguments:_:configure:)``).
    /// - Returns: The instance, retained, and the record that ``kept(_:as:)`` turns it into the
    ///   declared type with.
    @usableFromInline @inline(never)  // every step is inlined here: one copy, not one per caller
    func definitionCall(
        at site: DefinitionSite, found: UnsafeReference<DefinitionRecord>?, _ arguments: [Any],
        _ function: StaticString, make: (DefinitionRecord) -> Built, configure: Configure
    ) -> (AnyObject, UnsafeReference<DefinitionRecord>) {
        guard let record = found else {
            return firstCall(at: site, arguments, function, make: make, configure: configure)
        }
        return (served(record, arguments, make: make, configure: configure), record)
    }

    /// A definition's first call: learns its record, then serves the call.
    ///
    /// The definition the record was learned from, and what its configuration captured, are kept
    /// until the call has been served: released before it, a `deinit` that calls a definition
    /// would be the first call to enter, and take this call's purpose (a patch to install, an
    /// instance to adopt) for its own.
    @inline(never)
    private func firstCall(
        at site: DefinitionSite, _ arguments: [Any], _ function: StaticString,
        make: (DefinitionRecord) -> Built, configure: Configure
    ) -> (AnyObject, UnsafeReference<DefinitionRecord>) {
        let (record, learned) = learnRecord(site, hasArguments: !arguments.isEmpty, function, configure: configure)
        let instance = withExtendedLifetime(learned) { served(record, arguments, make: make, configure: configure) }
        return (instance, record)
    }

    /// Serves a call of the record, on the path an async wiring graph being drawn asks for.
    @inline(__always)
    private func served(
        _ record: UnsafeReference<DefinitionRecord>, _ arguments: [Any], make: (DefinitionRecord) -> Built,
        configure: Configure
    ) -> AnyObject {
        record.borrow {
            // An async wiring graph being drawn somewhere: one relaxed load while none is.
            // `make` borrows the record again: a closure that captured the borrowed object would
            // retain and release it on every call.
            typhoon_async_drawings_load() == 0
                ? serve($0, arguments, make: { record.borrow(make) }, configure: configure)
                : servedForAsyncWiring($0, arguments, make: { record.borrow(make) }, configure: configure)
        }
    }

    /// Step 1: serves a definition call made in this thread's resolution.
    ///
    /// - Parameters:
    ///   - record: The definition's record, which this assembly's table owns.
    ///   - arguments: The call's run-time arguments.
    ///   - make: Runs the initializer.
    ///   - configure: Runs the configuration, gathering the injections of one build.
    /// - Returns: The instance, as ``kept(_:as:)`` turns it into the declared type.
    @inline(__always)
    func serve(
        _ record: DefinitionRecord, _ arguments: [Any], make: () -> Built, configure: Configure
    ) -> AnyObject {
        stopUnlessActive(record)
        guard arguments.isEmpty else { return serveWithArguments(record, arguments, make: make, configure: configure) }
        return serve(record, nil, make: make, configure: configure)
    }

    /// Step 1 for a call with run-time arguments: their key, and its own copy of the path, out of
    /// line, so that the common path holds no key (a release of nothing on every call).
    @inline(never)
    private func serveWithArguments(
        _ record: DefinitionRecord, _ arguments: [Any], make: () -> Built, configure: Configure
    ) -> AnyObject {
        serve(record, argumentsKey(arguments, of: record), make: make, configure: configure)
    }

    /// Step 1 once the call's key is known.
    @inline(__always)
    private func serve(
        _ record: DefinitionRecord, _ key: ArgumentsKey?, make: () -> Built, configure: Configure
    ) -> AnyObject {
        ThreadContextSlot.withContext { context in
            let isAwaited = context.enter(record, of: records)
            defer { context.leave() }
            if isAwaited, let adopted = servePurpose(record, key, context, configure: configure) { return adopted }
            return scopedInstance(record, key, context, make: make, configure: configure)
        }
    }

    /// Serves what the awaited call is for: installs a patch, or adopts an existing instance.
    ///
    /// - Returns: The adopted instance, or `nil` when the call goes on to build as usual.
    @inline(never)  // rare (a patch, an `inject(_:)`); inlined it would crowd every call's path
    private func servePurpose(
        _ record: DefinitionRecord, _ key: ArgumentsKey?, _ context: ResolutionContext,
        configure: Configure
    ) -> AnyObject? {
        switch context.takePurpose() {
        case .patch(let replacement)?:
            install(replacement, on: record, context)
            return nil
        case .adopt(let instance)?:
            return adopt(instance, record, key, context, configure: configure)
        case nil:
            return nil
        }
    }

    /// Step 2: the shared instance of a shared scope, if published; otherwise a new instance,
    /// built through the patch if one is installed.
    ///
    /// For a shared scope the patch is read once the instance is claimed, so that a patch
    /// installed while this thread waited for another's build of it is the one it builds.
    @inline(__always)
    func scopedInstance(
        _ record: DefinitionRecord, _ key: ArgumentsKey?, _ context: ResolutionContext, make: () -> Built,
        configure: Configure
    ) -> AnyObject {
        if record.scope.isShared {
            if let shared = records.sharedInstance(record, key) { return shared }
            if let shared = claimedSharedInstance(record, key, context) { return shared }
        } else if record.scope == .scoped {
            return regionInstance(record, key, context, make: make, configure: configure)
        }
        return newInstance(record, key, context, make: make, configure: configure)
    }

    /// A new instance of the call, built through the patch if one is installed; a shared one is
    /// claimed already.
    @inline(__always)
    func newInstance(
        _ record: DefinitionRecord, _ key: ArgumentsKey?, _ context: ResolutionContext, make: () -> Built,
        configure: Configure
    ) -> AnyObject {
        // Once the instance is claimed no other thread patches or detaches the definition until
        // this resolution ends, so what is read here builds it; the instance is published only if
        // that is still the definition's patch (or still none) then (`builtBy`).
        if record.patchCount.loadAcquiring() != 0, let patch = records.lock.withLock({ record.patch }) {
            return construct(
                record, key, context, make: patch.make, configure: configure, injects: false, builtBy: patch)
        }
        if record.mustBePatchedInTests { reportUnpatchedInTest(record, context) }
        return construct(record, key, context, make: make, configure: configure, injects: true, builtBy: nil)
    }

    /// Reports a marked definition (``Definition/mustBePatchedInTests()``) that a test is about to
    /// build without a patch.
    ///
    /// An outermost call that throws throws it (and publishes nothing); otherwise it fails the
    /// test (``ActiveTest``), once per definition however many paths reach it. The build goes on either way, so that the test can end. Outside a
    /// test it does nothing. A verification never builds it, in a test or not: its thread names it
    /// as not verified and parks (``Verification/declineUnpatchedIfVerifying(_:_:)``).
    @inline(never)  // rare: only marked definitions come here, and only unpatched
    private func reportUnpatchedInTest(_ record: DefinitionRecord, _ context: ResolutionContext) {
        Verification.declineUnpatchedIfVerifying(record, context)
        guard let test = ActiveTest.current else { return }
        let error = TyphoonError.unpatchedInTest(
            definition: record.name, declaredAt: record.site.location, test: test.name,
            path: context.pathFromRoot(to: record))
        if context.outermostCallThrows {
            context.report(error)
        } else if test.isFirstReport(of: record.name) {
            test.fail(error)
        }
    }

    /// Claims a shared instance that is not kept (waiting while another thread builds it) and
    /// looks again, so that the caller builds it only if nobody published it meanwhile.
    ///
    /// - Returns: The shared instance published meanwhile, or the one borrowed from another
    ///   thread's resolution met in a cycle (``SharedBuilds``), or `nil` when the caller builds it.
    @inline(never)  // a first build; inlined it would crowd the registers of every call's path
    private func claimedSharedInstance(
        _ record: DefinitionRecord, _ key: ArgumentsKey?, _ context: ResolutionContext
    ) -> AnyObject? {
        if let borrowed = context.claimSharedBuild(of: record, key) { return borrowed }
        if let shared = records.sharedInstance(record, key) { return shared }
        // A factory released since this call began has let its shared instances go: building
        // another would hand this caller a second singleton.
        stopUnlessActive(record)
        return nil
    }

    /// Step 3: the instance this resolution already has for the call, or a new one, registered in
    /// the object graph (and, for a shared scope, published when the resolution ends).
    ///
    /// - Parameters:
    ///   - record: The definition's record.
    ///   - key: The call's run-time arguments.
    ///   - context: This thread's resolution.
    ///   - make: Runs the initializer (or the patch's replacement).
    ///   - configure: Runs the configuration.
    ///   - injects: Whether the instance gets its definition's injections; a patch's stand-in
    ///     gets none.
    ///   - builtBy: The patch whose replacement `make` runs, `nil` for the definition's own
    ///     initializer: a shared instance is published only if it is still the definition's then.
    /// - Returns: The instance as calls get it.
    func construct(
        _ record: DefinitionRecord, _ key: ArgumentsKey?, _ context: ResolutionContext, make: () -> Built,
        configure: Configure, injects: Bool, builtBy: PatchReplacement?
    ) -> AnyObject {
        let node: Int
        switch context.lookUpOrBegin(record, key) {
        case .found(let instance): return instance
        case .begun(let begun): node = begun
        }
        switch make() {
        case .failed:
            context.initializerFailed(node)
            return FailedBuild.shared
        case .object(let object):
            return constructed(
                object, instance: object, record, key, node, context, configure, injects: injects,
                builtBy: builtBy)
        case .boxed(let value, let instance):
            return constructed(
                value, instance: instance, record, key, node, context, configure, injects: injects,
                builtBy: builtBy)
        }
    }

    /// The rest of step 3 once the initializer returned: the node gets its instance, a shared one
    /// is scheduled for publication, and its injections run or wait.
    ///
    /// - Parameters:
    ///   - value: The instance as calls get it (the value of a ``Built``).
    ///   - instance: The instance as its injections take it (the instance of a ``Built``).
    ///   - record: The definition's record.
    ///   - key: The call's run-time arguments.
    ///   - node: The instance's node in this resolution.
    ///   - context: This thread's resolution.
    ///   - configure: Runs the configuration.
    ///   - injects: Whether the instance gets its definition's injections.
    ///   - builtBy: The patch whose replacement built the instance, `nil` for the definition's own
    ///     initializer.
    /// - Returns: `value`.
    private func constructed(
        _ value: AnyObject, instance: AnyObject, _ record: DefinitionRecord, _ key: ArgumentsKey?, _ node: Int,
        _ context: ResolutionContext, _ configure: Configure, injects: Bool, builtBy: PatchReplacement?
    ) -> AnyObject {
        context.initializerReturned(node, value)
        if record.scope.isShared {
            let kept = record.scope == .weakSingleton ? weaklyKept(instance, record) : value
            context.publishAtEnd(
                Publication(table: records, record: record, key: key, object: kept, builtBy: builtBy))
        } else if record.scope == .scoped, let region = context.currentRegion(), let key {
            context.publishAtEnd(
                Publication(table: records, record: record, key: key, object: value, builtBy: builtBy, region: region))
        }
        // An option's component was injected by the definition it picked.
        if injects && !record.isOption { inject(instance, record, node, context, configure: configure) }
        // One relaxed load when the factory has no instance post-processor.
        if records.postProcessesInstances { return postProcessed(value, instance, record, node, context) }
        return value
    }

    /// What a weak singleton keeps: the instance itself (a box would be released at once), which
    /// must be an object.
    func weaklyKept(_ instance: AnyObject, _ record: DefinitionRecord) -> AnyObject {
        if let box = instance as? any AnyValueBox {
            stop(.weakSingletonOfValue(definition: record.name, type: box.valueTypeName), at: record.site)
        }
        return instance
    }

    /// Step 4: the instance's injections, run now, so that it is complete before whoever asked for
    /// it gets it; its after call-backs wait for the end of the resolution, and so does the release
    /// of its configuration (whose closures hold what the user's configuration captured).
    func inject(
        _ instance: AnyObject, _ record: DefinitionRecord, _ node: Int, _ context: ResolutionContext,
        configure: Configure
    ) {
        let traits = traits(of: instance, record, context)
        // Most instances need nothing: neither their definition nor their class asks.
        guard record.hasConfiguration || traits != 0 else { return }
        guard record.hasConfiguration else {
            return context.run(injection(of: instance, record, node, steps: nil, traits: traits))
        }
        if record.order.isBuildOrder, traits & ClassTraits.autoInjected == 0 || !record.order.hasMethods {
            return context.run(
                injection(of: instance, record, node, steps: nil, traits: traits), configuringInPlace: configure,
                of: UnsafeReference(self))
        }
        let steps = configure(nil)
        context.run(injection(of: instance, record, node, steps: steps, traits: traits))
        context.keepUntilEnd(steps)
    }

    /// What an instance's class asks of the container, from the record's cache.
    @inline(__always)
    private func traits(of instance: AnyObject, _ record: DefinitionRecord, _ context: ResolutionContext) -> Int {
        ClassTraits.of(instance, cachedIn: context.isOnMainActor ? record.traits : record.traitsOffMainActor)
    }

    /// The injections of an instance: its definition's (`steps`, gathered only when the
    /// definition declares any) and its class's (`traits`).
    private func injection(
        of instance: AnyObject, _ record: DefinitionRecord, _ node: Int, steps: (any AnyDefinition)?, traits: Int
    ) -> Injection {
        Injection(
            node: node, instance: UnsafeReference(instance), steps: steps, traits: traits,
            core: core(building: record), record: UnsafeReference(record))
    }

    // MARK: Purposes

    /// Installs a patch's replacement on the definition the patched method entered.
    ///
    /// No other thread builds an instance of the definition while the patch goes in, so none
    /// built by the original can be published after it; nor can one this thread built before,
    /// even in this resolution, while the patch is installed (each publication names what built
    /// it, ``Publication/builtBy``), and this resolution does not find one again. What the record drops (the shared instances, a patch it replaces) is released when
    /// the resolution ends, in case a deinit resolves.
    private func install(_ replacement: AnyObject, on record: DefinitionRecord, _ context: ResolutionContext) {
        guard let replacement = replacement as? PatchReplacement else { return }
        let dropped = context.withoutOtherBuilds(of: record) { records.lock.withLock { record.install(replacement) } }
        guard let dropped else { return }
        context.hideInstances(of: record)
        context.keepUntilEnd(dropped as AnyObject)
    }

    /// Applies the definition to an instance that already exists (`inject(_:)` on an object whose
    /// class has a listed definition), at once: the instance is no initializer's to wait for.
    ///
    /// - Returns: The instance, or `nil` if the definition builds another type (then the call
    ///   builds as usual).
    private func adopt(
        _ instance: AnyObject, _ record: DefinitionRecord, _ key: ArgumentsKey?, _ context: ResolutionContext,
        configure: Configure
    ) -> AnyObject? {
        let steps = record.hasConfiguration ? configure(nil) : nil
        if let steps { context.keepUntilEnd(steps) }
        if let steps, !steps.accepts(instance) { return nil }
        let node = context.adopt(record, key, instance)
        let traits = traits(of: instance, record, context)
        if record.hasConfiguration || traits != 0 {
            context.run(injection(of: instance, record, node, steps: steps, traits: traits))
        }
        return instance
    }

    // MARK: The record

    /// Makes the record of a definition called for the first time (or finds the one another
    /// thread made first).
    ///
    /// - Parameters:
    ///   - site: The `define` call's location and declared type.
    ///   - hasArguments: Whether the call passed run-time arguments.
    ///   - function: The method, for messages.
    ///   - configure: The configuration, run once here, gathering, to learn the scope and whether
    ///     it declares injections (in the order a build runs them).
    /// - Returns: The record, owned by this assembly's table, and the definition learned from,
    ///   for the caller to keep until the call has been served.
    func learnRecord(
        _ site: DefinitionSite, hasArguments: Bool, _ function: StaticString, configure: Configure
    ) -> (UnsafeReference<DefinitionRecord>, any AnyDefinition) {
        if records.state != .active && !isLoadedAgain() { stopInactive("\(function)", at: site) }
        let definition = configure(nil)
        // Inside a resolution, what the configuration captured goes when the resolution ends.
        ThreadContextSlot.existingContext()?.borrow { $0.keepUntilEnd(definition) }
        let processed = processedDefinition(site, definition, "\(function)")
        let made = DefinitionRecord(
            site: site, scope: processed?.scope ?? definition.scope, hasConfiguration: definition.declaresInjections,
            order: definition.order,
            mustBePatchedInTests: definition.isReplacedInTests, assemblyName: assemblyName,
            method: "\(function)", isOption: definition.isOption)
        if let processed { install(processed, on: made) }
        if !hasArguments, let mistake = made.parameterMistake() {
            // A throwing definition throws it when its call ends; any other stops here.
            ThreadContextSlot.withContext { context in
                guard context.enteringCallThrows else { stop(mistake, at: site) }
                context.fail(mistake)
            }
        }
        return (records.insert(made), definition)
    }
}

/// The key of a call's run-time arguments, or a stop naming the one that tells nothing apart.
func argumentsKey(_ arguments: [Any], of record: DefinitionRecord) -> ArgumentsKey {
    switch ArgumentsKey.make(arguments) {
    case .success(let key):
        return key
    case .failure(let unsupported):
        stop(
            .unsupportedArgument(definition: record.name, position: unsupported.position, type: unsupported.type),
            at: record.site)
    }
}
