import TyphoonAutoInjection
import XCTest

/// Typhoon's `Tests/Factory/AutoInjection/TyphoonAutoInjectionTests.m`, ported.
final class TyphoonAutoInjectionTests: XCTestCase {
    // From Tests/Factory/AutoInjection/TyphoonAutoInjectionTests.m, testAutoInjectionWithAssembly: a knight built by a
    // definition gets its wrappers filled from another assembly's components.
    func testAutoInjectionWithAssembly() {
        let factory = ComponentFactory(assemblies: [
            TyphoonAutoInjectionAssembly(), TyphoonAutoInjectionAssemblyWithKnight(),
        ])
        let knight = factory.assembly(TyphoonAutoInjectionAssemblyWithKnight.self).autoInjectedKnight()
        XCTAssertTrue(knight.autoQuest is CampaignQuest)
        XCTAssertNotNil(knight.autoFort)
    }

    // From Tests/Factory/AutoInjection/TyphoonAutoInjectionTests.m, testAutoInjectionWithoutAssembly: a knight no
    // definition builds. Typhoon makes a definition for its class when it is asked for by type; Swift fills an
    // instance with `inject(_:)`.
    func testAutoInjectionWithoutAssembly() throws {
        let factory = ComponentFactory(assemblies: [TyphoonAutoInjectionAssembly()])
        let knight = AutoInjectionKnight()
        try factory.inject(knight)
        XCTAssertTrue(knight.autoQuest is CampaignQuest)
        XCTAssertNotNil(knight.autoFort)
    }
}
