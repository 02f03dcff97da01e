import TyphoonAutoInjection
import XCTest

// A problem with a property of a component built *for* an injection or a look-up (not of the
// object injected itself) is thrown by `inject(_:)` and `component(_:)`, which can throw, instead
// of stopping the test run; the shared instances built meanwhile are not kept.

/// A blade nobody lists.
final class Blade {}

/// A listed screen whose wrapper needs the unlisted blade.
final class Screen {
    @InjectedClass var blade: Blade
}

/// A listed singleton built before the screen fails.
final class Armory {}

/// A screen whose definition gets its blade by type.
final class DuelScreen {
    var blade: Blade?
}

/// The object a test injects: its own wrappers are all listed.
final class Holder {
    @InjectedClass var armory: Armory
    @InjectedClass var screen: Screen
}

final class BladelessAssembly: Assembly, @unchecked Sendable {
    func screen() -> Screen { define { Screen() } }
    func armory() -> Armory { define(scope: .singleton) { Armory() } }
    func duelScreen() -> DuelScreen {
        define {
            DuelScreen()
        } configuration: {
            $0.injectProperty(\.blade)
        }
    }
    override var components: [Component] {
        [Component(Self.armory), Component(Self.screen), Component(Self.duelScreen)]
    }
}

final class NestedInjectionFailureTests: XCTestCase {
    private let noBlade =
        "No component matches Blade (required by Screen.blade). To fix, list a definition that returns Blade in an assembly's `components` (or name Blade in `implements:`), or inject it by reference."

    func testInjectThrowsForAWrapperOfAComponentItBuildsInsteadOfStopping() {
        let assembly = BladelessAssembly().activate()
        XCTAssertThrowsError(try assembly.inject(Holder())) { error in
            XCTAssertEqual("\(error)", noBlade)
        }
    }

    func testComponentThrowsForAWrapperOfTheComponentItBuilds() {
        let factory = BladelessAssembly().activate().factory
        XCTAssertThrowsError(try factory.component(Screen.self)) { error in
            XCTAssertEqual("\(error)", noBlade)
        }
    }

    func testComponentThrowsForAPropertyInjectedByTypeOfTheComponentItBuilds() {
        let factory = BladelessAssembly().activate().factory
        XCTAssertThrowsError(try factory.component(DuelScreen.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "No component matches Blade (required by BladelessAssembly.duelScreen() property \\DuelScreen.blade). To fix, list a definition that returns Blade in an assembly's `components` (or name Blade in `implements:`), or inject it by reference."
            )
        }
    }

    func testASingletonBuiltByAFailedInjectIsNotKept() throws {
        let assembly = BladelessAssembly().activate()
        let holder = Holder()
        XCTAssertThrowsError(try assembly.inject(holder))
        let armory = try assembly.factory.component(Armory.self)
        XCTAssertTrue(armory === assembly.armory(), "the singleton is shared from now on")
        XCTAssertFalse(armory === holder.armory, "the failed injection's singleton was published")
    }

    func testAFailedInjectLeavesTheFactoryWorking() throws {
        let assembly = BladelessAssembly().activate()
        XCTAssertThrowsError(try assembly.inject(Holder()))
        XCTAssertNoThrow(try assembly.factory.component(Armory.self))
        XCTAssertThrowsError(try assembly.factory.component(Screen.self))
    }
}
