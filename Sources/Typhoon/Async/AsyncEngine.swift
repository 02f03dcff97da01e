/// The engine of async definitions: one call, from the record to the instance.
///
/// 1. A published shared instance is returned at once.
/// 2. The chain of calls on this task (``AsyncFrame``) is asked: a call being built above closes a
///    cycle through injections on its instance, or is the cycle error; an objectGraph instance of
///    the resolution is found again.
/// 3. A shared scope joins the build under way or starts one on a task of its own (``Flight``),
///    and awaits it.
/// 4. Otherwise the call builds in this task: initializer, then the injections in Typhoon's order;
///    its after call-backs join the resolution's, run when the outermost call ends.
///
/// Nothing here blocks a thread: waits are awaits, and every lock is taken and given back between
/// two suspensions.
enum AsyncEngine {
    /// Resolves one call of an async definition.
    ///
    /// - Parameters:
    ///   - call: The definition and its run-time arguments.
    ///   - postProcess: Runs the factory's instance post-processors, `nil` when it has none.
    ///   - prepare: Runs the configuration and returns the build; called only when the call builds.
    /// - Returns: The instance, as ``AsyncInstance`` keeps it.
    /// - Throws: What the build threw, a cycle, or `CancellationError` to a cancelled waiter.
    static func resolve(
        _ call: AsyncCall, postProcess: AsyncPostProcess?, prepare: () -> AsyncBuild
    ) async throws -> AnyObject {
        let record = call.record
        if let request = AsyncPatchRequest.ofThisTask { request.installIfFirst(on: record) }
        // Noted before the published instance is returned, so that every reference is drawn.
        if let wiring = AsyncWiring.ofThisTask { wiring.noteAsyncCall(call) }
        if record.scope.isShared, let shared = record.shared.published(call.key) { return shared }
        try checkActive(record)
        if record.scope == .scoped { return try await scoped(call, postProcess, prepare) }
        let frame = AsyncFrame.current
        if let frame, let found = try frame.found(call) { return found }
        let build = try record.build(prepare, postProcess: postProcess)
        if record.scope.isShared { return try await shared(call, in: record.shared, from: frame, build) }
        if let frame {
            return try await construct(call, build, parent: frame, in: frame.resolution, flight: frame.flight)
        }
        let resolution = AsyncResolution(parent: nil)
        let instance = try await construct(call, build, parent: nil, in: resolution, flight: nil)
        try await resolution.finish()
        return instance
    }

    /// The instance of a ``Scope/scoped`` call in the current region: built once per region
    /// (single flight, keyed by the region), kept by the region and released when it ends.
    @inline(never)  // only scoped definitions come here
    private static func scoped(
        _ call: AsyncCall, _ postProcess: AsyncPostProcess?, _ prepare: () -> AsyncBuild
    ) async throws -> AnyObject {
        let record = call.record
        guard let region = ScopeRegion.current else {
            throw TyphoonError.outsideScopedRegion(definition: record.name, declaredAt: record.site.location)
        }
        guard let flights = region.asyncFlights(of: record) else {
            throw TyphoonError.scopedRegionEnded(definition: record.name, declaredAt: record.site.location)
        }
        // The region's key: the same definition in a nested region is another instance, not a cycle.
        let inRegion = AsyncCall(record: record, key: region.key(for: call.key))
        if let published = flights.published(inRegion.key) { return published }
        let frame = AsyncFrame.current
        if let frame, let found = try frame.found(inRegion) { return found }
        return try await shared(inRegion, in: flights, from: frame, try record.build(prepare, postProcess: postProcess))
    }

    /// Throws when the definition's factory is not active: no new instance is built for a
    /// released factory.
    private static func checkActive(_ record: AsyncRecord) throws {
        // An unloaded factory goes on: what a call that began before the unload builds is handed
        // to its caller, not kept (``SharedFlights/forgetAll()`` dropped its slot).
        guard !record.table.servesCalls else { return }
        let assembly = String(record.name.prefix { $0 != "." })
        throw record.table.state == .released
            ? TyphoonError.factoryReleased(assembly: assembly, definition: record.name)
            : TyphoonError.notActivated(assembly: assembly, definition: record.name)
    }

    // MARK: Building

    /// Builds one instance in this task: the initializer, then its injections in Typhoon's order
    /// (before call-backs, properties, methods); its after call-backs wait for the resolution's end.
    static func construct(
        _ call: AsyncCall, _ build: AsyncBuild, parent: AsyncFrame?, in resolution: AsyncResolution,
        flight: Flight?
    ) async throws -> AnyObject {
        let node = AsyncFrame(
            record: call.record, key: call.key, parent: parent, resolution: resolution, flight: flight)
        if let flight, parent?.flight !== flight { flight.startBuilding(in: node) }
        let instance = try await AsyncFrame.$current.withValue(node) { try await build.make() }
        if call.record.scope == .weakSingleton, let box = instance as? AsyncValueBox {
            throw TyphoonError.weakSingletonOfValue(
                definition: call.record.name, type: typeName(type(of: box.value)))
        }
        if call.record.scope == .objectGraph { resolution.keep(instance, of: call) }
        try await node.initializerReturned(instance)
        // Most builds declare no injection: then no task-local binding is made for them.
        if build.steps.hasInjections {
            try await AsyncFrame.$current.withValue(node) {
                try await inject(UncheckedSendable(instance), build.steps, node)
            }
        }
        resolution.scheduleAfterCallbacks(build.steps.after, of: instance)
        guard let postProcess = build.postProcess else { return instance }
        let processed = try postProcess(instance)
        if processed !== instance, call.record.scope == .objectGraph { resolution.keep(processed, of: call) }
        return processed
    }

    /// Runs an instance's injections; a back-reference made while an initializer above runs
    /// waits for the outermost such initializer to return.
    private static func inject(
        _ instance: UncheckedSendable<AnyObject>, _ steps: AsyncSteps, _ node: AsyncFrame
    )
        async throws
    {
        for step in steps.before { try await AsyncWiring.run(step, of: node, on: instance.value) }
        for step in steps.properties {
            if step.isBackReference, let waitedFor = node.outermostAncestorInInitializer,
                waitedFor.enqueue({
                    try await AsyncFrame.$current.withValue(node) {
                        try await AsyncWiring.run(step, of: node, on: instance.value)
                    }
                })
            {
                continue
            }
            try await AsyncWiring.run(step, of: node, on: instance.value)
        }
        for step in steps.methods { try await AsyncWiring.run(step, of: node, on: instance.value) }
    }

    // MARK: Shared instances

    /// The shared instance of a call: published, or built once by a flight that every caller
    /// meanwhile awaits.
    private static func shared(
        _ call: AsyncCall, in flights: SharedFlights, from frame: AsyncFrame?, _ build: AsyncBuild
    ) async throws
        -> AnyObject
    {
        switch flights.claim(call.key, name: call.record.name) {
        case .published(let instance):
            return instance
        case .join(let flight):
            return try await wait(for: flight, from: frame)
        case .start(let flight):
            // A task of its own: a cancelled caller must not cancel what the others await. It
            // inherits this task's chain (`AsyncFrame.current`), so a cycle back to it is found.
            Task { await fly(flight, call, build, in: flights, from: frame) }
            return try await wait(for: flight, from: frame)
        }
    }

    /// Runs a flight's build as a resolution nested in the caller's, then publishes the instance,
    /// or forgets the flight when it failed, and hands the result to every waiter.
    private static func fly(
        _ flight: Flight, _ call: AsyncCall, _ build: AsyncBuild, in flights: SharedFlights, from frame: AsyncFrame?
    ) async {
        let resolution = AsyncResolution(parent: frame?.resolution)
        let outcome: Result<AnyObject, any Error>
        do {
            let instance = try await construct(call, build, parent: frame, in: resolution, flight: flight)
            try await resolution.finish()
            try checkActive(call.record)
            outcome = .success(instance)
        } catch {
            outcome = .failure(error)
        }
        // An instance built before a patch went in (or came out) is handed to its waiters but not
        // kept: the next call builds through what is installed now.
        let keeps = call.record.isStillBuiltBy(build.builtBy)
        flights.finish(
            flight, call.key, outcome, weakly: call.record.scope == .weakSingleton, keeps: keeps)
    }

    /// Awaits a flight, unless the wait would close a cycle of shared builds across tasks: then
    /// the instance is lent if its initializer has returned, and otherwise the cycle is thrown.
    private static func wait(for flight: Flight, from frame: AsyncFrame?) async throws -> AnyObject {
        guard let waiter = frame?.flight else { return try await flight.wait() }
        guard FlightWaits.enter(waiter, awaiting: flight) else {
            if let lent = flight.instanceBeingInjected { return lent }
            throw TyphoonError.circularInitializers(path: [waiter.name, flight.name, waiter.name])
        }
        defer { FlightWaits.leave(waiter, awaiting: flight) }
        return try await flight.wait()
    }
}
