import TyphoonAutoInjection

/// The types a subject's auto-injected properties need; a spec lists the plain definition that
/// fills each as implementing it (every node conforms, so the listing alone decides).
protocol Slot0: AnyObject {}
protocol Slot1: AnyObject {}

extension ModelNode: Slot0, Slot1 {}

/// An object no definition builds, with two auto-injected properties, that a step hands to
/// `inject(_:)`; its subclasses conform to the call-back protocols the step asks for.
///
/// It has no listed definition, so `inject(_:)` treats it as a definition of its own: will-inject,
/// the properties filled, then set-factory and did-inject at the end of that call. The container
/// fills the properties without a setter, so the subject records how many are filled right after
/// each call-back.
class ModelSubject: ModelNode {
    @InjectedProtocol var s0: any Slot0
    @InjectedProtocol var s1: any Slot1

    /// A new subject of the class that conforms to what `awareness` says.
    static func make(_ awareness: Awareness, journal: Journal) -> ModelSubject {
        let types: [Awareness: ModelSubject.Type] = [
            .none: ModelSubject.self, .injectionAware: InjectionAwareSubject.self,
            .factoryAware: FactoryAwareSubject.self, .both: FullyAwareSubject.self,
        ]
        return types[awareness]!.init(kind: Ref.subject, argument: nil, initialized: [], journal: journal)
    }

    /// The component an auto-injected property holds, if it was filled (reading an empty one stops).
    func wrapped(_ index: Int) -> ModelNode? {
        if index == 0 { return _s0.injectionSlot.isEmpty ? nil : s0 as? ModelNode }
        return _s1.injectionSlot.isEmpty ? nil : s1 as? ModelNode
    }

    override func typhoonWillInject() {
        super.typhoonWillInject()
        noteWrappers()
    }

    override func typhoonDidInject() {
        super.typhoonDidInject()
        noteWrappers()
    }

    override func typhoonSetFactory(_ factory: ComponentFactory) {
        super.typhoonSetFactory(factory)
        noteWrappers()
    }

    private func noteWrappers() {
        note(.wrappersFilled([_s0.injectionSlot, _s1.injectionSlot].filter { !$0.isEmpty }.count))
    }

    override func clear() {
        super.clear()
        _s0.injectionSlot.store(nil)
        _s1.injectionSlot.store(nil)
    }
}

final class InjectionAwareSubject: ModelSubject, InjectionAware {}
final class FactoryAwareSubject: ModelSubject, FactoryAware {}
final class FullyAwareSubject: ModelSubject, InjectionAware, FactoryAware {}
