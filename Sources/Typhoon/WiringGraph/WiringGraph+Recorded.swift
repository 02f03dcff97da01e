extension WiringGraph {
    /// The graph of what a sandbox's build recorded.
    ///
    /// - Parameters:
    ///   - recorded: What the build recorded.
    ///   - core: The sandbox's core, for the listings and the assemblies.
    ///   - notDrawn: What could not be drawn, with the reason.
    init(recorded: WiringRecorder, in core: FactoryCore, notDrawn: [String]) {
        let entries = recorded.entries
        let ids = Self.ids(of: entries.map(\.subject))
        let listed = Self.listedTypes(in: core)
        let nodes = entries.map { entry in
            let subject = entry.subject
            return Node(
                id: ids[subject.id]!, assembly: subject.assemblyName, method: subject.method,
                scope: subject.scope, declaredType: typeName(metatype(of: subject.site.type)),
                listedTypes: listed[subject.id] ?? [], location: subject.site.location,
                configKeys: entry.configKeys, mustBePatchedInTests: subject.mustBePatchedInTests,
                isPatched: subject.isPatched, arguments: entry.arguments, isAsync: subject.isAsync)
        }
        let edges = recorded.references.map { reference in
            Edge(
                from: ids[reference.from]!, to: ids[reference.to]!, kind: reference.kind,
                property: reference.property, byType: reference.byType)
        }
        self.init(
            nodes: nodes, edges: edges, collaborations: Self.collaborations(in: core.assemblies), notDrawn: notDrawn)
    }

    /// Each record's ``Node/id``: its name, and where its `define` is when another shares the name.
    private static func ids(of subjects: [WiringSubject]) -> [ObjectIdentifier: String] {
        var count: [String: Int] = [:]
        for subject in subjects { count[subject.name, default: 0] += 1 }
        var ids: [ObjectIdentifier: String] = [:]
        for subject in subjects {
            ids[subject.id] = count[subject.name] == 1 ? subject.name : "\(subject.name) at \(subject.site.location)"
        }
        return ids
    }

    /// The types each listed definition is listed as, by record.
    private static func listedTypes(in core: FactoryCore) -> [ObjectIdentifier: [String]] {
        var types: [ObjectIdentifier: [String]] = [:]
        for candidate in core.lock.withLock({ core.listed }) {
            guard let record = candidate.learnedRecord.map(ObjectIdentifier.init) ?? asyncRecord(of: candidate)
            else { continue }
            for type in candidate.listedTypes.map(typeName) where types[record]?.contains(type) != true {
                types[record, default: []].append(type)
            }
        }
        return types
    }

    /// The record of a listed async definition, once its method has run: its assembly's async
    /// definition of the listed declared type (a listing of an async method learns no record).
    private static func asyncRecord(of candidate: Candidate) -> ObjectIdentifier? {
        guard candidate.asyncComponent != nil, let assembly = candidate.liveAssembly() else { return nil }
        return assembly.records.asyncRecords.allRecords
            .first { record in candidate.isDeclared(as: metatype(of: record.site.type)) }
            .map(ObjectIdentifier.init)
    }

    /// The assemblies' properties that hold another of the factory's assemblies.
    private static func collaborations(in assemblies: [Assembly]) -> [Collaboration] {
        assemblies.flatMap { assembly in
            SlotLayout.of(type(of: assembly)).slots(of: assembly).compactMap { property, slot in
                guard let wanted = slot.requiredType as? Assembly.Type,
                    let collaborator = assemblies.first(where: { $0.isKind(of: wanted) })
                else { return nil }
                return Collaboration(
                    assembly: assembly.assemblyName, property: property, collaborator: collaborator.assemblyName)
            }
        }
    }
}
