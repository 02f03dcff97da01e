import Foundation

// What each type of the login screen shows in the object graph: its distinguishing detail and
// the references it holds (strong) or only points at (weak).

extension AuthViewController: GraphNode {
    var graphDetail: String { "nibName \"\(nibName)\"" }
    var graphLinks: [GraphLink] { [.strong("authView", authView), .strong("formBehaviour", formBehaviour)] }
}

extension AuthView: GraphNode {
    var graphLinks: [GraphLink] {
        [
            .strong("userNameInput", userNameInput), .strong("passwordInput", passwordInput),
            .strong("loginButton", loginButton),
        ]
    }
}

extension TextField: GraphNode {
    var graphDetail: String { "\"\(name)\"" }
    var graphLinks: [GraphLink] { [.strong("shakeAnimation", shakeAnimation)] }
}

extension ShakeAnimationImp: GraphNode {
    var graphLinks: [GraphLink] { [.weak("view", view)] }
}

extension Button: GraphNode {
    var graphDetail: String { "\"\(title)\"" }
    var graphLinks: [GraphLink] { [.weak("target", target)] }
}

extension AuthFormBehaviour: GraphNode {
    var graphLinks: [GraphLink] {
        [
            .strong("apiClient", apiClient), .strong("session", session),
            .weak("userNameInput", userNameInput), .weak("passwordInput", passwordInput),
        ]
    }
}

extension Session: GraphNode {
    var graphDetail: String { userName.map { "(\($0) logged in)" } ?? "(logged out)" }
    var graphLinks: [GraphLink] { [.strong("apiClient", apiClient)] }
}

extension APIClient: GraphNode {
    var graphDetail: String { "\(baseURL.absoluteString), timeout \(timeout) s" }
}
