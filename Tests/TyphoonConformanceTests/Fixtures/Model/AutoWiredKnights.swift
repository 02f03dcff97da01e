import TyphoonAutoInjection

/// A knight whose quest is auto-injected by protocol, and which records the call-backs it gets,
/// as Typhoon's `AutoWiringKnight`.
///
/// Swift cannot redeclare the inherited `quest` as a wrapper, so the auto-injected quest has a
/// name of its own.
final class AutoWiringKnight: Knight, InjectionAware, FactoryAware {
    @InjectedProtocol var autoWiredQuest: any Quest
    private(set) var callBacks: [String] = []
    private(set) var factory: ComponentFactory?

    func typhoonWillInject() { callBacks.append("typhoonWillInject") }
    func typhoonDidInject() { callBacks.append("typhoonDidInject") }

    func typhoonSetFactory(_ factory: ComponentFactory) {
        callBacks.append("typhoonSetFactory")
        self.factory = factory
    }
}

/// A knight with a quest auto-injected by protocol and a fort auto-injected by class, as
/// Typhoon's `AutoInjectionKnight`.
final class AutoInjectionKnight: Knight {
    @InjectedProtocol var autoQuest: any Quest
    @InjectedClass var autoFort: Fort
}
