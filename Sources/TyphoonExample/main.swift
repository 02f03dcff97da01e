import Foundation
import TyphoonAutoInjection

// The application of the article "View controller thinning. Dependency injection with Typhoon"
// as a command-line program: two collaborating assemblies build a login screen, the program
// prints what was built and then tries to log in.

let options = CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))

let factory: ComponentFactory
do {
    // `.process("Resources")` puts the file at the top of this target's resource bundle.
    factory = ComponentFactory(
        assemblies: [NetworkComponents(), UIComponents()],
        configs: [try Config(named: "LoginApp.properties", in: .module)])
} catch {
    FileHandle.standardError.write(Data("TyphoonExample: cannot read the config file: \(error)\n".utf8))
    exit(1)
}
let ui = factory.assembly(UIComponents.self)
let network = factory.assembly(NetworkComponents.self)

let graph: WiringGraph
do {
    graph = try wiringGraph(of: factory)
} catch {
    FileHandle.standardError.write(Data("TyphoonExample: the wiring has a mistake: \(error)\n".utf8))
    exit(1)
}
if case .graph(let format) = options {
    print(render(graph, as: format), terminator: "")
    exit(0)
}

func check(_ condition: Bool) -> String { condition ? "yes" : "NO" }

print("Typhoon example: the login screen of \"View controller thinning\", wired by two assemblies.\n")

/// Opens the screen, shows it, logs in twice; the screen is closed when this returns, and what
/// comes back only watches the session the screen used.
func openLoginScreen() -> WeakReference<Session> {
    let controller = ui.authViewController()
    print("The wiring, as factory.wiringGraph() draws it (--graph dot|mermaid|json for all of it):")
    for edge in graph.edges {
        print("  \(edge.from) -> \(edge.to)" + (edge.label.isEmpty ? "" : " (\(edge.label))"))
    }

    print("\nLogging in:")
    let view = controller.authView
    let fields = [view.userNameInput, view.passwordInput]
    for password in ["hunter2", "typhoon"] {
        view.userNameInput.text = "ann"
        view.passwordInput.text = password
        let shakesBefore = fields.map { $0.shakeAnimation?.shakes ?? 0 }
        view.loginButton.tap()
        let shaken = zip(fields, shakesBefore).filter { field, before in (field.shakeAnimation?.shakes ?? 0) > before }
        if let user = controller.formBehaviour?.session?.userName {
            print("  ann / \(password): accepted, the session says \(user) is logged in")
        } else {
            print("  ann / \(password): refused, these fields shake: \(shaken.map(\.0.name).joined(separator: ", "))")
        }
    }

    let client = controller.formBehaviour?.apiClient
    let userNameShake = view.userNameInput.shakeAnimation, passwordShake = view.passwordInput.shakeAnimation
    print("\nWhat the container did:")
    print(
        "  collaborating assembly: ui.networkComponents is the factory's NetworkComponents: "
            + check(ui.networkComponents === network))
    print(
        "  singleton: apiClient() by reference, by type and in the screen is one client: "
            + check(client === network.apiClient() && client === (try? factory.component(APIClient.self))))
    print("  config: api.url = URL(...) gave \(network.apiClient().baseURL), api.timeout gave \(client?.timeout ?? 0)")
    print(
        "  by type: injectProperty(\\.formBehaviour) found the one AuthFormBehaviour: "
            + check(controller.formBehaviour != nil))
    print(
        "  run-time argument: shakeAnimation(view:) made one animation per field: "
            + check(userNameShake !== passwordShake && userNameShake?.view === view.userNameInput))
    print(
        "  weak singleton: session() while the screen is open is the screen's session: "
            + check(network.session() === controller.formBehaviour?.session))
    return WeakReference(controller.formBehaviour?.session)
}

struct WeakReference<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}

let closedScreenSession = openLoginScreen()
print(
    "  weak singleton: the closed screen's session is freed, session() makes a new one: "
        + check(closedScreenSession.object == nil && network.session().userName == nil))
