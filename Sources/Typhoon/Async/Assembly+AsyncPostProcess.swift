/// Runs the factory's instance post-processors on what an async definition builds, once its
/// injections are done: built by the async engine, which does not know the component's type.
typealias AsyncPostProcess = @Sendable (AnyObject) throws -> AnyObject

/// Instance post-processing of async definitions (``InstancePostProcessor``).
extension Assembly {
    /// What post-processes an instance of an async definition declared as `R`, or `nil` when the
    /// factory has no instance post-processor (one relaxed load, as for a plain definition).
    ///
    /// The post-processors are taken when the call builds, in their order; each sees the
    /// component as the definition declares it, and may hand back another of that type. A
    /// post-processor is never post-processed, as for a plain definition.
    func asyncPostProcessing<R>(_: R.Type, _ record: AsyncRecord) -> AsyncPostProcess? {
        guard records.postProcessesInstances, let processors = liveCore?.postProcessors.instance,
            !processors.isEmpty
        else { return nil }
        let name = record.name
        let location = record.site.location
        return { instance in
            var component = AsyncInstance.unwrap(instance, as: R.self)
            if component is any InstancePostProcessor || component is any DefinitionPostProcessor { return instance }
            var replaced = false
            for processor in processors {
                let returned = processor.postProcess(component)
                guard let replacement = returned as? R else {
                    throw TyphoonError.postProcessedTypeMismatch(
                        definition: name, declaredAt: location, declared: typeName(R.self),
                        returned: typeName(type(of: returned)), postProcessor: typeName(type(of: processor)))
                }
                replaced = replaced || !isInstance(returned, instance)
                component = replacement
            }
            return replaced ? AsyncInstance.wrap(component) : instance
        }
    }
}

/// Whether a post-processor handed back the instance it was given: the same object (a value is
/// taken as replaced, its box being the engine's own).
private func isInstance(_ returned: Any, _ instance: AnyObject) -> Bool {
    type(of: returned) is AnyClass && (returned as AnyObject) === instance
}
