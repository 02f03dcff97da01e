import Typhoon
import XCTest

final class CircularDependencyTests: XCTestCase {
    func testCircularDependencyWithInitializerOnOneSideSharesTheController() {
        let controller = SettingsAssembly().activate().appSettingsController()
        XCTAssertTrue(controller.settingsView.delegate === controller)
        XCTAssertEqual(controller.title, "Settings")
    }

    func testCollaboratorBuiltInsideAnInitializerIsInjectedBeforeTheAfterCallBacksOfItsOwner() {
        let controller = SettingsAssembly().activate().appSettingsController()
        XCTAssertTrue(controller.viewDelegateWasSetWhenInjected)
    }

    func testCircularPropertiesWithRunTimeArgumentsShareTheController() {
        let assembly = SettingsAssembly().activate()
        let job = Job(name: "print")
        let controller = assembly.jobExecutionViewController(with: job)
        XCTAssertTrue(controller.view?.delegate === controller)
        XCTAssertTrue(controller.job === job)
    }

    func testDifferentArgumentsMakeDifferentGraphs() {
        let assembly = SettingsAssembly().activate()
        let first = assembly.jobExecutionViewController(with: Job(name: "one"))
        let second = assembly.jobExecutionViewController(with: Job(name: "two"))
        XCTAssertFalse(first.view === second.view)
    }

    func testCircularDependencyThroughASingletonResolvesToTheSingleton() {
        let assembly = SettingsAssembly().activate()
        let controller = assembly.singletonController()
        XCTAssertTrue(controller.view?.delegate === controller)
        XCTAssertTrue(assembly.singletonController() === controller)
    }

    func testInitializerCycleMessageNamesTheWholePath() {
        XCTAssertEqual(
            TyphoonError.circularInitializers(path: ["SettingsAssembly.a()", "b()", "a()"]).description,
            "Circular dependency between initializers: SettingsAssembly.a() -> b() -> a(). None of them can be built, because each needs the other before it exists. To fix, inject one side with `injectProperty` or `injectMethod` instead of its initializer."
        )
    }
}
