import Typhoon
import XCTest

// Examples of MigratingFromTyphoon.md.

/// Typhoon's settings controller, which takes its view in its initializer, and the view, whose
/// delegate refers back to the controller.
final class SettingsController {
    let settingsView: SettingsView
    init(settingsView: SettingsView) { self.settingsView = settingsView }
}

final class SettingsView {
    weak var delegate: SettingsController?
}

class SettingsAssembly: Assembly, @unchecked Sendable {
    // snippet: migrating-back-reference
    func settingsController() -> SettingsController {
        define { SettingsController(settingsView: self.settingsView()) }
    }

    func settingsView() -> SettingsView {
        define {
            SettingsView()
        } configuration: { definition in
            definition.injectProperty(\.delegate, backReferenceTo: self.settingsController())
        }
    }
    // end-snippet
}

final class MigratingFromTyphoonTests: XCTestCase {
    func testTheSettingsViewsDelegateIsTheControllerWhoseInitializerTookIt() {
        let controller = SettingsAssembly().activate().settingsController()
        XCTAssertTrue(controller.settingsView.delegate === controller)
    }
}
