import TyphoonAutoInjection

/// The screens.
///
/// It collaborates with the network assembly: the property below is filled with the activated
/// `NetworkComponents` of the same factory, so definitions here can call its definitions
/// (`self.networkComponents.apiClient()`).
final class UIComponents: Assembly, @unchecked Sendable {
    @InjectedClass var networkComponents: NetworkComponents

    func authViewController() -> AuthViewController {
        define {
            AuthViewController()
        } configuration: { definition in
            definition.injectProperty(\.nibName, with: "AuthView")
            // By type: the one listed component that is an AuthFormBehaviour.
            definition.injectProperty(\.formBehaviour)
            // The controller's call-back gets this assembly, to build the shake animations.
            definition.performAfterInjections { $0.typhoonDidInject(uiComponents: self) }
        }
    }

    func authFormBehaviour() -> AuthFormBehaviour {
        define {
            AuthFormBehaviour(apiClient: self.networkComponents.apiClient())
        } configuration: { definition in
            definition.injectProperty(\.session, with: self.networkComponents.session())
        }
    }

    /// A run-time argument: one animation per view, which it shakes.
    func shakeAnimation(view: TextField) -> any ShakeAnimation {
        define(arguments: view) {
            ShakeAnimationImp()
        } configuration: { definition in
            definition.injectProperty(\.view, with: view)
        }
    }

    override var components: [Component] {
        [Component(Self.authViewController), Component(Self.authFormBehaviour)]
    }
}
