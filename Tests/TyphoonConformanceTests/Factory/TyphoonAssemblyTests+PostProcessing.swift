import Foundation
import Typhoon
import XCTest

/// The infrastructure test of Typhoon's `Tests/Factory/Assembly/TyphoonAssemblyTests.m`, ported.
extension TyphoonAssemblyTests {
    // From Tests/Factory/Assembly/TyphoonAssemblyTests.m, test_before_activation_preattaches_infrastructure_components:
    // Typhoon attaches a definition post-processor, an instance post-processor and a converter to the assembly before
    // activating it; here the assembly lists them as components, and activation attaches each to the factory.
    func test_before_activation_preattaches_infrastructure_components() throws {
        let assembly = InfrastructureMiddleAgesAssembly()
        let factory = ComponentFactory(assemblies: [assembly])

        let patcher = factory.assembly(InfrastructureMiddleAgesAssembly.self).definitionPostProcessor()
        XCTAssertTrue(factory.definitionPostProcessors.contains { $0 === patcher })
        let instancePostProcessor = factory.assembly(InfrastructureMiddleAgesAssembly.self).instancePostProcessor()
        XCTAssertTrue(factory.instancePostProcessors.contains { $0 === instancePostProcessor })
        let null = ComponentFactory(
            assemblies: [InfrastructureMiddleAgesAssembly()], configs: [try Config(properties: "nothing=NSNull(x)")])
        XCTAssertTrue(try null.configValue("nothing", as: NSNull.self) == NSNull())
    }
}
