/// Attaching post-processors to a factory.
extension ComponentFactory {
    /// Attaches an instance post-processor: every component built from now on goes through it.
    ///
    /// Use it for a post-processor that needs nothing from the factory; one that needs
    /// components can be a listed component instead (see ``InstancePostProcessor``), which the
    /// factory attaches when it is activated. Post-processors run by ``InstancePostProcessor/order``,
    /// lower first. Instances built before, singletons included, are left as they are;
    /// ``unload()`` makes the factory build its singletons again, through it.
    ///
    /// - Parameter postProcessor: The post-processor, kept for the factory's life.
    public func attach(_ postProcessor: any InstancePostProcessor) {
        core.attach(postProcessor)
    }

    /// Attaches a definition post-processor: every definition called for the first time from now
    /// on goes through it before it builds anything.
    ///
    /// Use it before the definitions it concerns run; a definition post-processor listed as a
    /// component is attached at activation, before any other definition runs (see
    /// ``DefinitionPostProcessor``).
    ///
    /// - Parameter postProcessor: The post-processor, kept for the factory's life.
    public func attach(_ postProcessor: any DefinitionPostProcessor) {
        core.attach(postProcessor)
    }

    /// The instance post-processors attached, in the order they run.
    public var instancePostProcessors: [any InstancePostProcessor] {
        core.postProcessors.instance
    }

    /// The definition post-processors attached, in the order they run.
    public var definitionPostProcessors: [any DefinitionPostProcessor] {
        core.postProcessors.definition
    }
}
