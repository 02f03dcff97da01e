/// What a factory knows of its definitions, for ``ComponentFactory/definitions`` and the
/// `description` of a factory and of an assembly.
extension FactoryCore {
    /// The definitions of one of this factory's assemblies: each definition that has run, in the
    /// order they first ran, then each listed component whose method has not run yet.
    func definitions(of assembly: Assembly) -> [DefinitionDescription] {
        let listings = lock.withLock { listed }.filter { $0.liveAssembly() === assembly }
        let records = assembly.records.allRecords
        let called = records.map { record in
            DefinitionDescription(
                assembly: record.assemblyName, method: record.method, scope: record.scope,
                declaredType: typeName(metatype(of: record.site.type)),
                listedTypes: listings.first { $0.learnedRecord === record }.map(\.listedTypeNames) ?? [],
                location: record.site.location)
        }
        let notCalled = listings.filter { $0.learnedRecord == nil }.compactMap(\.uncalledDescription)
        return called + notCalled
    }
}

extension Candidate {
    /// The names of the types the component is found by.
    fileprivate var listedTypeNames: [String] {
        guard case .component(let component, _) = kind else { return [] }
        return component.matchedTypes.map(typeName)
    }

    /// A listed component whose method has not run yet, as far as its listing tells.
    fileprivate var uncalledDescription: DefinitionDescription? {
        guard case .component(let component, _) = kind else { return nil }
        return DefinitionDescription(
            assembly: assemblyTypeName, method: nil, scope: nil, declaredType: typeName(component.declaredType),
            listedTypes: listedTypeNames, location: component.listing)
    }
}
