/// Post-processors attached to a factory, and those its assemblies list as components.
extension FactoryCore {
    /// Adds an instance post-processor and turns post-processing on in every assembly's table.
    func attach(_ processor: any InstancePostProcessor) {
        postProcessors.add(processor)
        for assembly in assemblies { assembly.records.startPostProcessingInstances() }
    }

    /// Adds a definition post-processor, for the definitions called from now on.
    func attach(_ processor: any DefinitionPostProcessor) {
        postProcessors.add(processor)
    }

    /// Builds the listed components that are post-processors (declared as a type that conforms,
    /// or listed `implements:` one of the protocols) and attaches them, at activation, before
    /// the eager singletons: each is built before any is attached, so none post-processes another.
    func attachListedPostProcessors(of assemblies: [Assembly]) {
        let listedProcessors = lock.withLock { listed }.filter(\.isPostProcessor)
        guard !listedProcessors.isEmpty else { return }
        let built = listedProcessors.map { callOrStop($0) }
        for processor in built {
            if let processor = processor as? any InstancePostProcessor { attach(processor) }
            if let processor = processor as? any DefinitionPostProcessor { attach(processor) }
        }
    }

    /// The names of the types a definition is listed by, if an assembly lists a component whose
    /// method runs it: its listing's matched types.
    ///
    /// A listing whose method has run is matched by its definition; one whose method has not
    /// (the definition is being made now) by its declared type.
    func listedTypes(of site: DefinitionSite, in assembly: Assembly) -> [String] {
        let candidates = lock.withLock { listed }.filter { $0.liveAssembly() === assembly }
        let learned = candidates.first { $0.learnedRecord?.site == site }
        guard let listing = learned ?? candidates.first(where: { $0.isDeclared(as: metatype(of: site.type)) }),
            case .component(let component, _) = listing.kind
        else { return [] }
        return component.matchedTypes.map(typeName)
    }
}

extension Candidate {
    /// Whether the listed component is a post-processor, by the types it is listed as.
    fileprivate var isPostProcessor: Bool {
        guard case .component(let component, _) = kind else { return false }
        let protocols = [
            ObjectIdentifier((any InstancePostProcessor).self), ObjectIdentifier((any DefinitionPostProcessor).self),
        ]
        return component.matchedTypes.contains { type in
            type is any InstancePostProcessor.Type || type is any DefinitionPostProcessor.Type
                || protocols.contains(ObjectIdentifier(type))
        }
    }
}
