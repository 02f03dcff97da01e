import Foundation
import Typhoon
import XCTest

/// Typhoon's `Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m`, ported.
///
/// Typhoon's `withOption:matcher:` is `option(on:cases:)`; an option that Typhoon's test expects to raise is a
/// throwing option here (`optionThrowing(on:cases:)`), whose error the test checks.
final class DefinitionConfigurationTest: XCTestCase {
    private var assembly: AssemblyWithDefinitionConfiguration!

    override func setUp() {
        super.setUp()
        assembly = AssemblyWithDefinitionConfiguration().activate()
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_macros_defined_definition
    func test_macros_defined_definition() {
        XCTAssertEqual(assembly.definitionMatchedTrueValue(), "TRUE")
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_runtime_defined_definition
    func test_runtime_defined_definition() {
        XCTAssertEqual(assembly.definitionMatchedRuntimeValue(true), "TRUE")
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_string_defined_definition
    func test_string_defined_definition() {
        XCTAssertEqual(assembly.definitionMatchedFalseAsString(), "FALSE")
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_number_defined_definition
    func test_number_defined_definition() {
        XCTAssertEqual(assembly.definitionMatchedOneAsNumber(), "TRUE")
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_string_number_defined_definition
    func test_string_number_defined_definition() {
        XCTAssertEqual(assembly.definitionMatchedOneAsString(), "TRUE")
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_definition_defined_by_another_as_option
    func test_definition_defined_by_another_as_option() {
        XCTAssertEqual(assembly.definitionMatchedByAnotherDefinitionWithFalse(), "FALSE")
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_definition_matched_by_name: Swift cannot call a method by its name, so the names are the option's cases.
    func test_definition_matched_by_name() {
        XCTAssertEqual(assembly.definitionMatchedDefinitionName("trueString"), "TRUE")
        XCTAssertEqual(assembly.definitionMatchedDefinitionName("falseString"), "FALSE")
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_definition_with_custom_matcher
    func test_definition_with_custom_matcher() throws {
        XCTAssertEqual(try assembly.definitionMatchedByCustomMatcherFromOption("positive"), "TRUE")
        XCTAssertEqual(try assembly.definitionMatchedByCustomMatcherFromOption("negative"), "FALSE")
        XCTAssertEqual(try assembly.definitionMatchedByCustomMatcherFromOption("nothing"), "ZERO")
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_definition_cant_match: Typhoon raises; here the throwing option throws, naming the value and the cases.
    func test_definition_cant_match() {
        XCTAssertThrowsError(try assembly.definitionMatchedByCustomMatcherFromOption("unknown")) { error in
            XCTAssertEqual(
                error as? TyphoonError,
                .optionNotMatched(
                    option: "AssemblyWithDefinitionConfiguration.definitionMatchedByCustomMatcherFromOption(_:)",
                    value: "\"unknown\"", type: "String", cases: ["\"positive\"", "\"negative\"", "\"nothing\""]))
        }
        XCTAssertThrowsError(try assembly.definitionMatchedByCustomMatcherOrNameFromOption("unknown"))
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_definition_with_custom_matcher_and_name: `NSArray` conforms to `NSFastEnumeration` and `NSString` does
    // not; here an array is a Swift sequence and a number is not.
    func test_definition_with_custom_matcher_and_name() throws {
        XCTAssertEqual(try assembly.definitionMatchedByCustomMatcherOrNameFromOption("positive"), "TRUE")
        XCTAssertEqual(try assembly.definitionMatchedByCustomMatcherOrNameFromOption("negative"), "FALSE")
        XCTAssertEqual(try assembly.definitionMatchedByCustomMatcherOrNameFromOption("nothing"), "ZERO")
        XCTAssertEqual(try assembly.definitionMatchedByCustomMatcherOrNameFromOption("trueString"), "TRUE")
        XCTAssertEqual(try assembly.definitionMatchedByCustomMatcherOrNameFromOption("falseString"), "FALSE")
        XCTAssertEqual(assembly.definitionMatchedByCustomMatcherFromProtocolOption([Any]()), "TRUE")
        XCTAssertEqual(assembly.definitionMatchedByCustomMatcherFromProtocolOption(NSNumber(value: 0)), "ZERO")
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_definition_cant_match_useDefault
    func test_definition_cant_match_useDefault() {
        XCTAssertEqual(assembly.definitionMatchedByCustomMatcherWithDefaultFromOption("unknown"), "ZERO")
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_definition_with_custom_matcher_and_runtime_args_passing
    func test_definition_with_custom_matcher_and_runtime_args_passing() {
        XCTAssertEqual(assembly.definitionMatchedByCustomMatcherFromOption("custom", withString: "123"), "123")
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_definition_with_custom_injections_on_matcher
    func test_definition_with_custom_injections_on_matcher() {
        let matched = assembly.definitionMatchedByCustomInjectionsMatcherFromOption
        XCTAssertEqual(matched("optionItSelf", "123") as? AnyHashable, "optionItSelf")
        XCTAssertEqual(matched("customString", "123") as? String, "123")
        XCTAssertEqual(matched("defaultString", nil) as? String, "Typhoon")
        XCTAssertNil(matched(NSNull(), nil))
        XCTAssertTrue(matched(nil, nil) is NSNull)
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_definition_with_circular_dependency
    func test_definition_with_circular_dependency() {
        let list = assembly.definitionWithCircularDescription()
        XCTAssertEqual(list.items.count, 2, "list must have 2 items, but has: \(list.items)")
        XCTAssertTrue(list.items[0].pointee === list)
        XCTAssertTrue(list.items[1].pointee === list)
    }

    // From Tests/Configuration/DefinitionOptionConfiguration/DefinitionConfigurationTest.m,
    // test_definition_with_incorrect_circular_dependency: an option that picks itself is a cycle of initializers.
    func test_definition_with_incorrect_circular_dependency() {
        XCTAssertThrowsError(try assembly.definitionWithIncorrectCircularDependency()) { error in
            XCTAssertEqual(
                error as? TyphoonError,
                .circularInitializers(path: [
                    "AssemblyWithDefinitionConfiguration.definitionWithIncorrectCircularDependency()",
                    "definitionWithIncorrectCircularDependency()",
                ]))
        }
    }
}
