import Typhoon

/// What happens to a built node after its initializer, in the order Docs/Behaviour.md, Order of a build, fixes.
enum NodeEvent: Equatable, CustomStringConvertible {
    case willInject, before, property, method, after, didInject

    /// The step of the build this event belongs to: events of a later step never come first.
    var phase: Int {
        switch self {
        case .willInject, .before: 1
        case .property: 2
        case .method: 3
        case .after, .didInject: 4
        }
    }

    var description: String {
        switch self {
        case .willInject: "typhoonWillInject"
        case .before: "performBeforeInjections"
        case .property: "property"
        case .method: "injectMethod"
        case .after: "performAfterInjections"
        case .didInject: "typhoonDidInject"
        }
    }
}

/// Every node a case built, by serial number, held weakly so that the test does not keep alive
/// what the container should let go.
final class Journal {
    private final class Entry {
        weak var node: ModelNode?
        init(_ node: ModelNode) { self.node = node }
    }

    private var entries: [Entry] = []

    var count: Int { entries.count }

    func nextSerial() -> Int { entries.count }

    func record(_ node: ModelNode) { entries.append(Entry(node)) }

    /// The node with that serial number, if it is still alive.
    func node(_ serial: Int) -> ModelNode? { entries[serial].node }

    /// The nodes still alive.
    var living: [ModelNode] { entries.compactMap(\.node) }
}

/// A component of a generated wiring; which definition built it is `kind` (the spec's node).
///
/// Every reference it receives is kept strongly, as an app's objects keep their collaborators,
/// so that reachability decides how long a weak singleton lives. The test breaks the cycles this
/// makes with ``clear()``.
class ModelNode {
    let serial: Int
    let kind: Int
    let argument: Int?
    private(set) var initialized: [ModelNode]
    /// Properties injected by reference, by their position in the spec.
    var references: [Int: ModelNode] = [:] {
        didSet { events.append(.property) }
    }
    /// Arguments of each method injection, by its position in the spec.
    private(set) var methodArguments: [Int: [ModelNode]] = [:]
    private(set) var events: [NodeEvent] = []

    // One property per plain node class, so that injection by type has exactly one match.
    var t0: N0? { didSet { events.append(.property) } }
    var t1: N1? { didSet { events.append(.property) } }
    var t2: N2? { didSet { events.append(.property) } }
    var t3: N3? { didSet { events.append(.property) } }
    var t4: N4? { didSet { events.append(.property) } }
    var t5: N5? { didSet { events.append(.property) } }
    var t6: N6? { didSet { events.append(.property) } }
    var t7: N7? { didSet { events.append(.property) } }
    var t8: N8? { didSet { events.append(.property) } }
    var t9: N9? { didSet { events.append(.property) } }
    var t10: N10? { didSet { events.append(.property) } }
    var t11: N11? { didSet { events.append(.property) } }

    required init(kind: Int, argument: Int?, initialized: [ModelNode], journal: Journal) {
        serial = journal.nextSerial()
        self.kind = kind
        self.argument = argument
        self.initialized = initialized
        journal.record(self)
    }

    /// The node injected by type from plain definition `target`.
    func typed(_ target: Int) -> ModelNode? {
        let slots: [ModelNode?] = [t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11]
        return slots[target]
    }

    func receive(method: Int, _ arguments: [ModelNode]) {
        methodArguments[method] = arguments
        events.append(.method)
    }

    func note(_ event: NodeEvent) { events.append(event) }

    func typhoonWillInject() { events.append(.willInject) }

    func typhoonDidInject() { events.append(.didInject) }

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

// One class per definition, so that by-type injection finds exactly one component, and an
// `InjectionAware` subclass of each, chosen by the spec.
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
