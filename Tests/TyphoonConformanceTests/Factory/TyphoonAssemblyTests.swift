import TestSupport
import Testing
import TyphoonAutoInjection
import XCTest

/// Typhoon's `Tests/Factory/Assembly/TyphoonAssemblyTests.m`, ported.
final class TyphoonAssemblyTests: XCTestCase {
    // From Tests/Factory/Assembly/TyphoonAssemblyTests.m, test_activated_assembly_returns_activated_collaborators
    func test_activated_assembly_returns_activated_collaborators() {
        let assembly = MiddleAgesAssembly().activate(with: [CollaboratingMiddleAgesAssembly()])
        let quest = assembly.collaboratingAssembly.quests.environmentDependentQuest()
        XCTAssertTrue(quest is CampaignQuest)
        XCTAssertTrue(assembly.collaboratingAssembly.quests === assembly)
    }

    // From Tests/Factory/Assembly/TyphoonAssemblyTests.m, test_activation_with_looped_collaborators_1_2_3_2
    func test_activation_with_looped_collaborators_1_2_3_2() {
        let firstAssembly = TyphoonFirstLoopAssembly().activate(with: [
            TyphoonSecondLoopAssembly(), TyphoonThirdLoopAssembly(),
        ])
        XCTAssertTrue(firstAssembly.testQuest() is MediocreQuest)
    }

    // From Tests/Factory/Assembly/TyphoonAssemblyTests.m, test_activation_with_looped_collaborators_1_2_1
    func test_activation_with_looped_collaborators_1_2_1() {
        let fourthAssembly = TyphoonFourthLoopAssembly().activate(with: [TyphoonFifthLoopAssembly()])
        XCTAssertTrue(fourthAssembly.testQuest() is MediocreQuest)
    }

    // From Tests/Factory/Assembly/TyphoonAssemblyTests.m,
    // test_after_activation_TyphoonComponentFactory_methods_are_available: Swift looks the knight up by type where
    // Typhoon looks it up by key.
    func test_after_activation_TyphoonComponentFactory_methods_are_available() throws {
        let assembly = MiddleAgesAssembly().activate()
        XCTAssertTrue(type(of: try assembly.factory.component(Knight.self)) == Knight.self)
    }

    // From Tests/Factory/Assembly/TyphoonAssemblyTests.m, test_after_activation_can_inject_pre_obtained_instance:
    // Swift's `inject(_:)` applies the listed definition of the instance's class, where Typhoon names the definition's
    // selector.
    func test_after_activation_can_inject_pre_obtained_instance() throws {
        let assembly = MiddleAgesAssembly().activate()
        let knight = Knight()
        try assembly.inject(knight)
        XCTAssertNotNil(knight.quest)
    }

    // From Tests/Factory/Assembly/TyphoonAssemblyTests.m, test_after_activation_assembly_can_be_made_default
    func test_after_activation_assembly_can_be_made_default() throws {
        let assembly = MiddleAgesAssembly().activate()
        assembly.factory.makeDefault()
        let defaultAssembly = try XCTUnwrap(ComponentFactory.default).assembly(MiddleAgesAssembly.self)
        XCTAssertTrue(defaultAssembly === assembly)
        XCTAssertTrue(type(of: defaultAssembly.knight()) == Knight.self)
    }

    // From Tests/Factory/Assembly/TyphoonAssemblyTests.m, test_nil_definition_with_injection_hooks: an initializer
    // that makes nothing gets no call-back and no method injection, and the definition returns nil.
    func test_nil_definition_with_injection_hooks() {
        let assembly = MiddleAgesAssembly().activate()
        XCTAssertNil(assembly.occasionallyNilKnightWithBeforeInjections())
        XCTAssertNil(assembly.occasionallyNilKnightWithAfterInjections())
        XCTAssertNil(assembly.occasionallyNilKnightWithMethodInjections())
    }
}

/// Typhoon's `Tests/Factory/Assembly/TyphoonAssemblyTests.m`, ported.
///
/// The tests of an assembly used before it is activated: Swift stops with a message that says how to activate it,
/// where Typhoon raises.
@Suite struct TyphoonAssemblyStopTests {
    private static let notActivatedFactory =
        "MiddleAgesAssembly.factory was called on an assembly that is not activated, so it has no factory to build from. To fix, activate it first: `let assembly = MiddleAgesAssembly().activate()`, or take it from a factory with `factory.assembly(MiddleAgesAssembly.self)`."

    // From Tests/Factory/Assembly/TyphoonAssemblyTests.m, test_activated_assembly_returns_built_instances: before
    // activation a definition method stops (Typhoon returns the definition); after it, it returns a knight.
    @Test func test_activated_assembly_returns_built_instances() async {
        #expect(type(of: MiddleAgesAssembly().activate().knight()) == Knight.self)
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = MiddleAgesAssembly().knight()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "MiddleAgesAssembly.knight() was called on an assembly that is not activated, so it has no factory to build from. To fix, activate it first: `let assembly = MiddleAgesAssembly().activate()`, or take it from a factory with `factory.assembly(MiddleAgesAssembly.self)`."
        )
    }

    // From Tests/Factory/Assembly/TyphoonAssemblyTests.m,
    // test_before_activation_raises_exception_when_invoking_TyphoonComponentFactory_componentForType
    @Test func test_before_activation_raises_exception_when_invoking_TyphoonComponentFactory_componentForType() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try MiddleAgesAssembly().factory.component(Knight.self)
        }
        #expect(stopMessage(inStandardError: result?.standardErrorContent) == Self.notActivatedFactory)
    }

    // From Tests/Factory/Assembly/TyphoonAssemblyTests.m,
    // test_before_activation_raises_exception_when_invoking_TyphoonComponentFactory_allComponentsForType
    @Test func test_before_activation_raises_exception_when_invoking_TyphoonComponentFactory_allComponentsForType()
        async
    {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = MiddleAgesAssembly().factory.allComponents(ofType: Knight.self)
        }
        #expect(stopMessage(inStandardError: result?.standardErrorContent) == Self.notActivatedFactory)
    }

    // From Tests/Factory/Assembly/TyphoonAssemblyTests.m,
    // test_before_activation_raises_exception_when_invoking_TyphoonComponentFactory_inject: `inject(_:)` stops too,
    // since the assembly has no factory to inject from.
    @Test func test_before_activation_raises_exception_when_invoking_TyphoonComponentFactory_inject() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try MiddleAgesAssembly().inject(Knight())
        }
        #expect(stopMessage(inStandardError: result?.standardErrorContent) == Self.notActivatedFactory)
    }

    // From Tests/Factory/Assembly/TyphoonAssemblyTests.m,
    // test_before_activation_raises_exception_when_invoking_TyphoonComponentFactory_makeDefault
    @Test func test_before_activation_raises_exception_when_invoking_TyphoonComponentFactory_makeDefault() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            MiddleAgesAssembly().factory.makeDefault()
        }
        #expect(stopMessage(inStandardError: result?.standardErrorContent) == Self.notActivatedFactory)
    }
}
