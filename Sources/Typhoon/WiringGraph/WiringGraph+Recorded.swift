extension WiringGraph {
    /// The graph of what a sandbox's build recorded.
    ///
    /// - Parameters:
    ///   - recorded: What the build recorded.
    ///   - core: The sandbox's core, for the listings and the assemblies.
    ///   - notDrawn: What could not be drawn, with the reason.
    init(recorded: WiringRecorder, in core: FactoryCore, notDrawn: [String]) {
        let ids = Self.ids(of: recorded.entries.map(\.record))
        let listed = Self.listedTypes(in: core)
        let nodes = recorded.entries.map { entry in
            let record = entry.record
            return Node(
                id: ids[ObjectIdentifier(record)]!, assembly: record.assemblyName, method: record.method,
                scope: record.scope, declaredType: typeName(metatype(of: record.site.type)),
                listedTypes: listed[ObjectIdentifier(record)] ?? [], location: record.site.location,
                configKeys: entry.configKeys, mustBePatchedInTests: record.mustBePatchedInTests,
                isPatched: record.patchCount.loadAcquiring() != 0, arguments: entry.arguments)
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
    private static func ids(of records: [DefinitionRecord]) -> [ObjectIdentifier: String] {
        var count: [String: Int] = [:]
        for record in records { count[record.name, default: 0] += 1 }
        var ids: [ObjectIdentifier: String] = [:]
        for record in records {
            ids[ObjectIdentifier(record)] =
                count[record.name] == 1 ? record.name : "\(record.name) at \(record.site.location)"
        }
        return ids
    }

    /// The types each listed definition is listed as, by record.
    private static func listedTypes(in core: FactoryCore) -> [ObjectIdentifier: [String]] {
        var types: [ObjectIdentifier: [String]] = [:]
        for candidate in core.lock.withLock({ core.listed }) {
            guard let record = candidate.learnedRecord else { continue }
            for type in candidate.listedTypes.map(typeName)
            where types[ObjectIdentifier(record)]?.contains(type) != true {
                types[ObjectIdentifier(record), default: []].append(type)
            }
        }
        return types
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
