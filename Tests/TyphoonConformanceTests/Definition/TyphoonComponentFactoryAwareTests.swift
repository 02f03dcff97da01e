import TyphoonAutoInjection
import XCTest

/// Typhoon's `Tests/Definition/Injection Aware/TyphoonComponentFactoryAwareTests.m`, ported.
final class TyphoonComponentFactoryAwareTests: XCTestCase {
    private var factory: ComponentFactory!
    private var assembly: ComponentFactoryAwareAssembly!

    override func setUp() {
        factory = ComponentFactory(assemblies: [
            ComponentFactoryAwareAssembly(), ComponentFactoryAwareCollabortingAssembly(),
            AnotherComponentFactoryAwareCollabortingAssembly(),
        ])
        assembly = factory.assembly(ComponentFactoryAwareAssembly.self)
    }

    // From Tests/Definition/Injection Aware/TyphoonComponentFactoryAwareTests.m,
    // test_reference_to_assembly_set_on_injection_aware_object
    func test_reference_to_assembly_set_on_injection_aware_object() {
        XCTAssertTrue(assembly.injectionAwareObject().factory === factory)
    }

    // From Tests/Definition/Injection Aware/TyphoonComponentFactoryAwareTests.m, test_factory_injection_by_property
    func test_factory_injection_by_property() {
        let object = assembly.injectionFactoryByProperty()
        XCTAssertTrue(object.factory === factory)
        XCTAssertTrue(object.componentFactory === factory)
    }

    // From Tests/Definition/Injection Aware/TyphoonComponentFactoryAwareTests.m, test_assembly_injection_by_property
    func test_assembly_injection_by_property() {
        let object = assembly.injectionAssemblyByProperty()
        XCTAssertTrue(object.factory === factory)
        XCTAssertTrue(object.assembly === assembly)
    }

    // From Tests/Definition/Injection Aware/TyphoonComponentFactoryAwareTests.m,
    // test_factory_injection_by_initialization: Typhoon's body builds `injectionFactoryByProperty`; this one builds
    // the definition the test is named after.
    func test_factory_injection_by_initialization() {
        XCTAssertTrue(assembly.injectionByInitialization().factory === factory)
    }

    // From Tests/Definition/Injection Aware/TyphoonComponentFactoryAwareTests.m,
    // test_factory_injection_by_property_assembly_type
    func test_factory_injection_by_property_assembly_type() {
        let object = assembly.injectionByPropertyAssemblyType()
        XCTAssertTrue(object.factory === factory)
        XCTAssertTrue(object.assembly === assembly)
    }

    // From Tests/Definition/Injection Aware/TyphoonComponentFactoryAwareTests.m,
    // test_factory_injection_by_property_factory_type
    func test_factory_injection_by_property_factory_type() {
        let object = assembly.injectionByPropertyFactoryType()
        XCTAssertTrue(object.factory === factory)
        XCTAssertTrue(object.componentFactory === factory)
    }

    // From Tests/Definition/Injection Aware/TyphoonComponentFactoryAwareTests.m,
    // test_factory_with_collaborating_assembly_vending_object
    func test_factory_with_collaborating_assembly_vending_object() {
        XCTAssertEqual(
            factory.assembly(ComponentFactoryAwareCollabortingAssembly.self).collaboratingAssemblyObject(), 1)
        XCTAssertEqual(
            factory.assembly(AnotherComponentFactoryAwareCollabortingAssembly.self)
                .anotherCollaboratingAssemblyObject(),
            2)
    }
}
