import TyphoonAutoInjection

/// Objects that get the factory: as `FactoryAware`, and by property or initializer, by
/// reference or by type.
///
/// Two collaborating assemblies vend values.
final class ComponentFactoryAwareAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var collaboratingAssembly: ComponentFactoryAwareCollabortingAssembly
    @InjectedClass var collaboratingAssembly2: AnotherComponentFactoryAwareCollabortingAssembly

    func injectionAwareObject() -> ComponentFactoryAwareObject {
        define { ComponentFactoryAwareObject() }
    }

    func injectionFactoryByProperty() -> ComponentFactoryAwareObject {
        define {
            ComponentFactoryAwareObject()
        } configuration: { definition in
            definition.injectProperty(\.componentFactory, with: self.factory)
        }
    }

    func injectionAssemblyByProperty() -> ComponentFactoryAwareObject {
        define {
            ComponentFactoryAwareObject()
        } configuration: { definition in
            definition.injectProperty(\.assembly, with: self)
        }
    }

    func injectionByInitialization() -> ComponentFactoryAwareObject {
        define { ComponentFactoryAwareObject(componentFactory: self.factory) }
    }

    func injectionByPropertyAssemblyType() -> ComponentFactoryAwareObject {
        define {
            ComponentFactoryAwareObject()
        } configuration: { definition in
            definition.injectProperty(\.assembly)
        }
    }

    func injectionByPropertyFactoryType() -> ComponentFactoryAwareObject {
        define {
            ComponentFactoryAwareObject()
        } configuration: { definition in
            definition.injectProperty(\.componentFactory)
        }
    }
}

final class ComponentFactoryAwareCollabortingAssembly: Assembly, @unchecked Sendable {
    func collaboratingAssemblyObject() -> Int {
        define { 1 }
    }
}

final class AnotherComponentFactoryAwareCollabortingAssembly: Assembly, @unchecked Sendable {
    func anotherCollaboratingAssemblyObject() -> Int {
        define { 2 }
    }
}
