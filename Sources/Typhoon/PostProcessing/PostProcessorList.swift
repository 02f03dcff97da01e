/// A factory's post-processors, each kind sorted by order (lower first, then as attached).
///
/// Read on every build while there are instance post-processors, so a build takes a copy of the
/// sorted array under the lock and runs the user's code with no lock held. A post-processor's
/// `order` is user code too: it is read once, before the lock is taken.
final class PostProcessorList: Sendable {
    private struct Lists {
        var instance: [(order: Int, processor: any InstancePostProcessor)] = [] {
            didSet { instanceProcessors = instance.map(\.processor) }
        }
        var definition: [(order: Int, processor: any DefinitionPostProcessor)] = []
        /// ``instance`` without the orders, kept so that a build copies it without allocating.
        var instanceProcessors: [any InstancePostProcessor] = []
    }

    private let lists = Protected(Lists())

    /// The instance post-processors, in the order they run.
    var instance: [any InstancePostProcessor] {
        lists.withLock { $0.instanceProcessors }
    }

    /// The definition post-processors, in the order they run.
    var definition: [any DefinitionPostProcessor] {
        lists.withLock { $0.definition.map(\.processor) }
    }

    /// Whether `object` is one of the post-processors attached.
    func contains(_ object: AnyObject) -> Bool {
        lists.withLock { lists in
            lists.instance.contains { $0.processor === object } || lists.definition.contains { $0.processor === object }
        }
    }

    func add(_ processor: any InstancePostProcessor) {
        let order = processor.order
        lists.withLock { Self.insert((order, processor), into: &$0.instance) }
    }

    func add(_ processor: any DefinitionPostProcessor) {
        let order = processor.order
        lists.withLock { Self.insert((order, processor), into: &$0.definition) }
    }

    /// Places `entry` after every one of a lower or equal order: a stable sort, so that
    /// post-processors of one order run as they were attached.
    private static func insert<P>(_ entry: (order: Int, processor: P), into list: inout [(order: Int, processor: P)]) {
        let position = list.firstIndex { $0.order > entry.order } ?? list.endIndex
        list.insert(entry, at: position)
    }
}
