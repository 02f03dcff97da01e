extension FactoryCore {
    /// A factory for ``ComponentFactory/verify(samples:)-9hdp``: new instances of the same assembly
    /// classes (made with `init()`, with the configurations attached to each), the same global
    /// configurations and registered converters, and the same patches; no eager singleton built.
    ///
    /// Nothing it builds touches this factory: it has its own records and singletons, kept under
    /// their tables' locks, so that releasing the sandbox frees them
    /// (``RecordTable/keepsSingletonsUnderLock``).
    func sandbox() -> (factory: ComponentFactory, pairs: [(original: Assembly, copy: Assembly)]) {
        let originals = assemblies
        let copies = originals.map { type(of: $0).init() }
        for (original, copy) in zip(originals, copies) {
            copy.attachedConfigs = original.records.lock.withLock { original.attachedConfigs }
            copy.records.keepsSingletonsUnderLock = true
        }
        let (configs, converters) = lock.withLock { (globalConfigs, registeredConverters) }
        let factory = ComponentFactory(deferringEagerSingletonsOf: copies, configs: configs)
        factory.core.lock.withLock { factory.core.registeredConverters = converters }
        for (original, copy) in zip(originals, copies) {
            for record in original.records.patchedRecordCopies() { _ = copy.records.insert(record) }
        }
        return (factory, Array(zip(originals, copies)))
    }
}
