import Foundation
import TyphoonAutoInjection
import XCTest

final class LoginAppTests: XCTestCase {
    private func networkConfig() throws -> Config {
        try Config(
            contentsOf: XCTUnwrap(Bundle.module.url(forResource: "Fixtures/Network", withExtension: "properties")))
    }

    func testTheWholeLoginScreenIsWiredFromTwoAssemblies() throws {
        let factory = ComponentFactory(
            assemblies: [UIComponents(), NetworkComponents()], configs: [try networkConfig()])
        let controller = factory.assembly(UIComponents.self).authViewController()

        XCTAssertEqual(controller.nibName, "AuthView")
        let behaviour = try XCTUnwrap(controller.formBehaviour)
        XCTAssertEqual(behaviour.apiClient.baseURL.absoluteString, "https://api.example.net/v1")
        XCTAssertTrue(behaviour.apiClient === factory.assembly(NetworkComponents.self).apiClient())
        XCTAssertTrue(behaviour.userNameInput === controller.authView.userNameInput)
    }

    func testShakeAnimationsAreBuiltPerViewWithRunTimeArguments() throws {
        let factory = ComponentFactory(
            assemblies: [UIComponents(), NetworkComponents()], configs: [try networkConfig()])
        let controller = factory.assembly(UIComponents.self).authViewController()
        let userName = controller.authView.userNameInput
        let password = controller.authView.passwordInput

        XCTAssertTrue(userName.shakeAnimation?.view === userName)
        XCTAssertTrue(password.shakeAnimation?.view === password)
        XCTAssertFalse(userName.shakeAnimation === password.shakeAnimation)
    }

    func testTheButtonSubmitsTheFormThroughTheInjectedBehaviour() throws {
        let factory = ComponentFactory(
            assemblies: [UIComponents(), NetworkComponents()], configs: [try networkConfig()])
        let controller = factory.assembly(UIComponents.self).authViewController()
        controller.authView.userNameInput.text = "ann"
        controller.authView.passwordInput.text = "wrong"
        controller.authView.loginButton.tap()

        XCTAssertEqual(controller.authView.userNameInput.shakeAnimation?.shakes, 1)
        XCTAssertEqual(controller.formBehaviour?.apiClient.requests, ["login ann"])
    }

    func testACollaboratingAssemblyThatNobodyPassedIsCreatedAndActivated() throws {
        let assembly = UIComponents().activate()
        assembly.networkComponents.attach(try networkConfig())
        XCTAssertTrue(assembly.networkComponents.apiClient() === assembly.networkComponents.apiClient())
        XCTAssertTrue(assembly.factory.assembly(NetworkComponents.self) === assembly.networkComponents)
    }

    func testATestSubclassOfTheNetworkAssemblyReplacesItForEveryCollaborator() throws {
        let assembly = UIComponents().activate(with: [TestNetworkComponents()])
        let controller = assembly.authViewController()
        XCTAssertEqual(controller.formBehaviour?.apiClient.baseURL.absoluteString, "http://localhost:2368")
        XCTAssertTrue(assembly.networkComponents is TestNetworkComponents)
    }

    func testATestSubclassPassedToTheFactoryReplacesItToo() throws {
        let factory = ComponentFactory(assemblies: [UIComponents(), TestNetworkComponents()])
        XCTAssertTrue(factory.assembly(NetworkComponents.self) is TestNetworkComponents)
        let client = try factory.component(APIClient.self)
        XCTAssertEqual(client.baseURL.absoluteString, "http://localhost:2368")
    }
}
