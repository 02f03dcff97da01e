import Foundation
import Typhoon
import XCTest

/// Typhoon's `Tests/Definition/TyphoonInjectionDefinitionTests.m`, ported.
///
/// Definitions of values, nil, closures and references to other definitions.
final class TyphoonInjectionDefinitionTests: XCTestCase {
    private var assembly: MiddleAgesAssembly!

    override func setUp() {
        assembly = MiddleAgesAssembly().activate()
    }

    // From Tests/Definition/TyphoonInjectionDefinitionTests.m, testNull
    func testNull() {
        XCTAssertNil(assembly.nullQuest())
    }

    // From Tests/Definition/TyphoonInjectionDefinitionTests.m, testNumber
    func testNumber() {
        XCTAssertEqual(assembly.simpleNumber(), 1)
    }

    // From Tests/Definition/TyphoonInjectionDefinitionTests.m, testBlock
    func testBlock() {
        XCTAssertEqual(assembly.blockDefinition()(), "321")
    }

    // From Tests/Definition/TyphoonInjectionDefinitionTests.m, testString
    func testString() {
        XCTAssertEqual(assembly.simpleString(), "123")
    }

    // From Tests/Definition/TyphoonInjectionDefinitionTests.m, testNullDependency
    func testNullDependency() {
        let knight = assembly.knightWithNullQuest()
        XCTAssertTrue(type(of: knight) == Knight.self)
        XCTAssertNil(knight.quest)
    }

    // From Tests/Definition/TyphoonInjectionDefinitionTests.m, testReferenceDefinition
    func testReferenceDefinition() {
        XCTAssertEqual(assembly.referenceToSimpleString(), "123")
    }

    // From Tests/Definition/TyphoonInjectionDefinitionTests.m, testCollectionOfSimpleStrings
    func testCollectionOfSimpleStrings() {
        XCTAssertEqual(assembly.simpleArray(), ["123", "123", "123"])
    }

    // From Tests/Definition/TyphoonInjectionDefinitionTests.m, testRuntimeArgument: Swift takes the closure in a
    // prototype definition of its own, since a closure is neither a class instance nor `Hashable`.
    func testRuntimeArgument() {
        XCTAssertEqual(assembly.simpleRuntimeArgument(1), 1)
        XCTAssertEqual(assembly.simpleRuntimeArgument("123"), "123")
        XCTAssertEqual(assembly.simpleRuntimeBlock({ 1 })(), 1)
    }

    // From Tests/Definition/TyphoonInjectionDefinitionTests.m, test_primitive_definition_component: a struct made by a
    // factory definition, injected.
    func test_primitive_definition_component() {
        let rectModel = assembly.rectModel()
        XCTAssertNotEqual(rectModel.rectFrame, .zero)
        XCTAssertEqual(rectModel.rectFrame.size.height, 100)
    }

    // From Tests/Definition/TyphoonInjectionDefinitionTests.m, test_double_definition
    func test_double_definition() {
        XCTAssertEqual(assembly.doublePrimitive(), 123.32)
    }
}
