import TyphoonAutoInjection
import XCTest

/// Typhoon's `Tests/Definition/Initializer/TyphoonInitializerTests.m`, ported.
final class TyphoonInitializerTests: XCTestCase {
    // From Tests/Definition/Initializer/TyphoonInitializerTests.m, test_knight_init_by_class_method
    func test_knight_init_by_class_method() {
        XCTAssertEqual(MiddleAgesAssembly().activate().knightClassMethodInit().damselsRescued, 13)
    }
}

/// Typhoon's `Tests/Definition/Initializer/TyphoonMethodInjectionsTests.m`, ported.
final class TyphoonMethodInjectionsTests: XCTestCase {
    private var assembly: MethodInjectionsAssembly!

    override func setUp() {
        let factory = ComponentFactory(assemblies: [MiddleAgesAssembly(), MethodInjectionsAssembly()])
        assembly = factory.assembly(MethodInjectionsAssembly.self)
        self.factory = factory
    }

    // The factory owns the assembly taken from it.
    private var factory: ComponentFactory?

    // From Tests/Definition/Initializer/TyphoonMethodInjectionsTests.m, test_method_injection
    func test_method_injection() {
        let knight = assembly.knightInjectedByMethod()
        XCTAssertNotNil(knight.quest)
        XCTAssertEqual(knight.damselsRescued, 3)
    }

    // From Tests/Definition/Initializer/TyphoonMethodInjectionsTests.m, test_method_three_argument
    func test_method_three_argument() {
        XCTAssertEqual(assembly.knightWithMethodRuntimeFoo("foo").foobar as? String, "foo")
    }

    // From Tests/Definition/Initializer/TyphoonMethodInjectionsTests.m, test_method_nil_argument
    func test_method_nil_argument() {
        let knight = assembly.knightWithMethodFoo(nil)
        XCTAssertEqual(knight.friends?.count, 2)
        XCTAssertTrue(knight.hasHorseWillTravel)
        XCTAssertNil(knight.foobar)
    }
}
