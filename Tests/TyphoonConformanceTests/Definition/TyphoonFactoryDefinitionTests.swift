import TyphoonAutoInjection
import XCTest

/// A holder of a knight filled by class.
final class KnightHolder {
    @InjectedClass var knight: Knight
}

/// A holder of a campaign quest filled by class.
final class CampaignQuestHolder {
    @InjectedClass var quest: CampaignQuest
}

/// A holder of a quest filled by protocol.
final class QuestHolder {
    @InjectedProtocol var quest: any Quest
}

/// A holder of a rescue quest filled by protocol.
final class RescueQuestHolder {
    @InjectedProtocol var quest: any RescueQuest
}

/// Typhoon's `Tests/Definition/Internal/TyphoonFactoryDefinitionTests.m`, ported.
///
/// Typhoon asks a factory definition whether it is a candidate for an auto-injected class or protocol; here a
/// holder with that wrapper is injected.
final class TyphoonFactoryDefinitionTests: XCTestCase {
    // From Tests/Definition/Internal/TyphoonFactoryDefinitionTests.m, test_isCandidateForAutoInjectedClass: a cavalry
    // man made by a factory fills a knight (its superclass), not a campaign quest.
    func test_isCandidateForAutoInjectedClass() throws {
        let factory = FactoriesAssembly().activate().factory
        let knightHolder = KnightHolder()
        try factory.inject(knightHolder)
        XCTAssertTrue(knightHolder.knight is CavalryMan)
        assertNoComponent(for: CampaignQuestHolder(), in: factory, type: "CampaignQuest")
    }

    // From Tests/Definition/Internal/TyphoonFactoryDefinitionTests.m, test_isCandidateForAutoInjectedProtocol: a quest
    // made by a factory and listed as a quest fills a quest, not a rescue quest.
    func test_isCandidateForAutoInjectedProtocol() throws {
        let factory = FactoriesAssembly().activate().factory
        let questHolder = QuestHolder()
        try factory.inject(questHolder)
        XCTAssertTrue(questHolder.quest is CampaignQuest)
        assertNoComponent(for: RescueQuestHolder(), in: factory, type: "RescueQuest")
    }

    // From Tests/Definition/Internal/TyphoonFactoryDefinitionTests.m, test_factory_definition_with_runtime_argument:
    // the factory is a lazy singleton per argument.
    func test_factory_definition_with_runtime_argument() throws {
        let assembly = FactoriesAssembly().activate()
        let knight = try XCTUnwrap(assembly.createKnight() as? CavalryMan)
        XCTAssertEqual(knight.hitRatio, 3.5)
        XCTAssertTrue(
            assembly.knightsFactoryWithDefaultHitRatio(3.5) === assembly.knightsFactoryWithDefaultHitRatio(3.5))
    }

    /// Checks that injecting the holder throws, naming the type that no component matches.
    private func assertNoComponent(
        for holder: AnyObject, in factory: ComponentFactory, type expected: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try factory.inject(holder), file: file, line: line) { error in
            guard case .noComponent(let type, _) = error as? TyphoonError else {
                return XCTFail("\(error)", file: file, line: line)
            }
            XCTAssertEqual(type, expected, file: file, line: line)
        }
    }
}
