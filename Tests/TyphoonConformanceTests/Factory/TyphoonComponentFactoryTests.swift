import Typhoon
import TyphoonAutoInjection
import XCTest

/// Typhoon's `Tests/Factory/TyphoonComponentFactoryTests.m`, ported.
///
/// Typhoon registers definitions on a bare factory; here each test activates an assembly with the same definitions,
/// all listed so that they are found by type as Typhoon finds every registered definition.
final class TyphoonComponentFactoryTests: XCTestCase {
    // From Tests/Factory/TyphoonComponentFactoryTests.m,
    // test_componentForKey_returns_with_initializer_dependencies_injected
    func test_componentForKey_returns_with_initializer_dependencies_injected() throws {
        let factory = InitializerInjectedKnightAssembly().activate().factory
        let knight = try factory.component(Knight.self)
        XCTAssertTrue(type(of: knight) == Knight.self)
        XCTAssertNotNil(knight.quest)
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_allComponentsForType: the cavalry man is a knight, found
    // through its superclass. Typhoon also counts every component as an `NSObject`; Swift has no protocol that every
    // class conforms to, so that count has no counterpart.
    func test_allComponentsForType() {
        let factory = AllComponentsAssembly().activate().factory
        XCTAssertEqual(factory.allComponents(ofType: Knight.self).count, 2)
        XCTAssertEqual(factory.allComponents(ofType: CampaignQuest.self).count, 1)
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_componentForType: one match is returned; several, or
    // none, is an error. Swift: a thrown `TyphoonError` instead of an exception.
    func test_componentForType() throws {
        let factory = ComponentForTypeAssembly().activate().factory
        XCTAssertTrue(type(of: try factory.component(CavalryMan.self)) == CavalryMan.self)

        XCTAssertThrowsError(try factory.component(Knight.self)) { error in
            guard case .ambiguousComponent(let type, _, let candidates) = error as? TyphoonError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(type, "Knight")
            XCTAssertEqual(candidates.count, 2)
        }
        XCTAssertThrowsError(try factory.component((any Quest).self)) { error in
            guard case .ambiguousComponent(let type, _, let candidates) = error as? TyphoonError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(type, "Quest")
            XCTAssertEqual(candidates.count, 2)
        }
        XCTAssertThrowsError(try factory.component(Champion.self)) { error in
            XCTAssertEqual(error as? TyphoonError, .noComponent(type: "Champion", requiredBy: nil))
        }
        XCTAssertThrowsError(try factory.component((any Harlot).self)) { error in
            XCTAssertEqual(error as? TyphoonError, .noComponent(type: "Harlot", requiredBy: nil))
        }
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m,
    // test_componentForKey_returns_with_property_dependencies_resolved_by_type
    func test_componentForKey_returns_with_property_dependencies_resolved_by_type() {
        let knight = PropertyByTypeKnightAssembly().activate().knight()
        XCTAssertTrue(knight.quest is CampaignQuest)
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_autoWires: Typhoon makes a definition of its own for a
    // class with auto-injected properties that nothing defines; Swift fills such an instance with `inject(_:)`, which
    // also gives it the call-backs a definition would.
    func test_autoWires() throws {
        let factory = QuestOnlyAssembly().activate().factory
        let knight = AutoWiringKnight()
        try factory.inject(knight)
        XCTAssertTrue(knight.autoWiredQuest is CampaignQuest)
        XCTAssertEqual(knight.callBacks, ["typhoonWillInject", "typhoonSetFactory", "typhoonDidInject"])
        XCTAssertTrue(knight.factory === factory)
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_injectProperties: `inject(_:)` applies the listed
    // definition of the instance's class.
    func test_injectProperties() throws {
        let factory = PropertyByTypeKnightAssembly().activate().factory
        let knight = Knight()
        try factory.inject(knight)
        XCTAssertTrue(knight.quest is CampaignQuest)
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_injectProperties_subclassing: a cavalry man gets the
    // cavalry man's definition, not the knight's.
    func test_injectProperties_subclassing() throws {
        let factory = SubclassInjectionAssembly().activate().factory
        let cavalryMan = CavalryMan()
        try factory.inject(cavalryMan)
        XCTAssertNil(cavalryMan.quest)
        XCTAssertEqual(cavalryMan.hitRatio, 3.0)

        let knight = Knight()
        try factory.inject(knight)
        XCTAssertNotNil(knight.quest)
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_load_singleton: activation builds the singleton, and
    // neither the lazy singleton nor the object-graph component. Swift: the singleton is listed `eager: true`.
    func test_load_singleton() {
        let assembly = LoadSingletonAssembly().activate()
        XCTAssertEqual(assembly.log.built, ["quest"])
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_load_weakSingleton: one instance while it is held; a new
    // one after it is released.
    func test_load_weakSingleton() {
        let assembly = WeakSingletonAssembly().activate()
        var object1: Scroll? = assembly.weakSingleton()
        var object2: Scroll? = assembly.weakSingleton()
        XCTAssertTrue(object1 === object2)
        object1?.text += "Hello"

        weak let weakRef = object2
        object1 = nil
        object2 = nil
        XCTAssertNil(weakRef)

        object1 = assembly.weakSingleton()
        XCTAssertFalse(object1?.text.contains("Hello") ?? true)
    }
}
