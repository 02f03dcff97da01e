/// What a factory knows of its definitions, for ``ComponentFactory/definitions`` and the
/// `description` of a factory and of an assembly.
extension FactoryCore {
    /// The definitions of one of this factory's assemblies: each plain definition that has run,
    /// in the order they first ran, then each async one likewise, then each listed component
    /// whose method has not run yet.
    func definitions(of assembly: Assembly) -> [DefinitionDescription] {
        var unmatched = lock.withLock { listed }.filter { $0.liveAssembly() === assembly }
        let called = assembly.records.allRecords.map { record in
            DefinitionDescription(
                assembly: record.assemblyName, method: record.method, scope: record.scope,
                declaredType: typeName(metatype(of: record.site.type)),
                listedTypes: Self.takeListing(of: record, from: &unmatched)?.listedTypeNames ?? [],
                location: record.site.location)
        }
        let awaited = assembly.records.asyncRecords.allRecords.map { record in
            DefinitionDescription(
                assembly: record.assemblyName, method: record.method, scope: record.scope,
                declaredType: typeName(metatype(of: record.site.type)),
                listedTypes: Self.takeListing(of: record, from: &unmatched)?.listedTypeNames ?? [],
                location: record.site.location, isAsync: true)
        }
        return called + awaited + unmatched.compactMap(\.uncalledDescription)
    }

    /// Takes the listing of a definition out of `listings`: the one that learned its record, or,
    /// for a definition called by reference only, the first plain listing declared as its type
    /// that has not learned another.
    private static func takeListing(of record: DefinitionRecord, from listings: inout [Candidate]) -> Candidate? {
        let index =
            listings.firstIndex { $0.learnedRecord === record }
            ?? listings.firstIndex {
                $0.learnedRecord == nil && $0.asyncComponent == nil && $0.isDeclared(as: metatype(of: record.site.type))
            }
        return index.map { listings.remove(at: $0) }
    }

    /// Takes the listing of an async definition out of `listings`: the first async listing
    /// declared as its type (a listing of an async method learns no record).
    private static func takeListing(of record: AsyncRecord, from listings: inout [Candidate]) -> Candidate? {
        let index = listings.firstIndex {
            $0.asyncComponent != nil && $0.isDeclared(as: metatype(of: record.site.type))
        }
        return index.map { listings.remove(at: $0) }
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
            listedTypes: listedTypeNames, location: component.listing, isAsync: component.asyncCall != nil)
    }
}
