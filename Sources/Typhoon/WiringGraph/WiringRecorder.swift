/// What the building thread of a wiring graph learns, definition call by definition call
/// (``ResolutionContext/noteReference(to:_:)``), until the graph is made of it
/// (``WiringGraph/init(recorded:in:)``).
///
/// Touched by one thread at a time: the thread that builds the sandbox, then, once that build
/// has ended (``Verification/run()`` returns after it), the caller.
final class WiringRecorder {
    /// A definition met, with what its builds read and were passed.
    struct Entry {
        /// Its record; the sandbox's table owns it, and the sandbox lives while the graph is made.
        let record: DefinitionRecord
        /// The configuration keys its builds read, each once, in the order first read.
        var configKeys: [String] = []
        /// The run-time arguments it was called with, each list once, in the order first met.
        var arguments: [[String]] = []
    }

    /// A reference between two definitions, by their records.
    struct Reference: Hashable {
        let from: ObjectIdentifier
        let to: ObjectIdentifier
        let kind: WiringGraph.Edge.Kind
        let property: String?
        let byType: Bool
    }

    private(set) var entries: [Entry] = []
    private var index: [ObjectIdentifier: Int] = [:]
    private(set) var references: Set<Reference> = []

    /// Notes a definition called, with the arguments of the call.
    func noteDefinition(_ record: DefinitionRecord, arguments key: ArgumentsKey?) {
        let position = position(of: record)
        guard let key else { return }
        let described = key.parts.map(\.graphDescription)
        if !entries[position].arguments.contains(described) { entries[position].arguments.append(described) }
    }

    /// Notes a reference that one definition's build made to another.
    func noteReference(
        from referrer: DefinitionRecord, to record: DefinitionRecord, kind: WiringGraph.Edge.Kind,
        property: String?, byType: Bool
    ) {
        // Both ends are nodes, also one that joined the resolution without a call (an adopted instance).
        _ = (position(of: referrer), position(of: record))
        references.insert(
            Reference(
                from: ObjectIdentifier(referrer), to: ObjectIdentifier(record), kind: kind, property: property,
                byType: byType))
    }

    /// Notes a configuration key a definition's build read.
    func noteConfigKey(_ key: String, of record: DefinitionRecord) {
        let position = position(of: record)
        if !entries[position].configKeys.contains(key) { entries[position].configKeys.append(key) }
    }

    /// The entry of a record, made when first met.
    private func position(of record: DefinitionRecord) -> Int {
        if let found = index[ObjectIdentifier(record)] { return found }
        entries.append(Entry(record: record))
        index[ObjectIdentifier(record)] = entries.count - 1
        return entries.count - 1
    }
}
