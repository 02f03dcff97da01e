import Foundation
import Typhoon
import XCTest

/// Typhoon's `Tests/Configuration/TyphoonGlobalConfigCollectorTests.m`, ported.
///
/// The global configuration files an app names, read into the factory. Typhoon collects the names from a mocked
/// bundle; here the bundles are folders among the test's resources, and the test reads the values.
final class TyphoonGlobalConfigCollectorTests: XCTestCase {
    private func bundle(named name: String) throws -> Bundle {
        let url = try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: "bundle", subdirectory: "Bundles"))
        return try XCTUnwrap(Bundle(url: url))
    }

    // From Tests/Configuration/TyphoonGlobalConfigCollectorTests.m, test_collector_fetches_plist: the files
    // `TyphoonGlobalConfigFilenames` lists.
    func test_collector_fetches_plist() throws {
        let factory = try ComponentFactory(
            assemblies: [GlobalConfigKnightAssembly()], bundle: bundle(named: "GlobalConfig"))
        XCTAssertEqual(try factory.configValue("damsels.rescued", as: Int.self), 12)
        XCTAssertEqual(factory.assembly(GlobalConfigKnightAssembly.self).knight().damselsRescued, 12)
    }

    // From Tests/Configuration/TyphoonGlobalConfigCollectorTests.m, test_collector_fetches_app_delegate: the files the
    // app gives in code, Swift's counterpart of the app delegate's `globalConfigFilenames`.
    func test_collector_fetches_app_delegate() throws {
        let factory = try ComponentFactory.bootstrap(
            assemblies: [GlobalConfigKnightAssembly()], bundle: bundle(named: "NoConfig"),
            configs: [try Config(named: "config.plist", in: .module)])
        XCTAssertEqual(factory.assembly(GlobalConfigKnightAssembly.self).knight().damselsRescued, 12)
    }

    // From Tests/Configuration/TyphoonGlobalConfigCollectorTests.m, test_collector_fetches_unique_bundle_id: the file
    // named after the bundle's identifier.
    func test_collector_fetches_unique_bundle_id() throws {
        let factory = try ComponentFactory(
            assemblies: [GlobalConfigKnightAssembly()], bundle: bundle(named: "BundleIdConfig"))
        XCTAssertEqual(try factory.configValue("damsels.rescued", as: Int.self), 14)
    }
}
