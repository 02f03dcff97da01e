import Foundation
import Typhoon
import XCTest

/// Typhoon's `Tests/Startup/TyphoonStartupTests.m`, ported.
final class TyphoonStartupTests: XCTestCase {
    // From Tests/Startup/TyphoonStartupTests.m, test_factory_from_initial_assemblies_method: the assemblies the app
    // names in code, Swift's counterpart of the app delegate's `initialAssemblies`, activated in the default factory.
    func test_factory_from_initial_assemblies_method() throws {
        let url = try XCTUnwrap(
            Bundle.module.url(forResource: "NoConfig", withExtension: "bundle", subdirectory: "Bundles"))
        let factory = try ComponentFactory.bootstrap(
            assemblies: [MiddleAgesAssembly()], bundle: try XCTUnwrap(Bundle(url: url)))
        XCTAssertTrue(ComponentFactory.default === factory)
        XCTAssertTrue(type(of: factory.assembly(MiddleAgesAssembly.self).knight()) == Knight.self)
    }
}
