import TyphoonAutoInjection
import XCTest

/// Typhoon's `Tests/Definition/Properties/FactoryReferenceInjectionsTests.m`, ported.
///
/// Typhoon runs a definition's injections on a knight it is given; Swift's `inject(_:)` does that with the listed
/// definition of the knight's class.
final class FactoryReferenceInjectionsTests: XCTestCase {
    // From Tests/Definition/Properties/FactoryReferenceInjectionsTests.m, test_inject_int_bool
    func test_inject_int_bool() throws {
        let knight = Knight()
        try IntBoolKnightAssembly().activate().inject(knight)
        XCTAssertEqual(knight.damselsRescued, 30)
        XCTAssertTrue(knight.hasHorseWillTravel)
    }

    // From Tests/Definition/Properties/FactoryReferenceInjectionsTests.m, test_inject_object
    func test_inject_object() throws {
        let knight = Knight()
        try ObjectKnightAssembly().activate().inject(knight)
        XCTAssertEqual(knight.foobar as? String, "Hello Knights")
    }

    // From Tests/Definition/Properties/FactoryReferenceInjectionsTests.m, test_inject_factorydefinition_selector:
    // values read from another component's properties.
    func test_inject_factorydefinition_selector() throws {
        let assembly = SettingsPropertiesKnightAssembly()
        assembly.currentFooString = "Hello Knights"
        assembly.currentDamselsRescued = 24
        assembly.currentHasHorseWillTravel = true
        let knight = Knight()
        try assembly.activate().inject(knight)
        XCTAssertEqual(knight.foobar as? String, "Hello Knights")
        XCTAssertEqual(knight.damselsRescued, 24)
        XCTAssertTrue(knight.hasHorseWillTravel)
    }

    // From Tests/Definition/Properties/FactoryReferenceInjectionsTests.m, test_inject_factorydefinition_keyPath
    func test_inject_factorydefinition_keyPath() throws {
        let assembly = SettingsKeyPathKnightAssembly()
        assembly.currentFooString = "Hello"
        let knight = Knight()
        try assembly.activate().inject(knight)
        XCTAssertEqual(knight.foobar as? String, "HELLO")
    }

    // From Tests/Definition/Properties/FactoryReferenceInjectionsTests.m, test_inject_factorydefinition_on_init
    func test_inject_factorydefinition_on_init() throws {
        let assembly = SettingsInitializerKnightAssembly()
        assembly.currentDamselsRescued = 32
        assembly.currentFooString = "Hello"
        let knight = try assembly.activate().factory.component(Knight.self)
        XCTAssertEqual(knight.damselsRescued, 32)
        XCTAssertEqual(knight.foobar as? String, "HELLO")
    }
}
