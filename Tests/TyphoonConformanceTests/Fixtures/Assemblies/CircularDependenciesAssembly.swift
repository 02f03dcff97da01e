import Typhoon

/// Components that refer to each other through methods, properties and initializers.
///
/// The prototype pair whose property side refers back to the initializer side is in
/// `BackReferenceTests.swift`.
final class CircularDependenciesAssembly: Assembly, @unchecked Sendable {
    func classA() -> ClassADependsOnB {
        define {
            ClassADependsOnB()
        } configuration: { definition in
            definition.injectMethod { $0.setDependencyOnB(self.classB()) }
        }
    }

    func classB() -> ClassBDependsOnA {
        define {
            ClassBDependsOnA()
        } configuration: { definition in
            definition.injectMethod { $0.setDependencyOnA(self.classA()) }
        }
    }

    func classC() -> ClassCDependsOnDAndE {
        define {
            ClassCDependsOnDAndE()
        } configuration: { definition in
            definition.injectProperty(\.dependencyOnD, with: self.classD())
            definition.injectProperty(\.dependencyOnE, with: self.classE())
        }
    }

    func classD() -> ClassDDependsOnC {
        define {
            ClassDDependsOnC()
        } configuration: { definition in
            definition.injectProperty(\.dependencyOnC, with: self.classC())
        }
    }

    func classE() -> ClassEDependsOnC {
        define {
            ClassEDependsOnC()
        } configuration: { definition in
            definition.injectProperty(\.dependencyOnC, with: self.classC())
        }
    }

    func croSingletonA() -> CROSingletonA {
        define {
            CROSingletonA()
        } configuration: { definition in
            definition.injectProperty(\.prototypeB, with: self.croPrototypeB())
            definition.injectProperty(\.prototypeA, with: self.croPrototypeA())
            definition.scope = .singleton
        }
    }

    func croSingletonB() -> CROSingletonB {
        define { CROSingletonB(prototypeB: self.croPrototypeB()) }
    }

    func croPrototypeA() -> CROPrototypeA {
        define { CROPrototypeA(prototypeB: self.croPrototypeB()) }
    }

    func croPrototypeB() -> CROPrototypeB {
        define { CROPrototypeB(singletonA: self.croSingletonA()) }
    }

    /// Two prototypes that take each other in their initializers: a cycle that cannot be built.
    func incorrectPrototypeB() -> CROPrototypeB {
        define(scope: .prototype) { CROPrototypeB(prototypeA: self.incorrectPrototypeA()) }
    }

    func incorrectPrototypeA() -> CROPrototypeA {
        define(scope: .prototype) { CROPrototypeA(prototypeB: self.incorrectPrototypeB()) }
    }

    /// A and B and C refer to each other through properties; B and C check, once everything is
    /// injected, that A has both.
    func propertyInjectionA() -> PrototypePropertyInjected {
        define {
            PrototypePropertyInjected()
        } configuration: { definition in
            definition.injectProperty(\.propertyB, with: self.propertyInjectionB())
            definition.injectProperty(\.propertyC, with: self.propertyInjectionC())
        }
    }

    func propertyInjectionB() -> PrototypePropertyInjected {
        define {
            PrototypePropertyInjected()
        } configuration: { definition in
            definition.injectProperty(\.propertyA, with: self.propertyInjectionA())
            definition.performAfterInjections { $0.checkThatPropertyAHasPropertyBandC() }
        }
    }

    func propertyInjectionC() -> PrototypePropertyInjected {
        define {
            PrototypePropertyInjected()
        } configuration: { definition in
            definition.injectProperty(\.propertyA, with: self.propertyInjectionA())
            definition.performAfterInjections { $0.checkThatPropertyAHasPropertyBandC() }
        }
    }

    // The VIPER example.

    func loginView() -> LoginViewController {
        define {
            LoginViewController()
        } configuration: { definition in
            definition.injectProperty(\.output, with: self.presenterLogin())
        }
    }

    func presenterLogin() -> LoginPresenter {
        define {
            LoginPresenter()
        } configuration: { definition in
            definition.injectProperty(\.view, with: self.loginView())
            definition.injectProperty(\.interactor, with: self.interactorLogin())
            definition.injectProperty(\.router, with: self.routerLogin())
        }
    }

    func interactorLogin() -> LoginInteractor {
        define {
            LoginInteractor()
        } configuration: { definition in
            definition.injectProperty(\.output, with: self.presenterLogin())
        }
    }

    func routerLogin() -> LoginRouter {
        define {
            LoginRouter()
        } configuration: { definition in
            definition.injectProperty(\.routeRegistration, with: self.routeRegistration())
        }
    }

    func routeRegistration() -> JRViewControllerRoute {
        define {
            JRViewControllerRoute()
        } configuration: { definition in
            definition.injectProperty(\.owner, with: self.loginView())
            definition.injectProperty(\.destinationFactoryBlock, with: { Fort() })
        }
    }

    /// The definitions Typhoon's tests look up by type (Typhoon finds every definition so).
    ///
    /// The singleton is not eager, unlike Typhoon's, so that only the test that asks for it builds it.
    override var components: [Component] {
        [
            Component(Self.classA), Component(Self.classB), Component(Self.croSingletonA),
            Component(Self.incorrectPrototypeB), Component(Self.prototypeInitInjected),
            Component(Self.prototypePropertyInjected),
        ]
    }
}

/// Two singletons and an object-graph component that takes the first in its initializer.
final class SingletonsChainAssembly: Assembly, @unchecked Sendable {
    func singletonA() -> SingletonA {
        define {
            SingletonA()
        } configuration: { definition in
            definition.injectProperty(\.dependencyOnB, with: self.singletonB())
            definition.scope = .singleton
        }
    }

    func singletonB() -> SingletonB {
        define {
            SingletonB()
        } configuration: { definition in
            definition.injectProperty(\.dependencyOnNotSingletonA, with: self.notSingletonA())
            definition.scope = .singleton
        }
    }

    func notSingletonA() -> NotSingletonA {
        define { NotSingletonA(singletonA: self.singletonA()) }
    }

    /// Every definition is found by type; the singletons are eager, as Typhoon's are.
    override var components: [Component] {
        [
            Component(Self.singletonA, eager: true), Component(Self.singletonB, eager: true),
            Component(Self.notSingletonA),
        ]
    }
}
