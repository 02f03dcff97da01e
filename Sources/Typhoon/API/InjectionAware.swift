/// A component that wants to run code just before and just after its injections.
///
/// Use it when a class may depend on Typhoon and would rather say what happens around its
/// injections itself than have each definition say it with `performBeforeInjections` and
/// `performAfterInjections`. Both methods have empty default implementations.
public protocol InjectionAware: AnyObject {
    /// Called after the initializer and before any property or method injection.
    func typhoonWillInject()
    /// Called after every injection and after-injection call-back of the definition.
    func typhoonDidInject()
}

extension InjectionAware {
    /// Does nothing; implement it to act before injections.
    public func typhoonWillInject() {}
    /// Does nothing; implement it to act after injections.
    public func typhoonDidInject() {}
}

/// A component that wants the factory that built it, to build other components on demand.
///
/// Use it for objects that move from one object graph to the next (a controller that builds the
/// next controller). The factory is handed over right after the initializer returns.
public protocol FactoryAware: AnyObject {
    /// Receives the factory that built the component.
    ///
    /// - Parameter factory: The factory. Keep it strongly: the factory handed over may be made
    ///   for this call, so a weak reference can be `nil` at once. A singleton that keeps it makes
    ///   a reference cycle that keeps the whole container alive; keep it in object-graph
    ///   components, or look the factory up when it is needed instead.
    func typhoonSetFactory(_ factory: ComponentFactory)
}
