import Typhoon
import XCTest

/// The infrastructure test of Typhoon's `Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m`, ported.
extension TyphoonBlockComponentFactoryTests {
    // From Tests/Factory/Internal/TyphoonBlockComponentFactoryTests.m, test_post_processor_component_recognized: a
    // definition post-processor that an assembly lists is attached when the factory is activated (Typhoon counts its
    // internal post-processors too; this project has none).
    func test_post_processor_component_recognized() {
        let factory = ComponentFactory(assemblies: [DefinitionPostProcessorAssembly(), LoneKnightAssembly()])
        XCTAssertEqual(factory.definitionPostProcessors.count, 1)
    }
}
