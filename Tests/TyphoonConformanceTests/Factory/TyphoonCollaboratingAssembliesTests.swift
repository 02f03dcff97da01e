import Foundation
import TestSupport
import Testing
import TyphoonAutoInjection
import XCTest

/// Typhoon's `Tests/Factory/Internal/TyphoonBlockComponentFactory_CollectionTests.m`, ported.
final class TyphoonBlockComponentFactory_CollectionTests: XCTestCase {
    // From Tests/Factory/Internal/TyphoonBlockComponentFactory_CollectionTests.m,
    // test_allows_initialization_with_a_collection_of_assemblies
    func test_allows_initialization_with_a_collection_of_assemblies() {
        let factory = ComponentFactory(assemblies: [MiddleAgesAssembly(), CollaboratingMiddleAgesAssembly()])
        let knight = factory.assembly(CollaboratingMiddleAgesAssembly.self).knightWithExternalQuest()
        XCTAssertTrue(knight.quest is CampaignQuest)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactory_CollectionTests.m,
    // test_allows_initialization_with_a_collection_of_assemblies_in_any_order
    func test_allows_initialization_with_a_collection_of_assemblies_in_any_order() {
        let factory = ComponentFactory(assemblies: [CollaboratingMiddleAgesAssembly(), MiddleAgesAssembly()])
        let knight = factory.assembly(CollaboratingMiddleAgesAssembly.self).knightWithExternalQuest()
        XCTAssertTrue(knight.quest is CampaignQuest)
    }
}

/// Typhoon's `Tests/Factory/Internal/TyphoonBlockComponentFactory_OverridingTests.m`, ported.
final class TyphoonBlockComponentFactory_OverridingTests: XCTestCase {
    // From Tests/Factory/Internal/TyphoonBlockComponentFactory_OverridingTests.m,
    // test_allows_overriding_methods_in_an_assembly
    func test_allows_overriding_methods_in_an_assembly() {
        let factory = ComponentFactory(assemblies: [ExtendedMiddleAgesAssembly()])
        XCTAssertEqual(factory.assembly(ExtendedMiddleAgesAssembly.self).yetAnotherKnight().damselsRescued, 296000)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactory_OverridingTests.m,
    // test_allows_overriding_methods_in_a_collaborating_assembly: the subclass takes its superclass's place as the
    // collaborator.
    func test_allows_overriding_methods_in_a_collaborating_assembly() {
        let factory = ComponentFactory(assemblies: [ExtendedMiddleAgesAssembly(), CollaboratingMiddleAgesAssembly()])
        let knight = factory.assembly(CollaboratingMiddleAgesAssembly.self).knightWithExternalQuest()
        XCTAssertTrue(knight.quest is CampaignQuest)
        XCTAssertEqual(knight.quest?.imageUrl, URL(string: "www.foobar.com/quest"))
    }
}

/// Typhoon's `Tests/Factory/Internal/TyphoonCollaboratingAssembliesCollectorTests.m`, ported.
///
/// The collaborators an assembly names, and theirs, are activated with it.
final class TyphoonCollaboratingAssembliesCollectorTests: XCTestCase {
    // From Tests/Factory/Internal/TyphoonCollaboratingAssembliesCollectorTests.m,
    // test_collector_returns_proper_collaborators
    func test_collector_returns_proper_collaborators() {
        let first = TyphoonFirstLoopAssembly().activate()
        let second = first.factory.assembly(TyphoonSecondLoopAssembly.self)
        let third = first.factory.assembly(TyphoonThirdLoopAssembly.self)
        XCTAssertTrue(first.secondAssembly === second)
        XCTAssertTrue(second.thirdAssembly === third)
        XCTAssertTrue(third.secondAssembly === second)
    }
}

/// Typhoon's `Tests/Factory/Internal/TyphoonCollaboratingAssemblyPropertyEnumeratorTests.m`, ported.
///
/// Which properties of an assembly are collaborators.
final class TyphoonCollaboratingAssemblyPropertyEnumeratorTests: XCTestCase {
    // From Tests/Factory/Internal/TyphoonCollaboratingAssemblyPropertyEnumeratorTests.m,
    // test_assembly_property_implements_protocol: Swift names the collaborator by its class where Typhoon names it by
    // a protocol it implements.
    func test_assembly_property_implements_protocol() {
        let assembly = CollaboratingMiddleAgesAssembly().activate()
        XCTAssertTrue(assembly.quests === assembly.factory.assembly(MiddleAgesAssembly.self))
    }

    // From Tests/Factory/Internal/TyphoonCollaboratingAssemblyPropertyEnumeratorTests.m,
    // test_assembly_properties_include_superclasses
    func test_assembly_properties_include_superclasses() {
        let assembly = ExtendedSimpleAssembly().activate()
        XCTAssertTrue(assembly.assemblyA === assembly.factory.assembly(TyphoonSingleAssembly.self))
        XCTAssertTrue(assembly.assemblyB === assembly.factory.assembly(TyphoonFourthLoopAssembly.self))
    }
}

/// Typhoon's `Tests/Factory/Internal/TyphoonComponentsFactoryCollaboratingWithRuntimeArgsTests.m`, ported.
final class TyphoonComponentsFactoryCollaboratingWithRuntimeArgsTests: XCTestCase {
    // From Tests/Factory/Internal/TyphoonComponentsFactoryCollaboratingWithRuntimeArgsTests.m,
    // test_collaborating_assembly_with_runtime_args
    func test_collaborating_assembly_with_runtime_args() throws {
        let assembly = CollaboratingMiddleAgesAssembly().activate(with: [MiddleAgesAssembly()])
        let knight = assembly.knightWithCollaboratingFoobar("Hello")
        let friend = try XCTUnwrap(knight.friends?.first)
        XCTAssertEqual(friend.foobar as? String, "Hello")
    }
}

/// Typhoon's `Tests/Factory/Internal/TyphoonAssemblyExtendTests.m`, ported.
final class TyphoonAssemblyExtendTests: XCTestCase {
    // From Tests/Factory/Internal/TyphoonAssemblyExtendTests.m, testExtented
    func testExtented() {
        let factory = ComponentFactory(assemblies: [NemoCoreSecondAssembly()])
        XCTAssertTrue(
            factory.assembly(NemoCoreSecondAssembly.self).firstViewController() is NemoCoreSecondViewController)
    }

    // From Tests/Factory/Internal/TyphoonAssemblyExtendTests.m, testMultipleOverrides: activations of a class and of
    // its subclass keep their own definitions, whatever the order.
    func testMultipleOverrides() {
        XCTAssertTrue(NemoCoreNemoAssembly().activate().firstViewController() is NemoCoreFirstViewController)
        XCTAssertTrue(NemoCoreSecondAssembly().activate().firstViewController() is NemoCoreSecondViewController)
        XCTAssertTrue(NemoCoreNemoAssembly().activate().firstViewController() is NemoCoreFirstViewController)
        XCTAssertTrue(NemoCoreSecondAssembly().activate().firstViewController() is NemoCoreSecondViewController)
    }
}

/// Typhoon's `Tests/Factory/Internal/TyphoonCollaboratingAssembliesCollectorTests.m`, ported.
///
/// The test that needs a stop: asking a factory for an assembly it does not hold lists the ones it holds.
@Suite struct TyphoonCollaboratingAssembliesCollectorStopTests {
    // From Tests/Factory/Internal/TyphoonCollaboratingAssembliesCollectorTests.m,
    // test_collector_works_properly_with_single_assembly: an assembly without collaborators is activated alone.
    @Test func test_collector_works_properly_with_single_assembly() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = TyphoonSingleAssembly().activate().factory.assembly(TyphoonSecondLoopAssembly.self)
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "The factory holds no TyphoonSecondLoopAssembly; it holds TyphoonSingleAssembly. To fix, pass TyphoonSecondLoopAssembly() in `ComponentFactory(assemblies:)` or in `activate(with:)`."
        )
    }
}

/// Typhoon's `Tests/Factory/Assembly/TestAssemblies/SwiftTyphoonAssemblyActivatorTests..swift`, ported.
final class SwiftTyphoonAssemblyActivatorTests: XCTestCase {
    // From Tests/Factory/Assembly/TestAssemblies/SwiftTyphoonAssemblyActivatorTests..swift, test_activates
    func test_activates() {
        let assembly = SwiftMiddleAgesAssembly().activate()
        XCTAssertTrue(type(of: assembly.basicKnight()) == Knight.self)
    }

    // From Tests/Factory/Assembly/TestAssemblies/SwiftTyphoonAssemblyActivatorTests..swift, test_injects_runtime_args
    func test_injects_runtime_args() {
        let assembly = SwiftMiddleAgesAssembly().activate()
        let fort = Fort()
        let knight = assembly.wanderingKnight(fort)
        XCTAssertTrue(knight.homeFort === fort)
    }
}
