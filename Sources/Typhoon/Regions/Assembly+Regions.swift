/// The engine's step for a ``Scope/scoped`` definition: the instance of the current scoped region
/// (``ScopeRegion``), or a new one built for it; see ``scopedInstance(_:_:_:make:configure:)``.
extension Assembly {
    /// The region's instance of the call, or a new one, claimed in the region (so that two
    /// threads of the region build it once) and kept by the region when the resolution ends.
    ///
    /// A first build is claimed by the region alone, in the look-up's lock; only a call that finds
    /// another thread building it (or an instance a patch may have replaced) claims it in the
    /// graph of shared builds and looks again, as a shared instance's first build does.
    ///
    /// Outside any region, or in one that has ended, the problem is thrown by a throwing
    /// definition or entry point; the plain definition then builds an instance for this
    /// resolution only, which nothing keeps, so that the resolution can end and throw. Elsewhere
    /// it stops.
    @inline(never)  // only scoped definitions come here; inlined it would crowd every call's path
    func regionInstance(
        _ record: DefinitionRecord, _ arguments: ArgumentsKey?, _ context: ResolutionContext, make: () -> Built,
        configure: Configure
    ) -> AnyObject {
        guard let region = context.currentRegion() else {
            return outsideRegion(
                TyphoonError.outsideScopedRegion, record, arguments, context, make: make, configure: configure)
        }
        let key = region.key(for: arguments)
        // Called again in the resolution that builds it, it is found there, before the region has it.
        if context.hasNode(record, key) {
            return construct(record, key, context, make: make, configure: configure, injects: true, builtBy: nil)
        }
        switch context.claimInRegion(region, record, key) {
        case .kept(let instance): return instance
        case .ended:
            return outsideRegion(
                TyphoonError.scopedRegionEnded, record, arguments, context, make: make, configure: configure)
        case .claimed: break
        case .coordinated:
            if let borrowed = context.claimSharedBuild(of: record, key) { return borrowed }
            // Another thread of the region may have built it while this one waited for the claim.
            if case .kept(let instance) = region.instance(of: record, key, in: records) { return instance }
        }
        stopUnlessActive(record)
        return newInstance(record, key, context, make: make, configure: configure)
    }

    /// A call of a scoped definition that no region can keep: the problem is reported, and the
    /// instance built for this resolution alone when the resolution goes on.
    private func outsideRegion(
        _ problem: (_ definition: String, _ declaredAt: String) -> TyphoonError, _ record: DefinitionRecord,
        _ arguments: ArgumentsKey?, _ context: ResolutionContext, make: () -> Built, configure: Configure
    ) -> AnyObject {
        let error = problem(record.name, record.site.location)
        if context.currentCallThrows {
            context.fail(error)
            return FailedBuild.shared
        }
        context.report(error)
        return newInstance(record, arguments, context, make: make, configure: configure)
    }
}
