import Foundation
import Typhoon
import XCTest

/// Typhoon's `Tests/Factory/Internal/TyphoonComponentDefinition+InstanceBuilderTests.m`, ported.
final class ComponentDefinition_InstanceBuilderTests: XCTestCase {
    private var assembly: InstanceBuilderAssembly!

    override func setUp() {
        assembly = InstanceBuilderAssembly().activate()
    }

    // MARK: Initializer injection

    // From Tests/Factory/Internal/TyphoonComponentDefinition+InstanceBuilderTests.m,
    // test_injects_required_initializer_dependencies
    func test_injects_required_initializer_dependencies() {
        XCTAssertTrue(assembly.knight().quest is CampaignQuest)
    }

    // From Tests/Factory/Internal/TyphoonComponentDefinition+InstanceBuilderTests.m,
    // test_injects_required_initializer_dependencies_with_factory_method
    func test_injects_required_initializer_dependencies_with_factory_method() {
        XCTAssertEqual(assembly.url(), URL(string: "http://www.appsquick.ly"))
    }

    // From Tests/Factory/Internal/TyphoonComponentDefinition+InstanceBuilderTests.m,
    // test_injects_initializer_value_as_long
    func test_injects_initializer_value_as_long() {
        XCTAssertEqual(assembly.knightWithDamsels().damselsRescued, 12)
    }

    // From Tests/Factory/Internal/TyphoonComponentDefinition+InstanceBuilderTests.m,
    // test_injects_initializer_value_as_collection
    func test_injects_initializer_value_as_collection() {
        XCTAssertEqual(assembly.knightWithFavoriteDamsels().favoriteDamsels?.count, 2)
    }

    // From Tests/Factory/Internal/TyphoonComponentDefinition+InstanceBuilderTests.m,
    // test_inject_initializer_values_as_primitives: every integer width, `Float`, `Double`, `Bool`, a metatype and a
    // struct, passed as they are (Swift has no boxing). Typhoon's selectors, C strings, `NSRange` and raw pointers in
    // `NSValue` have no counterpart.
    func test_inject_initializer_values_as_primitives() {
        assertHoldsEveryMaximum(assembly.primitiveManByInitializer())
    }

    // MARK: Property injection

    // From Tests/Factory/Internal/TyphoonComponentDefinition+InstanceBuilderTests.m,
    // test_injects_required_property_dependencies
    func test_injects_required_property_dependencies() {
        XCTAssertTrue(assembly.knightWithQuestProperty().quest is CampaignQuest)
    }

    // From Tests/Factory/Internal/TyphoonComponentDefinition+InstanceBuilderTests.m,
    // test_injects_property_value_as_long
    func test_injects_property_value_as_long() {
        XCTAssertEqual(assembly.knightWithDamselsProperty().damselsRescued, 12)
    }

    // From Tests/Factory/Internal/TyphoonComponentDefinition+InstanceBuilderTests.m,
    // test_inject_property_value_as_primitives: as the initializer's test, by property injection.
    func test_inject_property_value_as_primitives() {
        assertHoldsEveryMaximum(assembly.primitiveManByProperties())
    }

    private func assertHoldsEveryMaximum(
        _ primitiveMan: PrimitiveMan, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(primitiveMan.intValue, .max, file: file, line: line)
        XCTAssertEqual(primitiveMan.unsignedIntValue, .max, file: file, line: line)
        XCTAssertEqual(primitiveMan.shortValue, .max, file: file, line: line)
        XCTAssertEqual(primitiveMan.unsignedShortValue, .max, file: file, line: line)
        XCTAssertEqual(primitiveMan.longValue, .max, file: file, line: line)
        XCTAssertEqual(primitiveMan.unsignedLongValue, .max, file: file, line: line)
        XCTAssertEqual(primitiveMan.longLongValue, .max, file: file, line: line)
        XCTAssertEqual(primitiveMan.unsignedLongLongValue, .max, file: file, line: line)
        XCTAssertEqual(primitiveMan.unsignedCharValue, .max, file: file, line: line)
        XCTAssertEqual(primitiveMan.floatValue, .greatestFiniteMagnitude, file: file, line: line)
        XCTAssertEqual(primitiveMan.doubleValue, .greatestFiniteMagnitude, file: file, line: line)
        XCTAssertTrue(primitiveMan.boolValue, file: file, line: line)
        XCTAssertTrue(primitiveMan.classValue == InstanceBuilderAssembly.self, file: file, line: line)
        XCTAssertEqual(primitiveMan.unknownStructure, InstanceBuilderAssembly.structure, file: file, line: line)
    }
}
