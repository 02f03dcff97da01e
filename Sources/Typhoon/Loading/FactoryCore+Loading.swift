/// Unloading a factory's shared instances and loading it again (``ComponentFactory/unload()``).
extension FactoryCore {
    /// Whether every assembly of the factory is active: built its eager singletons since it was
    /// activated or last unloaded.
    var isLoaded: Bool {
        assemblies.allSatisfy { $0.records.state == .active }
    }

    /// Turns an unloaded factory active again and builds its eager singletons; does nothing for
    /// a factory that is loaded (or released).
    ///
    /// Several threads may arrive at once: one turns the assemblies active under the lock and
    /// builds, the others go on at once; the claims on the singletons keep each built once.
    func load() {
        let tables = assemblies.map(\.records)
        let loads = lock.withLock {
            let unloaded = tables.filter { $0.state == .unloaded }
            for table in unloaded { table.setState(.active) }
            return !unloaded.isEmpty
        }
        if loads { buildEagerSingletons() }
    }

    /// Forgets every shared instance of the factory and marks it unloaded, unless a resolution
    /// is in progress on the calling thread or another thread builds one of its shared instances.
    ///
    /// - Throws: ``TyphoonError/unloadDuringResolution(resolving:)``.
    func unload() throws(TyphoonError) {
        if let context = ThreadContextSlot.existingContext(), context.borrow(\.isResolving) {
            throw .unloadDuringResolution(resolving: [context.borrow(\.currentDefinition) ?? "a call on this thread"])
        }
        let tables = assemblies.map(\.records)
        guard tables.allSatisfy(\.servesCalls) else { return }
        let records = Set(tables.flatMap(\.allRecords).map { UnsafeReference($0).bits })
        // Under the graph's lock: a thread claims a shared instance before it builds it and gives
        // the claim back only once it has published it, so none is half way through. One that
        // claims later finds the factory unloaded, and loads it again before it builds.
        let dropped = SharedBuilds.process.unlessBuilding(records) { tables.flatMap { $0.unload() } }
        switch dropped {
        case .success(let dropped):
            // Released here, with no lock held: a `deinit` may resolve.
            withExtendedLifetime(dropped) {}
        case .failure(let building):
            throw .unloadDuringResolution(resolving: building.names)
        }
    }
}

extension Assembly {
    /// Loads the factory of an unloaded assembly again, for a call that found it not active.
    ///
    /// - Returns: Whether the call goes on; `false` when the assembly is not activated or its
    ///   factory was released (the caller stops with the message that says which). A call goes
    ///   on too when another thread unloaded the factory again meanwhile: what it builds is not
    ///   kept, as for a call that began before that unload.
    @inline(never)  // only the first call after an unload comes here
    func isLoadedAgain() -> Bool {
        guard records.state == .unloaded else { return false }
        core(calling: "load()").load()
        return records.servesCalls
    }

    /// Stops a call of `record` unless its assembly is active, or was unloaded and loads again.
    @inline(__always)  // on every definition call's path: one comparison while active
    func stopUnlessActive(_ record: DefinitionRecord) {
        if !records.isActive && !isLoadedAgain() { stopInactive(record) }
    }
}
