import Foundation
import Typhoon

/// Every node a case built, by serial number, held weakly so that the test does not keep alive
/// what the container should let go, and the log of what happened to them, in order.
///
/// Locked, so that threads resolving one wiring at once (``ModelThreadsTests``) can share it.
final class Journal: @unchecked Sendable {
    private final class Entry {
        weak var node: ModelNode?
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var events: [(serial: Int, event: NodeEvent)] = []

    /// Every event of every node, in the order they happened: (serial number, event).
    var log: [(serial: Int, event: NodeEvent)] { lock.withLock { events } }

    var count: Int { lock.withLock { entries.count } }

    /// Takes the next serial number for a node that ``record(_:)`` then enters.
    func nextSerial() -> Int {
        lock.withLock {
            entries.append(Entry())
            return entries.count - 1
        }
    }

    func record(_ node: ModelNode) { lock.withLock { entries[node.serial].node = node } }

    func note(_ event: NodeEvent, of serial: Int) { lock.withLock { events.append((serial, event)) } }

    /// The node with that serial number, if it is still alive.
    func node(_ serial: Int) -> ModelNode? { lock.withLock { entries[serial].node } }

    /// The nodes still alive.
    var living: [ModelNode] { lock.withLock { entries.compactMap(\.node) } }
}

/// A component of a generated wiring; which definition built it is `kind` (the spec's node).
///
/// Every reference it receives is kept strongly, as an app's objects keep their collaborators,
/// so that reachability decides how long a weak singleton lives. The test breaks the cycles this
/// makes with ``clear()``. What happens to it goes to its journal's log.
class ModelNode {
    let serial: Int
    let kind: Int
    let argument: Int?
    private let journal: Journal
    private(set) var initialized: [ModelNode]
    /// Which injections each initializer argument had received when the initializer got it.
    var argumentStates: [Set<EdgeLabel>] = []
    /// Properties injected by reference, by their position in the spec.
    var references: [Int: ModelNode] = [:] {
        didSet {
            for (position, node) in references where oldValue[position] !== node { note(.property(position)) }
        }
    }
    /// Arguments of each method injection, by its position in the spec.
    private(set) var methodArguments: [Int: [ModelNode]] = [:]
    /// The patch step that built this node as its stub (counted from 0), or `nil` for a build of
    /// the definition itself.
    var patch: Int?
    /// Where a configuration that captures a hook in a property's value injects it; no event.
    var hookLabel = ""

    // One property per plain node class, so that injection by type has exactly one match.
    var t0: N0? { didSet { noteTyped(0, t0) } }
    var t1: N1? { didSet { noteTyped(1, t1) } }
    var t2: N2? { didSet { noteTyped(2, t2) } }
    var t3: N3? { didSet { noteTyped(3, t3) } }
    var t4: N4? { didSet { noteTyped(4, t4) } }
    var t5: N5? { didSet { noteTyped(5, t5) } }
    var t6: N6? { didSet { noteTyped(6, t6) } }
    var t7: N7? { didSet { noteTyped(7, t7) } }
    var t8: N8? { didSet { noteTyped(8, t8) } }
    var t9: N9? { didSet { noteTyped(9, t9) } }
    var t10: N10? { didSet { noteTyped(10, t10) } }
    var t11: N11? { didSet { noteTyped(11, t11) } }

    required init(kind: Int, argument: Int?, initialized: [ModelNode], journal: Journal) {
        serial = journal.nextSerial()
        self.kind = kind
        self.argument = argument
        self.initialized = initialized
        self.journal = journal
        journal.record(self)
        note(.initialized)
    }

    /// The node injected by type from plain definition `target`.
    func typed(_ target: Int) -> ModelNode? {
        let slots: [ModelNode?] = [t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11]
        return slots[target]
    }

    private func noteTyped(_ target: Int, _ value: ModelNode?) {
        if value != nil { note(.typed(target)) }
    }

    func receive(method: Int, _ arguments: [ModelNode]) {
        methodArguments[method] = arguments
        note(.method(method))
    }

    func note(_ event: NodeEvent) { journal.note(event, of: serial) }

    func typhoonWillInject() { note(.willInject) }

    func typhoonDidInject() { note(.didInject) }

    func typhoonSetFactory(_ factory: ComponentFactory) { note(.setFactory) }

    /// The injections this node has received so far, as the labels of the model's edges; its
    /// definition says where each is kept.
    func injectedLabels(_ definition: NodeSpec) -> Set<EdgeLabel> {
        var labels: Set<EdgeLabel> = []
        for (position, property) in definition.properties.enumerated() {
            if property.byType {
                if typed(property.target.node) != nil { labels.insert(.typed(property.target.node)) }
            } else if references[position] != nil {
                labels.insert(.property(position))
            }
        }
        for (method, arguments) in methodArguments {
            labels.formUnion(arguments.indices.map { EdgeLabel.method(method, argument: $0) })
        }
        return labels
    }

    /// Drops every reference this node holds, to break the cycles a case made.
    func clear() {
        initialized = []
        references = [:]
        methodArguments = [:]
        (t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11) = (
            nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil
        )
    }
}

// One class per definition, so that by-type injection finds exactly one component, and a
// subclass of each for each combination of call-back protocols the spec can ask for.
class N0: ModelNode {}
class N1: ModelNode {}
class N2: ModelNode {}
class N3: ModelNode {}
class N4: ModelNode {}
class N5: ModelNode {}
class N6: ModelNode {}
class N7: ModelNode {}
class N8: ModelNode {}
class N9: ModelNode {}
class N10: ModelNode {}
class N11: ModelNode {}
class NA0: ModelNode {}
class NA1: ModelNode {}
class NA2: ModelNode {}
class NA3: ModelNode {}
final class N0Aware: N0, InjectionAware {}
final class N1Aware: N1, InjectionAware {}
final class N2Aware: N2, InjectionAware {}
final class N3Aware: N3, InjectionAware {}
final class N4Aware: N4, InjectionAware {}
final class N5Aware: N5, InjectionAware {}
final class N6Aware: N6, InjectionAware {}
final class N7Aware: N7, InjectionAware {}
final class N8Aware: N8, InjectionAware {}
final class N9Aware: N9, InjectionAware {}
final class N10Aware: N10, InjectionAware {}
final class N11Aware: N11, InjectionAware {}
final class NA0Aware: NA0, InjectionAware {}
final class NA1Aware: NA1, InjectionAware {}
final class NA2Aware: NA2, InjectionAware {}
final class NA3Aware: NA3, InjectionAware {}
final class N0FactoryAware: N0, FactoryAware {}
final class N1FactoryAware: N1, FactoryAware {}
final class N2FactoryAware: N2, FactoryAware {}
final class N3FactoryAware: N3, FactoryAware {}
final class N4FactoryAware: N4, FactoryAware {}
final class N5FactoryAware: N5, FactoryAware {}
final class N6FactoryAware: N6, FactoryAware {}
final class N7FactoryAware: N7, FactoryAware {}
final class N8FactoryAware: N8, FactoryAware {}
final class N9FactoryAware: N9, FactoryAware {}
final class N10FactoryAware: N10, FactoryAware {}
final class N11FactoryAware: N11, FactoryAware {}
final class NA0FactoryAware: NA0, FactoryAware {}
final class NA1FactoryAware: NA1, FactoryAware {}
final class NA2FactoryAware: NA2, FactoryAware {}
final class NA3FactoryAware: NA3, FactoryAware {}
final class N0FullyAware: N0, InjectionAware, FactoryAware {}
final class N1FullyAware: N1, InjectionAware, FactoryAware {}
final class N2FullyAware: N2, InjectionAware, FactoryAware {}
final class N3FullyAware: N3, InjectionAware, FactoryAware {}
final class N4FullyAware: N4, InjectionAware, FactoryAware {}
final class N5FullyAware: N5, InjectionAware, FactoryAware {}
final class N6FullyAware: N6, InjectionAware, FactoryAware {}
final class N7FullyAware: N7, InjectionAware, FactoryAware {}
final class N8FullyAware: N8, InjectionAware, FactoryAware {}
final class N9FullyAware: N9, InjectionAware, FactoryAware {}
final class N10FullyAware: N10, InjectionAware, FactoryAware {}
final class N11FullyAware: N11, InjectionAware, FactoryAware {}
final class NA0FullyAware: NA0, InjectionAware, FactoryAware {}
final class NA1FullyAware: NA1, InjectionAware, FactoryAware {}
final class NA2FullyAware: NA2, InjectionAware, FactoryAware {}
final class NA3FullyAware: NA3, InjectionAware, FactoryAware {}
