import TyphoonAutoInjection
import XCTest

// Examples of ModularAssembliesAndTestOverrides.md.

// snippet: modular-model
final class APIClient {
    let baseURL: String
    init(baseURL: String) { self.baseURL = baseURL }
}

final class LoginBehaviour {
    let apiClient: APIClient
    init(apiClient: APIClient) { self.apiClient = apiClient }
}
// end-snippet

// snippet: modular-assemblies
class NetworkComponents: Assembly, @unchecked Sendable {
    func apiClient() -> APIClient {
        define(scope: .singleton) { APIClient(baseURL: "https://api.example.net") }
    }

    override var components: [Component] {
        [Component(Self.apiClient)]
    }
}

class LoginComponents: Assembly, @unchecked Sendable {
    @InjectedClass var network: NetworkComponents

    func loginBehaviour() -> LoginBehaviour {
        define { LoginBehaviour(apiClient: self.network.apiClient()) }
    }
}
// end-snippet

// snippet: modular-test-subclass
final class LocalNetworkComponents: NetworkComponents, @unchecked Sendable {
    override func apiClient() -> APIClient {
        define(scope: .singleton) { APIClient(baseURL: "http://localhost:2368") }
    }
}
// end-snippet

final class ModularAssembliesTests: XCTestCase {
    func testACollaboratorThatNobodyPassedIsCreatedAndActivated() {
        // snippet: modular-activate
        let login = LoginComponents().activate()
        let behaviour = login.loginBehaviour()  // its APIClient comes from NetworkComponents
        // end-snippet
        XCTAssertEqual(behaviour.apiClient.baseURL, "https://api.example.net")
        XCTAssertTrue(login.factory.assembly(NetworkComponents.self) === login.network)
    }

    func testAssembliesPassedTogetherShareOneFactory() throws {
        // snippet: modular-factory
        let factory = ComponentFactory(assemblies: [LoginComponents(), NetworkComponents()])
        let behaviour = factory.assembly(LoginComponents.self).loginBehaviour()
        let client = try factory.component(APIClient.self)
        // end-snippet
        XCTAssertTrue(behaviour.apiClient === client)
    }

    func testATestSubclassReplacesTheCollaboratorEverywhere() throws {
        // snippet: modular-activate-with
        let login = LoginComponents().activate(with: [LocalNetworkComponents()])
        let behaviour = login.loginBehaviour()  // talks to http://localhost:2368
        // end-snippet
        XCTAssertEqual(behaviour.apiClient.baseURL, "http://localhost:2368")
        XCTAssertTrue(login.network is LocalNetworkComponents)
        XCTAssertTrue(login.factory.assembly(NetworkComponents.self) is LocalNetworkComponents)
        XCTAssertEqual(try login.factory.component(APIClient.self).baseURL, "http://localhost:2368")
    }

    func testAPatchReplacesADefinitionUntilItIsDetached() {
        // snippet: modular-patch
        let login = LoginComponents().activate()
        let patch = login.factory.patch(login.network.apiClient) {
            APIClient(baseURL: "http://stub.invalid")
        }
        let patched = login.loginBehaviour()  // uses the stub client

        patch.detach()
        let original = login.loginBehaviour()  // the real client again
        // end-snippet
        XCTAssertEqual(patched.apiClient.baseURL, "http://stub.invalid")
        XCTAssertEqual(original.apiClient.baseURL, "https://api.example.net")
    }

    func testAPatchIsSeenByTypeToo() throws {
        let login = LoginComponents().activate()
        login.patch(login.network.apiClient) { APIClient(baseURL: "http://stub.invalid") }
        XCTAssertEqual(try login.factory.component(APIClient.self).baseURL, "http://stub.invalid")
    }

    func testAPatchKeepsTheScopeOfThePatchedDefinition() {
        let network = NetworkComponents().activate()
        network.patch(network.apiClient) { APIClient(baseURL: "http://stub.invalid") }
        XCTAssertTrue(network.apiClient() === network.apiClient(), "the patched singleton is one stub")
    }

    func testAPatchReplacesASingletonThatWasAlreadyBuilt() {
        let network = NetworkComponents().activate()
        let real = network.apiClient()
        let patch = network.patch(network.apiClient) { APIClient(baseURL: "http://stub.invalid") }
        XCTAssertFalse(network.apiClient() === real)
        patch.detach()
        XCTAssertEqual(network.apiClient().baseURL, "https://api.example.net")
    }

    func testADefinitionWithRunTimeArgumentsIsPatchedForEveryArgument() {
        // snippet: modular-patch-arguments
        let profiles = ProfileAssembly().activate()
        profiles.patch({ profiles.userDetailsController(for: User(name: "any")) }) {
            UserDetailsController(photoService: PhotoService(), user: User(name: "Stub"))
        }
        let controller = profiles.userDetailsController(for: User(name: "Ann"))  // the stub
        // end-snippet
        XCTAssertEqual(controller.user.name, "Stub")
    }

    func testTestsThatActivateTheirOwnAssembliesDoNotSeeEachOthersPatches() {
        let first = NetworkComponents().activate()
        let second = NetworkComponents().activate()
        first.patch(first.apiClient) { APIClient(baseURL: "http://stub.invalid") }
        XCTAssertEqual(second.apiClient().baseURL, "https://api.example.net")
    }
}
