import Foundation
import TestSupport
import Testing
import Typhoon
import XCTest

/// Typhoon's `Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m`, ported.
final class TyphoonBlockComponentFactoryTests: XCTestCase {
    private var assembly: MiddleAgesAssembly!

    override func setUp() {
        assembly = MiddleAgesAssembly().activate()
    }

    // MARK: Property injection

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_injects_properties_by_reference_and_by_value: the damsels come from a property of another component.
    func test_injects_properties_by_reference_and_by_value() {
        let knight = assembly.knight()
        XCTAssertEqual(knight.quest?.questName, "Campaign Quest")
        XCTAssertEqual(knight.damselsRescued, 12)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_mixed_initializer_and_property_injection
    func test_mixed_initializer_and_property_injection() {
        let anotherKnight = assembly.anotherKnight()
        XCTAssertNotNil(anotherKnight.quest)
        XCTAssertTrue(anotherKnight.hasHorseWillTravel)
        XCTAssertEqual(anotherKnight.hitRatio, 13.75)

        let yetAnotherKnight = assembly.yetAnotherKnight()
        XCTAssertNotNil(yetAnotherKnight.quest)
        XCTAssertTrue(yetAnotherKnight.hasHorseWillTravel)
        XCTAssertEqual(yetAnotherKnight.hitRatio, 13.75)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_injects_type_converted_array_collection
    func test_injects_type_converted_array_collection() {
        let favoriteDamsels = assembly.knightWithCollections().favoriteDamsels
        XCTAssertEqual(favoriteDamsels?.count, 2)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_injection_with_dictionary
    func test_injection_with_dictionary() throws {
        let friends = try XCTUnwrap(assembly.knightWithCollections().friendsDictionary)
        XCTAssertEqual(friends.count, 2)
        XCTAssertTrue(type(of: try XCTUnwrap(friends["knight"])) == Knight.self)
        XCTAssertTrue(friends["anotherKnight"] is CavalryMan)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_injects_collection_of_referenced_components_into_set
    func test_injects_collection_of_referenced_components_into_set() {
        XCTAssertEqual(assembly.knightWithCollections().friends?.count, 2)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_allows_injecting_properties_with_object_instance
    func test_allows_injecting_properties_with_object_instance() {
        XCTAssertEqual(assembly.yetAnotherKnight().propertyInjectedAsInstance, ["foo", "bar"])
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_method_injection
    func test_method_injection() {
        let knight = assembly.knightWithMethodInjection()
        XCTAssertNotNil(knight.quest)
        XCTAssertEqual(knight.damselsRescued, 321)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_method_injection_single_argument: the
    // quest's own method injection refers back to the knight being built.
    func test_method_injection_single_argument() throws {
        let knight = assembly.knightWithMethodInjectionSingleArgument()
        let quest = try XCTUnwrap(knight.favoriteQuest as? DummyQuest)
        XCTAssertEqual(quest.imageUrl?.absoluteString, "http://appsquick.ly")
        XCTAssertTrue(quest.context === knight)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_fake_property_injection: a property made
    // of accessor methods is injected by reference.
    func test_fake_property_injection() {
        XCTAssertNotNil(assembly.knightWithFakePropertyQuest().favoriteQuest)
    }

    // MARK: Class method initializer and factory initializer

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_class_method_injection
    func test_class_method_injection() {
        XCTAssertEqual(assembly.serviceUrl(), URL(string: "http://dev.foobar.com/service/"))
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_returns_component_from_factory_component
    func test_returns_component_from_factory_component() {
        XCTAssertEqual(assembly.blueSword().description, "A bright blue sword with orange pom-poms at the hilt.")
    }

    // MARK: Initializer injection

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_injects_collection_in_initializer
    func test_injects_collection_in_initializer() {
        XCTAssertEqual(assembly.knightWithCollectionInConstructor().favoriteDamsels?.count, 2)
    }

    // MARK: Configuration

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_resolves_property_values: values from
    // `SomeProperties.properties`, read by a property injection and by an initializer.
    func test_resolves_property_values() throws {
        let configAssembly = TyphoonConfigAssembly().activate()
        configAssembly.attach(try Config(named: "SomeProperties.properties", in: .module))
        XCTAssertEqual(configAssembly.knight().damselsRescued, 12)
        XCTAssertFalse(configAssembly.anotherKnight().hasHorseWillTravel)
        XCTAssertEqual(configAssembly.blockKnight().damselsRescued, 12)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_resolves_property_values_from_multiple_files
    func test_resolves_property_values_from_multiple_files() {
        let knight = InfrastructureComponentsAssembly().activate().knight()
        XCTAssertTrue(knight.hasHorseWillTravel)
        XCTAssertEqual(knight.damselsRescued, 12)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_type_converter_recognized: a component
    // listed as `any TypeConverter` converts the factory's values.
    func test_type_converter_recognized() throws {
        let factory = InfrastructureComponentsAssembly()
            .activate(with: [], configs: [try Config(properties: "nothing=NSNull(nothing)")]).factory
        XCTAssertEqual(try factory.configValue("nothing", as: NSNull.self), NSNull())
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_factories_have_different_converter_registries: a factory without that component does not know the
    // converter.
    func test_factories_have_different_converter_registries() throws {
        let config = try Config(properties: "nothing=NSNull(nothing)")
        let infrastructure = InfrastructureComponentsAssembly().activate(with: [], configs: [config]).factory
        let middleAges = MiddleAgesAssembly().activate(with: [], configs: [config]).factory
        XCTAssertNoThrow(try infrastructure.configValue("nothing", as: NSNull.self))
        XCTAssertThrowsError(try middleAges.configValue("nothing", as: NSNull.self)) { error in
            guard case .unknownConverter(_, let converter, _, _, _) = error as? TyphoonError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(converter, "NSNull")
        }
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_returns_instance_configured_from_typhoon_config: the assembly names its file.
    func test_returns_instance_configured_from_typhoon_config() {
        let factory = ComponentFactory(assemblies: [ConfigAssembly()])
        XCTAssertEqual(factory.assembly(ConfigAssembly.self).configuredCavalryMan().damselsRescued, 3)
    }

    // MARK: Circular dependencies

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_resolves_circular_dependencies_for_property_injected_by_reference
    func test_resolves_circular_dependencies_for_property_injected_by_reference() throws {
        let circular = CircularDependenciesAssembly().activate()
        let classA = circular.classA()
        XCTAssertNotNil(classA.dependencyOnB)
        XCTAssertTrue(classA.dependencyOnB?.dependencyOnA === classA)

        let classB = circular.classB()
        XCTAssertNotNil(classB.dependencyOnA)
        XCTAssertTrue(classB.dependencyOnA?.dependencyOnB === classB)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_resolves_circular_dependencies_for_property_injected_by_type
    func test_resolves_circular_dependencies_for_property_injected_by_type() throws {
        let factory = CircularDependenciesAssembly().activate().factory
        let classA = try factory.component(ClassADependsOnB.self)
        XCTAssertNotNil(classA.dependencyOnB)
        XCTAssertTrue(classA.dependencyOnB?.dependencyOnA === classA)

        let classB = try factory.component(ClassBDependsOnA.self)
        XCTAssertNotNil(classB.dependencyOnA)
        XCTAssertTrue(classB.dependencyOnA?.dependencyOnB === classB)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_resolves_two_circular_dependencies_for_property_injected_by_reference
    func test_resolves_two_circular_dependencies_for_property_injected_by_reference() {
        let circular = CircularDependenciesAssembly().activate()
        let classC = circular.classC()
        XCTAssertNotNil(classC.dependencyOnD)
        XCTAssertNotNil(classC.dependencyOnE)
        XCTAssertTrue(classC.dependencyOnD?.dependencyOnC === classC)
        XCTAssertTrue(classC.dependencyOnE?.dependencyOnC === classC)

        let classD = circular.classD()
        XCTAssertNotNil(classD.dependencyOnC)
        XCTAssertTrue(classD.dependencyOnC?.dependencyOnD === classD)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_resolves_chains_of_circular_dependencies_of_singletons_injected_by_type
    func test_resolves_chains_of_circular_dependencies_of_singletons_injected_by_type() throws {
        let factory = SingletonsChainAssembly().activate().factory
        let singletonA = try factory.component(SingletonA.self)
        let singletonB = try factory.component(SingletonB.self)
        let notSingletonA = try factory.component(NotSingletonA.self)
        XCTAssertTrue(singletonA.dependencyOnB === singletonB)
        XCTAssertTrue(singletonB.dependencyOnNotSingletonA?.dependencyOnA === singletonA)
        XCTAssertTrue(notSingletonA.dependencyOnA === singletonA)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_resolves_chains_of_circular_dependencies_of_singletons_injected_by_reference
    func test_resolves_chains_of_circular_dependencies_of_singletons_injected_by_reference() {
        let chain = SingletonsChainAssembly().activate()
        let singletonA = chain.singletonA()
        let singletonB = chain.singletonB()
        let notSingletonA = chain.notSingletonA()
        XCTAssertTrue(singletonA.dependencyOnB === singletonB)
        XCTAssertTrue(singletonB.dependencyOnNotSingletonA?.dependencyOnA === singletonA)
        XCTAssertTrue(notSingletonA.dependencyOnA === singletonA)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_after_injections_called_after_parents_injections: B's and C's after call-backs run once A has both.
    // Typhoon's check raises; here it records what it saw.
    func test_after_injections_called_after_parents_injections() throws {
        let propertyInjectionA = CircularDependenciesAssembly().activate().propertyInjectionA()
        let propertyInjectionB = try XCTUnwrap(propertyInjectionA.propertyB)
        let propertyInjectionC = try XCTUnwrap(propertyInjectionA.propertyC)
        XCTAssertEqual(propertyInjectionB.propertyAWasComplete, true)
        XCTAssertEqual(propertyInjectionC.propertyAWasComplete, true)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_currently_resolving_references_dictionary_is_not_overwritten_when_initializing_two_instances_of_prototype_in_the_same_chain:
    // the singleton's two properties are built by initializers that reach back to it.
    func
        test_currently_resolving_references_dictionary_is_not_overwritten_when_initializing_two_instances_of_prototype_in_the_same_chain()
        throws
    {
        let singletonA = try CircularDependenciesAssembly().activate().factory.component(CROSingletonA.self)
        XCTAssertNotNil(singletonA.prototypeB)
        XCTAssertNotNil(singletonA.prototypeA)
        XCTAssertTrue(singletonA.prototypeB?.singletonA === singletonA)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_resolves_component_using_selector: Swift
    // calls the definition method.
    func test_resolves_component_using_selector() {
        XCTAssertTrue(type(of: assembly.knight()) == Knight.self)
    }

    // MARK: Block definitions

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_returns_instance_configured_with_block_definition: a weak singleton, shared while held.
    func test_returns_instance_configured_with_block_definition() {
        let knight = assembly.blockSingletonKnight()
        XCTAssertNotNil(knight.quest)
        XCTAssertEqual(knight.damselsRescued, 42)
        XCTAssertEqual(knight.foobar as? Int, 123)
        XCTAssertTrue(knight.hasHorseWillTravel)
        XCTAssertNil(knight.friends)

        let anotherKnight = assembly.blockSingletonKnight()
        XCTAssertTrue(knight === anotherKnight)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_block_definition_can_call_methods_on_definitions
    func test_block_definition_can_call_methods_on_definitions() {
        let knight = assembly.blockKnightCallingMethodsOnDefinitions()
        XCTAssertEqual(knight.foobar as? URL, URL(string: "https://foo.bar"))
        XCTAssertEqual(knight.damselsRescued, 1)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_definition_can_use_block_definitions
    func test_definition_can_use_block_definitions() {
        let knight = assembly.knightWithBlockQuestWithURL(URL(string: "https://holy.grail"))
        XCTAssertEqual(knight.quest?.imageUrl, URL(string: "https://holy.grail"))
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_block_definition_can_have_arguments
    func test_block_definition_can_have_arguments() throws {
        let knight = assembly.blockKnightWithFavoriteDamsels(["Tarja"], questURL: URL(string: "https://foobar.org"))
        XCTAssertEqual(knight.favoriteDamsels as? [String], ["Tarja"])
        let quest = try XCTUnwrap(knight.quest as? CampaignQuest)
        XCTAssertEqual(quest.imageUrl, URL(string: "https://foobar.org"))
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_block_definition_with_injection_by_type
    func test_block_definition_with_injection_by_type() throws {
        let knight = assembly.blockKnightWithQuestsByType()
        XCTAssertEqual(knight.quest?.imageUrl, URL(string: "http://boring.com"))
        let favoriteQuest = try XCTUnwrap(knight.favoriteQuest as? any RescueQuest)
        XCTAssertEqual(favoriteQuest.bounty, 10000)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_block_definition_without_initializer
    func test_block_definition_without_initializer() {
        XCTAssertEqual(assembly.blockKnightWithoutInitializer().damselsRescued, 12)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_block_definition_with_circular_dependency
    func test_block_definition_with_circular_dependency() throws {
        let knight = assembly.blockKnightWithCircularDependency()
        XCTAssertEqual(knight.damselsRescued, 123)
        let quest = try XCTUnwrap(knight.quest as? any RescueQuest)
        XCTAssertEqual(quest.bounty, 123)
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_block_definitions_without_block_stuff
    func test_block_definitions_without_block_stuff() {
        let knight = assembly.notSoBlockKnight()
        XCTAssertEqual(knight.quest?.imageUrl, URL(string: "https://foo.bar"))
        XCTAssertEqual(knight.damselsRescued, 12)
    }

    // MARK: VIPER

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_viper_example_circular_reference
    func test_viper_example_circular_reference() throws {
        let viewController = CircularDependenciesAssembly().activate().loginView()
        let presenter = try XCTUnwrap(viewController.output)
        let route = try XCTUnwrap(presenter.router?.routeRegistration)
        XCTAssertTrue(route.owner === viewController)
    }
}

/// Typhoon's `Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m`, ported.
///
/// The test that needs a stop: a cycle of initializers cannot be built.
@Suite struct TyphoonBlockComponentFactoryStopTests {
    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_exception_when_initializer_dependency_chain: Swift stops, naming the whole path, where Typhoon raises
    // `CircularInitializerDependence`.
    @Test func test_exception_when_initializer_dependency_chain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = CircularDependenciesAssembly().activate().incorrectPrototypeB()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "Circular dependency between initializers: CircularDependenciesAssembly.incorrectPrototypeB() -> incorrectPrototypeA() -> incorrectPrototypeB(). None of them can be built, because each needs the other before it exists. To fix, inject one side with `injectProperty` or `injectMethod` instead of its initializer."
        )
    }

    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m,
    // test_exception_when_initializer_dependency_chain, through the throwing entry point. Swift differs on purpose:
    // the cycle is found inside a definition method that cannot throw, with nothing to return, so it stops even
    // under `component(_:)`; Typhoon unwinds with an exception, which Swift does not have.
    @Test func test_exception_when_initializer_dependency_chain_thrown_by_component() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = CircularDependenciesAssembly().activate().factory
            _ = try? factory.component(CROPrototypeB.self)
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "Circular dependency between initializers: CircularDependenciesAssembly.incorrectPrototypeB() -> incorrectPrototypeA() -> incorrectPrototypeB(). None of them can be built, because each needs the other before it exists. To fix, inject one side with `injectProperty` or `injectMethod` instead of its initializer."
        )
    }
}
