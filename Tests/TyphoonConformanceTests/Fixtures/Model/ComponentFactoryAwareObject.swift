import Typhoon

/// An object that is told its factory, and can also have the factory or its assembly injected.
final class ComponentFactoryAwareObject: FactoryAware {
    private(set) var factory: ComponentFactory?
    var assembly: ComponentFactoryAwareAssembly?
    var componentFactory: ComponentFactory?

    init() {}

    init(componentFactory: ComponentFactory) {
        typhoonSetFactory(componentFactory)
    }

    func typhoonSetFactory(_ factory: ComponentFactory) {
        self.factory = factory
    }
}
