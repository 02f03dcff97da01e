import TestSupport
import Typhoon
import XCTest

final class ByTypeLookupTests: XCTestCase {
    func testTheOneComponentOfAProtocolTypeIsFound() throws {
        let factory = LookupAssembly().activate().factory
        XCTAssertTrue(try factory.component((any Quest).self) is CampaignQuest)
    }

    func testAComponentIsFoundByATypeNamedInImplements() throws {
        let factory = LookupAssembly().activate().factory
        XCTAssertTrue(try factory.component((any Horseman).self) is CavalryMan)
    }

    func testByTypeUsesTheSubclassOverrideOfAListedMethod() throws {
        let factory = QuestOverrideAssembly().activate().factory
        XCTAssertTrue(try factory.component((any Quest).self) is DragonQuest)
    }

    func testAllComponentsIncludesSubclassesOfTheType() {
        let factory = LookupAssembly().activate().factory
        let knights = factory.allComponents(ofType: Knight.self)
        XCTAssertEqual(knights.count, 4)
        XCTAssertEqual(knights.filter { $0 is CavalryMan }.count, 2)
    }

    func testATypeRepeatedInImplementsStillMatchesTheComponentOnce() throws {
        let factory = RepeatedTypesAssembly().activate().factory
        XCTAssertEqual("\(type(of: try factory.component(CavalryMan.self)))", "CavalryMan")
        XCTAssertEqual(factory.allComponents(ofType: (any Horseman).self).count, 1)
        XCTAssertEqual(factory.allComponents(ofType: Knight.self).map { "\(type(of: $0))" }, ["CavalryMan", "Knight"])
    }

    func testPrimaryComponentWinsATie() throws {
        let factory = PrimaryLookupAssembly().activate().factory
        XCTAssertTrue(try factory.component(Knight.self).quest is DragonQuest)
    }

    func testNoMatchNamesTheType() {
        let factory = LookupAssembly().activate().factory
        XCTAssertThrowsError(try factory.component(Sword.Type.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "No component matches Sword.Type. To fix, list a definition that returns Sword.Type in an assembly's `components` (or name Sword.Type in `implements:`), or inject it by reference."
            )
        }
    }

    func testNoMatchNamesADefinitionOfThatTypeThatRanButIsNotListed() {
        let assembly = UnlistedQuestsAssembly().activate()
        _ = assembly.errand()
        XCTAssertThrowsError(try assembly.factory.component((any Quest).self)) { error in
            XCTAssertEqual(
                "\(error)",
                "No component matches Quest. UnlistedQuestsAssembly.errand() returns Quest but is not listed in its assembly's `components`. To fix, list `Component(Self.errand)` in its assembly's `components`, or inject it by reference."
            )
        }
    }

    func testNoMatchSaysADefinitionOfThatTypeTakesRunTimeArgumentsALookUpCannotPass() {
        let assembly = UnlistedQuestsAssembly().activate()
        _ = assembly.quest(named: "grail")
        XCTAssertThrowsError(try assembly.factory.component((any Quest).self)) { error in
            XCTAssertEqual(
                "\(error)",
                "No component matches Quest. UnlistedQuestsAssembly.quest(named:) returns Quest but takes run-time arguments, which a look-up by type cannot pass. To fix, list a definition without run-time arguments that returns Quest, or inject it by reference."
            )
        }
    }

    func testNoMatchWithoutAnyDefinitionOfThatTypeKnownIsNoComponent() {
        let factory = UnlistedQuestsAssembly().activate().factory
        XCTAssertThrowsError(try factory.component((any Quest).self)) { error in
            XCTAssertEqual(error as? TyphoonError, .noComponent(type: "Quest", requiredBy: nil))
        }
    }

    func testSeveralMatchesNameEveryCandidateByListingBeforeTheyRan() {
        let factory = LookupAssembly().activate().factory
        XCTAssertThrowsError(try factory.component(CavalryMan.self)) { error in
            XCTAssertEqual(
                error as? TyphoonError,
                .ambiguousComponent(
                    type: "CavalryMan", requiredBy: nil,
                    candidates: [
                        "LookupAssembly component of type CavalryMan listed at TyphoonTests/Lookup.swift:\(listing(of: "Component(Self.cavalryMan)", inFixture: "Lookup.swift"))",
                        "LookupAssembly component of type CavalryMan listed at TyphoonTests/Lookup.swift:\(listing(of: "Component(Self.horseman", inFixture: "Lookup.swift"))",
                    ]))
        }
    }

    func testSeveralMatchesNameCandidatesAsAssemblyMethodOnceTheyRan() {
        let assembly = LookupAssembly().activate()
        let factory = assembly.factory
        _ = factory.allComponents(ofType: CavalryMan.self)
        XCTAssertThrowsError(try factory.component(CavalryMan.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "2 components match CavalryMan: LookupAssembly.cavalryMan(), LookupAssembly.horseman(). To fix, mark one of them `primary: true` in its `Component(…)` listing, or inject by reference."
            )
        }
    }

    /// A method called by reference cannot be matched to its listing without calling the listing
    /// (an unlisted method may return the same type), so it is named by its listing until the
    /// factory has called it.
    func testACandidateCalledOnlyByReferenceIsStillNamedByItsListing() {
        let assembly = TwoKnightsAssembly().activate()
        _ = assembly.cavalryMan()
        XCTAssertThrowsError(try assembly.factory.component(Knight.self)) { error in
            XCTAssertEqual(
                error as? TyphoonError,
                .ambiguousComponent(
                    type: "Knight", requiredBy: nil,
                    candidates: [
                        "TwoKnightsAssembly component of type Knight listed at TyphoonTests/TwoKnights.swift:\(listing(of: "Component(Self.knight)", inFixture: "TwoKnights.swift"))",
                        "TwoKnightsAssembly component of type CavalryMan listed at TyphoonTests/TwoKnights.swift:\(listing(of: "Component(Self.cavalryMan)", inFixture: "TwoKnights.swift"))",
                    ]))
        }
    }

    func testAnUnlistedDefinitionOfTheSameTypeIsNeverTakenForTheListedOne() throws {
        let assembly = ListedAndUnlistedAssembly().activate()
        XCTAssertEqual(assembly.unlisted().damselsRescued, 2)
        XCTAssertEqual(try assembly.factory.component(Knight.self).damselsRescued, 1)
        XCTAssertTrue(try assembly.factory.component(Knight.self) === assembly.listed())
    }

    func testTwoListingsOnOneLineAreToldApartByColumn() {
        let factory = TwoQuestsAssembly().activate().factory
        XCTAssertThrowsError(try factory.component(Knight.self)) { error in
            XCTAssertEqual(
                error as? TyphoonError,
                .ambiguousComponent(
                    type: "Knight", requiredBy: nil,
                    candidates: [
                        "TwoQuestsAssembly component of type Knight listed at TyphoonTests/TwoKnights.swift:\(listing(of: "Component(Self.campaign)", inFixture: "TwoKnights.swift"))",
                        "TwoQuestsAssembly component of type Knight listed at TyphoonTests/TwoKnights.swift:\(listing(of: "Component(Self.mediocre)", inFixture: "TwoKnights.swift"))",
                    ]))
        }
    }

    func testListingUnderATypeTheComponentIsNotThrowsAMismatch() {
        let factory = LookupAssembly().activate().factory
        XCTAssertThrowsError(try factory.component(Sword.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "LookupAssembly.wronglyListed() is listed as Sword but built a Knight, which is not one. To fix, remove Sword from its `implements:` or make Knight conform to it."
            )
        }
    }

    func testAnErrorPathBuildsNothing() {
        let assembly = TwoServicesAssembly().activate()
        XCTAssertThrowsError(try assembly.factory.component(Service.self))
        XCTAssertEqual(assembly.builds.count, 0)
    }

    func testAssemblyOfATypeIsTheActivatedOne() {
        let factory = ComponentFactory(assemblies: [LookupAssembly(), ScopeAssembly()])
        XCTAssertTrue(
            factory.assembly(ScopeAssembly.self).singletonService()
                === factory.assembly(ScopeAssembly.self).singletonService())
    }

    func testDefaultFactoryIsTheOneMadeDefault() {
        let factory = ComponentFactory(assemblies: [LookupAssembly()])
        factory.makeDefault()
        XCTAssertTrue(ComponentFactory.default === factory)
    }
}

private final class TwoServicesAssembly: Assembly, @unchecked Sendable {
    let builds = Counter()
    func first() -> Service { define { Service(serial: self.builds.next()) } }
    func second() -> Service { define { Service(serial: self.builds.next()) } }
    override var components: [Component] { [Component(Self.first), Component(Self.second)] }
}
