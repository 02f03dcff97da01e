/// What the builds of a wiring graph learn, definition call by definition call
/// (``ResolutionContext/noteReference(to:_:)``, ``AsyncWiring``), until the graph is made of it
/// (``WiringGraph/init(recorded:in:notDrawn:)``).
///
/// Touched by the thread that builds the sandbox's plain definitions and, in
/// `try await wiringGraph()`, by the tasks that build its async ones, which may run at once on
/// several threads: a lock guards it, held only while a note is written, never while user code
/// runs.
final class WiringRecorder: @unchecked Sendable {
    /// A definition met, with what its builds read and were passed.
    struct Entry {
        /// Its record; the sandbox's table owns it, and the sandbox lives while the graph is made.
        let subject: WiringSubject
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

    private let lock = Lock()
    private var recordedEntries: [Entry] = []
    private var index: [ObjectIdentifier: Int] = [:]
    private var recordedReferences: Set<Reference> = []

    /// The definitions met, in the order first met.
    var entries: [Entry] {
        lock.withLock { recordedEntries }
    }

    /// The references made.
    var references: Set<Reference> {
        lock.withLock { recordedReferences }
    }

    /// Notes a definition called, with the arguments of the call.
    func noteDefinition(_ subject: WiringSubject, arguments key: ArgumentsKey?) {
        let described = key?.parts.map(\.graphDescription)
        lock.withLock {
            let position = position(of: subject)
            guard let described, !recordedEntries[position].arguments.contains(described) else { return }
            recordedEntries[position].arguments.append(described)
        }
    }

    /// Notes a reference that one definition's build made to another.
    func noteReference(
        from referrer: WiringSubject, to subject: WiringSubject, kind: WiringGraph.Edge.Kind,
        property: String?, byType: Bool
    ) {
        lock.withLock {
            // Both ends are nodes, also one that joined the resolution without a call (an adopted instance).
            _ = (position(of: referrer), position(of: subject))
            recordedReferences.insert(
                Reference(from: referrer.id, to: subject.id, kind: kind, property: property, byType: byType))
        }
    }

    /// Notes a configuration key a definition's build read.
    func noteConfigKey(_ key: String, of subject: WiringSubject) {
        lock.withLock {
            let position = position(of: subject)
            if !recordedEntries[position].configKeys.contains(key) { recordedEntries[position].configKeys.append(key) }
        }
    }

    /// The entry of a record, made when first met; with the lock held.
    private func position(of subject: WiringSubject) -> Int {
        if let found = index[subject.id] { return found }
        recordedEntries.append(Entry(subject: subject))
        index[subject.id] = recordedEntries.count - 1
        return recordedEntries.count - 1
    }
}
