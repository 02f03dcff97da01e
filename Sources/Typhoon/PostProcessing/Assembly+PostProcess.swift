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
        let kind = PostProcessedKind.of(value, cachedIn: record.postProcessedKind)
        // A post-processor is not post-processed, as in Typhoon: it would see itself half made.
        guard kind & PostProcessedKind.postProcessor == 0 else { return value }
        var component: Any = kind & PostProcessedKind.boxed != 0 ? (value as! any AnyValueBox).anyValue : value
        var built = (value: value, instance: instance)
        for processor in core(calling: record.method).postProcessors.instance {
            let returned = processor.postProcess(component)
            if isObject(returned, built.instance) { continue }
            guard let replacement = builtReplacement(returned, as: metatype(of: record.site.type)) else {
                context.report(
                    .postProcessedTypeMismatch(
                        definition: record.name, declaredAt: record.site.location,
                        declared: typeName(metatype(of: record.site.type)), returned: typeName(type(of: returned)),
                        postProcessor: typeName(type(of: processor))))
                return built.value
            }
            built = (replacement.value, replacement.instance)
            component = returned
        }
        guard built.value !== value else { return value }
        let original = record.scope == .weakSingleton ? instance : value
        let kept = record.scope == .weakSingleton ? weaklyKept(built.instance, record) : built.value
        context.replace(node, of: original, with: (built.value, kept))
        return built.value
    }

    /// Runs the factory's definition post-processors on a definition about to get its record.
    ///
    /// - Returns: What they made of it, or `nil` when the factory has none.
    func processedDefinition(
        _ site: DefinitionSite, _ definition: any AnyDefinition, _ method: String
    ) -> ProcessedDefinition? {
        processedDefinition(site, scope: definition.scope, method, isAsync: false)
    }

    /// Runs the factory's definition post-processors on a definition, plain or async, of scope
    /// `scope`, about to get its record.
    ///
    /// - Returns: What they made of it, or `nil` when the factory has none.
    func processedDefinition(
        _ site: DefinitionSite, scope: Scope, _ method: String, isAsync: Bool
    ) -> ProcessedDefinition? {
        // A factory released meanwhile stops the call later, where a released one always does.
        guard let core = liveCore else { return nil }
        let processors = core.postProcessors.definition
        guard !processors.isEmpty else { return nil }
        let original = DefinitionDescription(
            assembly: assemblyName, method: method, scope: scope,
            declaredType: typeName(metatype(of: site.type)), listedTypes: core.listedTypes(of: site, in: self),
            location: site.location, isAsync: isAsync)
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
///
/// The existential is opened rather than cast to `AnyObject`, which would look for a bridging
/// conformance on every call.
private func isObject(_ returned: Any, _ instance: AnyObject) -> Bool {
    func isInstance<T>(_ value: T) -> Bool {
        T.self is AnyClass && uncheckedObject(value) === instance
    }
    return _openExistential(returned, do: isInstance)
}

/// What instance post-processing needs to know of a built instance's class, learned once per
/// definition and class (as ``ClassTraits`` are) and packed with the class's metadata address.
private enum PostProcessedKind {
    /// The instance is a ``ValueBox``: post-processors see its value.
    static let boxed = 1
    /// The instance is a post-processor, which is not post-processed.
    static let postProcessor = 2
    /// Set once learned, so that a kind of 0 is told from nothing learned.
    static let learned = 4

    /// The kind of a built instance (the value of its ``Built``), from the record's cache when it
    /// built that class before.
    static func of(_ value: AnyObject, cachedIn cache: UnsafeAtomicWord) -> Int {
        let metadata = Int(bitPattern: ObjectIdentifier(type(of: value)))
        let packed = cache.loadRelaxed()
        if packed & ~7 == metadata { return packed & 7 }
        var kind = learned
        var component: Any = value
        if let box = value as? any AnyValueBox {
            kind |= boxed
            component = box.anyValue
        }
        if component is any InstancePostProcessor || component is any DefinitionPostProcessor {
            kind |= postProcessor
        }
        // A box's value may be of another class at its next build: only its boxing is cached.
        if kind & boxed == 0 { cache.storeRelaxed(metadata | kind) }
        return kind
    }
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
