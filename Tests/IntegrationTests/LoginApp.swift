import Foundation
import TyphoonAutoInjection

// Seed 004's application without UIKit: a login screen whose view controller gets a form
// behaviour built with an API client from a collaborating network assembly, and whose input
// fields get shake animations built with run-time arguments in an after-injection call-back.

final class APIClient {
    let baseURL: URL
    var requests: [String] = []
    init(baseURL: URL) { self.baseURL = baseURL }
    func logIn(user: String, password: String) -> Bool {
        requests.append("login \(user)")
        return password == "secret"
    }
}

final class TextField {
    let name: String
    var text = ""
    var shakeAnimation: ShakeAnimation?
    init(name: String) { self.name = name }
}

final class Button {
    private var action: () -> Void = {}
    func onTap(_ action: @escaping () -> Void) { self.action = action }
    func tap() { action() }
}

final class AuthView {
    let userNameInput = TextField(name: "userName")
    let passwordInput = TextField(name: "password")
    let loginButton = Button()
}

protocol ShakeAnimation: AnyObject {
    var view: TextField? { get }
    var shakes: Int { get }
    func shake()
}

final class ShakeAnimationImp: ShakeAnimation {
    weak var view: TextField?
    var shakes = 0
    func shake() { shakes += 1 }
}

final class AuthFormBehaviour {
    let apiClient: APIClient
    weak var userNameInput: TextField?
    weak var passwordInput: TextField?
    private(set) var loggedIn = false

    init(apiClient: APIClient) { self.apiClient = apiClient }

    func submitForm() {
        loggedIn = apiClient.logIn(user: userNameInput?.text ?? "", password: passwordInput?.text ?? "")
        if !loggedIn {
            userNameInput?.shakeAnimation?.shake()
            passwordInput?.shakeAnimation?.shake()
        }
    }
}

final class AuthViewController {
    var nibName = ""
    var formBehaviour: AuthFormBehaviour?
    let authView = AuthView()

    /// The after-injection call-back of seed 004: it receives the assembly to build animations.
    func typhoonDidInject(uiComponents: UIComponents) {
        authView.userNameInput.shakeAnimation = uiComponents.shakeAnimation(view: authView.userNameInput)
        authView.passwordInput.shakeAnimation = uiComponents.shakeAnimation(view: authView.passwordInput)
        formBehaviour?.userNameInput = authView.userNameInput
        formBehaviour?.passwordInput = authView.passwordInput
        authView.loginButton.onTap { [weak self] in self?.formBehaviour?.submitForm() }
    }
}

class NetworkComponents: Assembly, @unchecked Sendable {
    func apiClient() -> APIClient {
        define(scope: .singleton) { APIClient(baseURL: self.config("api.url")) }
    }

    override var components: [Component] { [Component(Self.apiClient)] }
}

/// The test double of seed 004's integration testing: a subclass that overrides one definition.
final class TestNetworkComponents: NetworkComponents, @unchecked Sendable {
    override func apiClient() -> APIClient {
        define(scope: .singleton) { APIClient(baseURL: URL(string: "http://localhost:2368")!) }
    }
}

final class UIComponents: Assembly, @unchecked Sendable {
    @InjectedClass var networkComponents: NetworkComponents

    func authViewController() -> AuthViewController {
        define {
            AuthViewController()
        } configuration: { definition in
            definition.injectProperty(\.nibName, with: "AuthView")
            definition.injectProperty(\.formBehaviour)
            definition.performAfterInjections { $0.typhoonDidInject(uiComponents: self) }
        }
    }

    func authFormBehaviour() -> AuthFormBehaviour {
        define { AuthFormBehaviour(apiClient: self.networkComponents.apiClient()) }
    }

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
