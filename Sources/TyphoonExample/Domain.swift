import Foundation

// The login screen of the article "View controller thinning", without UIKit: a view controller
// that only wires things, a form behaviour that holds the logic, input fields that shake, and
// an API client. The assemblies put them together; only the controller's call-back sees one.

/// Talks to the server.
///
/// Here the server is simulated: it knows one account, ann / "typhoon".
final class APIClient {
    let baseURL: URL
    var timeout: Double = 30
    private(set) var requestCount = 0

    init(baseURL: URL) { self.baseURL = baseURL }

    /// Sends `POST <baseURL>/login` and says whether the server accepted the password.
    func logIn(user: String, password: String) -> Bool {
        requestCount += 1
        return user == "ann" && password == "typhoon"
    }
}

/// Who is logged in.
///
/// Every screen that is open shares one session.
final class Session {
    let apiClient: APIClient
    var userName: String?

    init(apiClient: APIClient) { self.apiClient = apiClient }
}

/// Something that can shake a view to say "this input is wrong".
protocol ShakeAnimation: AnyObject {
    var view: TextField? { get }
    var shakes: Int { get }
    func shake()
}

final class ShakeAnimationImp: ShakeAnimation {
    weak var view: TextField?
    private(set) var shakes = 0

    func shake() { shakes += 1 }
}

final class TextField {
    let name: String
    var text = ""
    var shakeAnimation: (any ShakeAnimation)?

    init(name: String) { self.name = name }
}

/// A button that calls a method of a target, as `addTarget(_:action:for:)` does in UIKit.
final class Button {
    let title: String
    private(set) weak var target: AnyObject?
    private var action: () -> Void = {}

    init(title: String) { self.title = title }

    func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        self.target = target
        self.action = { [weak target] in
            if let target { action(target)() }
        }
    }

    func tap() { action() }
}

/// The view loaded from the "AuthView" nib in the article.
final class AuthView {
    let userNameInput = TextField(name: "userName")
    let passwordInput = TextField(name: "password")
    let loginButton = Button(title: "Log in")
}

/// The login logic, out of the view controller: checks the password, shakes the fields.
final class AuthFormBehaviour {
    let apiClient: APIClient
    var session: Session?
    weak var userNameInput: TextField?
    weak var passwordInput: TextField?

    init(apiClient: APIClient) { self.apiClient = apiClient }

    func submitForm() {
        let user = userNameInput?.text ?? ""
        if apiClient.logIn(user: user, password: passwordInput?.text ?? "") {
            session?.userName = user
        } else {
            userNameInput?.shakeAnimation?.shake()
            passwordInput?.shakeAnimation?.shake()
        }
    }
}

/// A thin view controller: it holds the view and the behaviour, and connects them.
final class AuthViewController {
    var nibName = ""
    let authView = AuthView()
    var formBehaviour: AuthFormBehaviour?

    /// The after-injection call-back of the article: it receives the assembly, builds one shake
    /// animation per input field (a run-time argument) and connects the behaviour to the view.
    func typhoonDidInject(uiComponents: UIComponents) {
        authView.userNameInput.shakeAnimation = uiComponents.shakeAnimation(view: authView.userNameInput)
        authView.passwordInput.shakeAnimation = uiComponents.shakeAnimation(view: authView.passwordInput)
        guard let formBehaviour else { return }
        formBehaviour.userNameInput = authView.userNameInput
        formBehaviour.passwordInput = authView.passwordInput
        authView.loginButton.addTarget(formBehaviour, action: AuthFormBehaviour.submitForm)
    }
}
