import Foundation
import Typhoon
import XCTest

/// Typhoon's `Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m`, ported.
///
/// The tests of knights whose circular reference needs the back-reference form are in `BackReferenceTests.swift`.
final class TyphoonRuntimeInjectionsTests: XCTestCase {
    private var assembly: MiddleAgesAssembly!

    override func setUp() {
        assembly = MiddleAgesAssembly().activate()
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_runtime_arguments
    func test_runtime_arguments() {
        let knight = assembly.knightWithRuntimeDamselsRescued(6, runtimeFoobar: "foobar")
        XCTAssertEqual(knight.damselsRescued, 6)
        XCTAssertEqual(knight.foobar as? String, "foobar")
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_runtime_block_arguments
    func test_runtime_block_arguments() throws {
        var foobar = "initial string"
        let knight = assembly.knightWithRuntimeDamselsRescued(6) { (blockArg: String) in
            foobar = "set from block \(blockArg)"
        }
        XCTAssertEqual(knight.damselsRescued, 6)
        let block = try XCTUnwrap(knight.foobar as? (String) -> Void)
        block("arg")
        XCTAssertEqual(foobar, "set from block arg")
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_runtime_block_and_class
    func test_runtime_block_and_class() throws {
        let mock = assembly.mockWithRuntimeBlock({ "Hello" }, andRuntimeClass: NSString.self)
        XCTAssertEqual(mock.block?(), "Hello")
        XCTAssertTrue(try XCTUnwrap(mock.clazz) == NSString.self)
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_runtime_knight_quest
    func test_runtime_knight_quest() {
        var knight = assembly.knightWithRuntimeDamselsRescued(3, runtimeQuestUrl: URL(string: "http://google.com"))
        XCTAssertEqual(knight.quest?.imageUrl, URL(string: "http://google.com"))
        XCTAssertEqual(knight.damselsRescued, 3)

        knight = assembly.knightWithRuntimeDamselsRescued(2, runtimeQuestUrl: URL(string: "http://apple.com"))
        XCTAssertEqual(knight.quest?.imageUrl, URL(string: "http://apple.com"))
        XCTAssertEqual(knight.damselsRescued, 2)
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_runtime_knight_with_nil: Swift's argument
    // is an `Int?`; nil damsels are 0.
    func test_runtime_knight_with_nil() {
        let knight = assembly.knightWithRuntimeDamselsRescued(nil, runtimeQuestUrl: URL(string: "http://google.com"))
        XCTAssertEqual(knight.quest?.imageUrl, URL(string: "http://google.com"))
        XCTAssertEqual(knight.damselsRescued, 0)
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_runtime_knight_with_method_arg_nil
    func test_runtime_knight_with_method_arg_nil() throws {
        let knight = assembly.knightWithRuntimeDamselsRescued(12, runtimeQuestUrl: nil)
        XCTAssertNotNil(knight.quest)
        XCTAssertNil(knight.quest?.imageUrl)
        XCTAssertEqual(knight.damselsRescued, 12)
        let friend = try XCTUnwrap(knight.foobar as? Knight)
        XCTAssertEqual(friend.damselsRescued, 12)
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m,
    // test_runtime_knight_with_method_arg_and_two_nils
    func test_runtime_knight_with_method_arg_and_two_nils() {
        let knight = assembly.knightWithRuntimeDamselsRescued(nil, runtimeQuestUrl: nil)
        XCTAssertNil(knight.quest?.imageUrl)
        XCTAssertEqual(knight.damselsRescued, 0)
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_predefined_quest
    func test_predefined_quest() {
        XCTAssertEqual(assembly.knightWithDefinedQuestUrl().quest?.imageUrl, URL(string: "http://example.com"))
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_runtime_argument_with_reference_injection
    func test_runtime_argument_with_reference_injection() {
        XCTAssertEqual(assembly.knightRuntimeArgumentsFromDefinition().foobar as? URL, URL(string: "http://google.com"))
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m,
    // test_runtime_argument_with_reference_injection_with_another_argument
    func test_runtime_argument_with_reference_injection_with_another_argument() {
        XCTAssertEqual(
            assembly.knightRuntimeArgumentsFromDefinitionWithRuntimeArg().foobar as? URL,
            URL(string: "http://typhoonframework.org"))
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m,
    // test_runtime_argument_with_reference_injection_with_another_runtime_argument
    func test_runtime_argument_with_reference_injection_with_another_runtime_argument() {
        XCTAssertEqual(
            assembly.knightRuntimeArgumentsFromDefinitionsSetWithRuntimeArg().foobar as? URL,
            URL(string: "http://example.com"))
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_runtime_argument_shortcut
    func test_runtime_argument_shortcut() {
        XCTAssertEqual(assembly.stringValueShortcut(), "Hello world!")
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m,
    // test_runtime_argument_shortcut_more_than_one_arg
    func test_runtime_argument_shortcut_more_than_one_arg() {
        let knight = assembly.knightWithRuntimeQuestUrl(URL(string: "http://appsquick.ly"))
        XCTAssertEqual(knight.quest?.imageUrl, URL(string: "http://appsquick.ly"))
        XCTAssertEqual(knight.damselsRescued, 13)
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_runtime_argument_shortcut_block_and_class
    func test_runtime_argument_shortcut_block_and_class() throws {
        let mock1 = assembly.mockWithRuntimeClass(NSString.self)
        XCTAssertTrue(try XCTUnwrap(mock1.clazz) == NSString.self)
        XCTAssertEqual(mock1.block?(), "Hello")

        let mock2 = assembly.mockWithRuntimeBlock { "Hello2" }
        XCTAssertTrue(try XCTUnwrap(mock2.clazz) == NSString.self)
        XCTAssertEqual(mock2.block?(), "Hello2")
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m,
    // test_runtime_argument_shortcut_point_to_shortcut
    func test_runtime_argument_shortcut_point_to_shortcut() {
        let knight = assembly.knightWithPredefinedRuntimeQuest()
        XCTAssertEqual(knight.quest?.imageUrl, URL(string: "http://appsquick.ly"))
        XCTAssertEqual(knight.damselsRescued, 13)
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_runtime_argument_with_error_writeback:
    // Swift passes a class instance for the factory to write its error into, where Typhoon passes a pointer to an
    // `NSError` in an `NSValue`.
    func test_runtime_argument_with_error_writeback() throws {
        let slot = ErrorSlot()
        let sword = assembly.swordWithSpec("blue", error: slot)
        XCTAssertEqual(sword.specification, "blue sword")
        XCTAssertNil(slot.error)

        let slot2 = ErrorSlot()
        let yellow = assembly.swordWithSpec("yellow", error: slot2)
        XCTAssertEqual(yellow.specification, "Yer typical run-o-the-mill rusty sword.")
        XCTAssertEqual(try XCTUnwrap(slot2.error).code, 404)
    }

    // From Tests/Definition/Properties/TyphoonRuntimeInjectionsTests.m, test_runtime_argument_with_proxy_object:
    // Swift's decorator is a class that conforms to `Quest` and forwards to the quest it wraps, where Typhoon's is an
    // `NSProxy`.
    func test_runtime_argument_with_proxy_object() {
        let defaultQuest = assembly.defaultQuest()
        let decoratedQuest = DecoratedQuest(decorating: defaultQuest)
        let knight = assembly.knightWithQuest(decoratedQuest)
        XCTAssertTrue(knight.quest === decoratedQuest)
        XCTAssertEqual(knight.quest?.questName, "Decorated Campaign Quest")
    }
}
