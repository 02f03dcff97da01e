import Typhoon
import XCTest

/// The post-processor, loading and description tests of Typhoon's
/// `Tests/Factory/TyphoonComponentFactoryTests.m`, ported.
///
/// Typhoon registers a post-processor's definition on a bare factory, which attaches it instead of
/// registering it; here the assembly lists it as a component, and activation attaches it. Typhoon
/// counts its own internal definition post-processors too; this project has none, so the counts
/// are the attached ones alone.
extension TyphoonComponentFactoryTests {
    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_post_processor_registration: a listed definition
    // post-processor is attached. Swift differs: Typhoon keeps it out of its registry (whose count stays 0); here it
    // stays a listed component, found by type as any other.
    func test_post_processor_registration() {
        let factory = DefinitionPostProcessorAssembly().activate().factory
        XCTAssertEqual(factory.definitionPostProcessors.count, 1)
        XCTAssertTrue(factory.definitionPostProcessors.first is ComponentFactoryPostProcessorStub)
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_post_processors_applied: each attached definition
    // post-processor sees the knight's definition when it is first called (Typhoon: when the factory loads).
    func test_post_processors_applied() {
        let assembly = TwoDefinitionPostProcessorsAssembly().activate()
        _ = assembly.knight()
        let factory = assembly.factory
        XCTAssertEqual(factory.definitionPostProcessors.count, 2)
        for stub in factory.definitionPostProcessors {
            XCTAssertTrue((stub as? ComponentFactoryPostProcessorStub)?.postProcessingCalled == true)
        }
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_component_post_processor_registration.
    func test_component_post_processor_registration() {
        let factory = InstancePostProcessorAssembly().activate().factory
        XCTAssertEqual(factory.instancePostProcessors.count, 1)
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_component_post_processors_applied_in_order: lower order
    // first, Typhoon's INT_MIN, 0 and INT_MAX as Swift's `Int.min`, 0 and `Int.max`.
    func test_component_post_processors_applied_in_order() throws {
        let factory = LoneKnightAssembly().activate().factory
        let processor1 = InstancePostProcessorMock(order: .max)
        let processor2 = InstancePostProcessorMock(order: 0)
        let processor3 = InstancePostProcessorMock(order: .min)
        factory.attach(processor1)
        factory.attach(processor2)
        factory.attach(processor3)
        var orderedApplied: [Int] = []
        processor1.postProcessBlock = {
            orderedApplied.append(1); return $0
        }
        processor2.postProcessBlock = {
            orderedApplied.append(2); return $0
        }
        processor3.postProcessBlock = {
            orderedApplied.append(3); return $0
        }

        _ = try factory.component(Knight.self)
        XCTAssertEqual(orderedApplied, [3, 2, 1])
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_load_isLoad: Swift's factory is loaded when it is
    // activated, and `load()` of a loaded factory leaves it so.
    func test_load_isLoad() {
        let factory = LoneKnightAssembly().activate().factory
        factory.load()
        XCTAssertTrue(factory.isLoaded)
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_unload_isLoad.
    func test_unload_isLoad() throws {
        let factory = LoneKnightAssembly().activate().factory
        factory.load()
        try factory.unload()
        XCTAssertFalse(factory.isLoaded)
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_registery_isLoad: reading the factory's definitions
    // (Typhoon's `registry`) finds it loaded; here after an unload too, once a look-up has loaded it again.
    func test_registery_isLoad() throws {
        let factory = LoneKnightAssembly().activate().factory
        try factory.unload()
        _ = try factory.component(Knight.self)
        _ = factory.definitions
        XCTAssertTrue(factory.isLoaded)
    }

    // From Tests/Factory/TyphoonComponentFactoryTests.m, test_able_to_describe_itself: Typhoon describes an empty
    // registry as `<TyphoonComponentFactory: _registry=(\n)>`; Swift lists the assemblies and, one a line, each
    // definition with its scope, types and place.
    func test_able_to_describe_itself() {
        let assembly = LoneKnightAssembly().activate()
        XCTAssertEqual(
            "\(assembly.factory)".split(separator: "\n").first.map(String.init),
            "ComponentFactory (loaded), 1 assembly:")
        _ = assembly.knight()
        let lines = "\(assembly.factory)".split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[1], "  LoneKnightAssembly, 1 definition:")
        XCTAssertTrue(
            lines[2].hasPrefix(
                "    LoneKnightAssembly.knight() objectGraph -> Knight, listed as Knight, at TyphoonConformanceTests/PostProcessorAssemblies.swift:"
            ), lines[2])
    }
}
