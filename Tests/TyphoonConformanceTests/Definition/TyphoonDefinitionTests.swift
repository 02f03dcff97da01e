import Typhoon
import XCTest

/// Typhoon's `Tests/Definition/TyphoonDefinitionTests.m`, ported.
///
/// Typhoon reads a definition's parts back; here each test builds the component and checks what the definition did
/// to it.
final class TyphoonDefinitionTests: XCTestCase {
    private var assembly: DefinitionTestsAssembly!

    override func setUp() {
        assembly = DefinitionTestsAssembly().activate()
    }

    // MARK: Definition inheritance

    // From Tests/Definition/TyphoonDefinitionTests.m, test_inherits_all_parent_properties: the child, its parent and
    // the parent's parent each inject one property.
    func test_inherits_all_parent_properties() {
        let child = assembly.child()
        XCTAssertTrue(child.hasHorseWillTravel)
        XCTAssertEqual(child.damselsRescued, 12)
        XCTAssertEqual(child.foobar as? String, "foobar!")
    }

    // From Tests/Definition/TyphoonDefinitionTests.m, test_child_properties_override_parent_properties
    func test_child_properties_override_parent_properties() {
        XCTAssertEqual(assembly.childOverridingDamsels().damselsRescued, 346)
    }

    // From Tests/Definition/TyphoonDefinitionTests.m, test_child_inherits_parent_scope_if_not_explicitly_set
    func test_child_inherits_parent_scope_if_not_explicitly_set() {
        XCTAssertTrue(assembly.childOfSingleton() === assembly.childOfSingleton())
    }

    // From Tests/Definition/TyphoonDefinitionTests.m, test_child_overrides_parent_scope_if_explicitly_set
    func test_child_overrides_parent_scope_if_explicitly_set() {
        XCTAssertFalse(assembly.prototypeChildOfSingleton() === assembly.prototypeChildOfSingleton())
    }

    // From Tests/Definition/TyphoonDefinitionTests.m, test_inherits_injection_hooks
    func test_inherits_injection_hooks() {
        let child = assembly.childInheritingHooks()
        XCTAssertEqual(child.journal, ["parent before", "parent after"])
        XCTAssertTrue(child.favoriteQuest is CampaignQuest)
    }

    // From Tests/Definition/TyphoonDefinitionTests.m, test_overrides_injection_hooks: the child's call-backs have the
    // last word. Swift differs on purpose: the parent's call-backs run too, first, where Typhoon's child hook replaces
    // its parent's.
    func test_overrides_injection_hooks() {
        let child = assembly.childOverridingHooks()
        XCTAssertEqual(
            child.journal,
            [
                "parent before", "child before", "damselsRescued = 42", "parent after", "child after",
                "damselsRescued = 42",
            ])
        XCTAssertEqual(child.damselsRescued, 42)
    }

    // MARK: Injection hooks

    // From Tests/Definition/TyphoonDefinitionTests.m, test_before_injections
    func test_before_injections() {
        XCTAssertEqual(assembly.knightWithBeforeInjections().journal, ["before injections", "damselsRescued = 1"])
    }

    // From Tests/Definition/TyphoonDefinitionTests.m, test_before_injections_with_parameters_hook
    func test_before_injections_with_parameters_hook() {
        let knight = assembly.knightWithBeforeInjectionsWithParameters()
        XCTAssertTrue(knight.quest === assembly.questForCallBacks)
        XCTAssertEqual(knight.damselsRescued, 100)
        XCTAssertTrue(knight.hasHorseWillTravel)
    }

    // From Tests/Definition/TyphoonDefinitionTests.m, test_after_injections
    func test_after_injections() {
        XCTAssertEqual(assembly.knightWithAfterInjections().journal, ["damselsRescued = 1", "after injections"])
    }

    // From Tests/Definition/TyphoonDefinitionTests.m, test_after_injections_with_parameters_hook: the call-back's
    // values win over the property injection, which ran before it.
    func test_after_injections_with_parameters_hook() {
        let knight = assembly.knightWithAfterInjectionsWithParameters()
        XCTAssertTrue(knight.quest === assembly.questForCallBacks)
        XCTAssertEqual(knight.damselsRescued, 100)
    }
}
