/// The engine's two post-processing steps: a definition's, when its record is made, and an
/// instance's, after its injections (``Assembly/construct(_:_:_:make:configure:injects:builtBy:)``).
extension Assembly {
    /// Runs the factory's instance post-processors on an instance just built and injected, and
    /// puts the replacement they return, if any, in its place for this resolution, for its
    /// publication and for the caller.
    ///
    /// - Parameters:
    ///   - value: The instance as calls get it.
    ///   - instance: The instance as its injections took it.
    ///   - record: The definition.
    ///   - node: The instance's node in this resolution.
    ///   - context: This thread's resolution.
    /// - Returns: `value`, or the replacement as calls get it.
    @inline(never)  // only factories with instance post-processors come here
    func postProcessed(
        _ value: AnyObject, _ instance: AnyObject, _ record: DefinitionRecord, _ node: Int,
        _ context: ResolutionContext
    ) -> AnyObject {
        guard context.buildGoesOn else { return value }
        let component = (value as? any AnyValueBox)?.anyValue ?? value
        // A post-processor is not post-processed, as in Typhoon: it would see itself half made.
        guard !(component is any InstancePostProcessor), !(component is any DefinitionPostProcessor) else {
            return value
        }
        var current = (value: value, instance: instance, component: component)
        for processor in core(calling: record.method).postProcessors.instance {
            let returned = processor.postProcess(current.component)
            if isSameObject(returned, current.instance) { continue }
            guard let built = builtReplacement(returned, as: metatype(of: record.site.type)) else {
                context.report(
                    .postProcessedTypeMismatch(
                        definition: record.name, declaredAt: record.site.location,
                        declared: typeName(metatype(of: record.site.type)), returned: typeName(type(of: returned)),
                        postProcessor: typeName(type(of: processor))))
                return current.value
            }
            current = (built.value, built.instance, returned)
        }
        guard current.value !== value else { return value }
        let original = record.scope == .weakSingleton ? instance : value
        let kept = record.scope == .weakSingleton ? weaklyKept(current.instance, record) : current.value
        context.replace(node, of: original, with: (current.value, kept))
        return current.value
    }

    /// Runs the factory's definition post-processors on a definition about to get its record.
    ///
    /// - Returns: What they made of it, or `nil` when the factory has none.
    func processedDefinition(
        _ site: DefinitionSite, _ definition: any AnyDefinition, _ method: String
    ) -> ProcessedDefinition? {
        let core = core(calling: method)
        let processors = core.postProcessors.definition
        guard !processors.isEmpty else { return nil }
        let original = DefinitionDescription(
            assembly: assemblyName, method: method, scope: definition.scope,
            declaredType: typeName(metatype(of: site.type)), listedTypes: core.listedTypes(of: site, in: self),
            location: site.location)
        var processed = ProcessedDefinition(original: original, declaredType: site.type)
        for processor in processors { processor.postProcess(&processed) }
        return processed
    }

    /// Installs a definition post-processor's replacement on a record not yet in its table, or
    /// reports a replacement of another type (a stop, or the error of a throwing call).
    func install(_ processed: ProcessedDefinition, on record: DefinitionRecord) {
        if let mismatched = processed.mismatchedReplacement {
            let error = TyphoonError.replacementTypeMismatch(
                definition: record.name, declared: processed.original.declaredType, replacement: mismatched)
            ThreadContextSlot.withContext { context in
                guard context.enteringCallThrows else { stop(error) }
                context.fail(error)
            }
        }
        if let replacement = processed.replacement { _ = record.installProcessedReplacement(replacement) }
    }
}

/// Whether a post-processor returned the very object it was given.
private func isSameObject(_ returned: Any, _ instance: AnyObject) -> Bool {
    type(of: returned) is AnyClass && (returned as AnyObject) === instance
}

/// A post-processor's replacement as the engine keeps instances of the declared type `R`, or
/// `nil` when `R` cannot hold it.
private func builtReplacement(_ replacement: Any, as declared: Any.Type) -> Built? {
    func built<R>(as _: R.Type) -> Built? {
        guard let typed = replacement as? R else { return nil }
        if R.self is AnyClass { return Built(object: uncheckedObject(typed)) }
        let box = ValueBox<R>(typed)
        return Built(instance: objectIfClass(typed) ?? box, value: box)
    }
    return built(as: declared)
}

extension Built {
    /// The instance as calls get it; the caller has excluded ``failed``.
    fileprivate var value: AnyObject {
        switch self {
        case .object(let object): object
        case .boxed(let value, _): value
        case .failed: FailedBuild.shared
        }
    }

    /// The instance as injections take it; the caller has excluded ``failed``.
    fileprivate var instance: AnyObject {
        switch self {
        case .object(let object): object
        case .boxed(_, let instance): instance
        case .failed: FailedBuild.shared
        }
    }
}
