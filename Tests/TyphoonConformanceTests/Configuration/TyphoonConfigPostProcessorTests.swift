import Foundation
import TestSupport
import Testing
import Typhoon
import XCTest

/// Typhoon's `Tests/Configuration/TyphoonConfigPostProcessorTests.m`, ported.
///
/// Typhoon's post-processor reads three files into every definition; here they are the factory's global
/// configurations, or one assembly's own (Typhoon's namespaces).
final class TyphoonConfigPostProcessorTests: XCTestCase {
    private func someProperties() throws -> [Config] {
        try ["SomeProperties.properties", "SomeProperties.json", "SomeProperties.plist"].map {
            try Config(named: $0, in: .module)
        }
    }

    private func configuredKnights() throws -> ConfiguredKnightsAssembly {
        ConfiguredKnightsAssembly().activate(with: [], configs: try someProperties())
    }

    // From Tests/Configuration/TyphoonConfigPostProcessorTests.m, test_mutates_initializer_values
    func test_mutates_initializer_values() throws {
        XCTAssertEqual(try configuredKnights().knightWithConfiguredInitializer().damselsRescued, 12)
    }

    // From Tests/Configuration/TyphoonConfigPostProcessorTests.m, test_mutates_property_values
    func test_mutates_property_values() throws {
        XCTAssertEqual(try configuredKnights().knightWithConfiguredProperty().damselsRescued, 12)
    }

    // From Tests/Configuration/TyphoonConfigPostProcessorTests.m, test_json_values
    func test_json_values() throws {
        let knight = try configuredKnights().jsonKnight()
        XCTAssertEqual(knight.damselsRescued, 42)
        XCTAssertTrue(knight.hasHorseWillTravel)
    }

    // From Tests/Configuration/TyphoonConfigPostProcessorTests.m, test_plist_values
    func test_plist_values() throws {
        let knight = try configuredKnights().plistKnight()
        XCTAssertEqual(knight.damselsRescued, 28)
        XCTAssertTrue(knight.hasHorseWillTravel)
        XCTAssertEqual(knight.foobar as? URL, URL(string: "http://google.com/"))
    }

    // From Tests/Configuration/TyphoonConfigPostProcessorTests.m, test_config_as_runtime_argument
    func test_config_as_runtime_argument() throws {
        let assembly = TyphoonTestAssemblyConfigPostProcessor().activate(with: [], configs: try someProperties())
        XCTAssertEqual(assembly.knight().quest?.imageUrl, URL(string: "http://google.com/"))
    }

    // From Tests/Configuration/TyphoonConfigPostProcessorTests.m, test_injecting_with_concrete_namespace: the files
    // attached to the assembly itself.
    func test_injecting_with_concrete_namespace() throws {
        let assembly = TyphoonTestAssemblyConfigPostProcessor().activate()
        for config in try someProperties() { assembly.attach(config) }
        XCTAssertEqual(assembly.knight().quest?.imageUrl, URL(string: "http://google.com/"))
    }

    // From Tests/Configuration/TyphoonConfigPostProcessorTests.m, test_choose_right_config_value: each assembly reads
    // the file attached to it.
    func test_choose_right_config_value() throws {
        let factory = ComponentFactory(assemblies: [TyphoonTestAssemblyConfigPostProcessor(), OtherAssembly()])
        let assembly = factory.assembly(TyphoonTestAssemblyConfigPostProcessor.self)
        assembly.attach(try Config(named: "PropertiesA.plist", in: .module))
        factory.assembly(OtherAssembly.self).attach(try Config(named: "PropertiesB.plist", in: .module))
        XCTAssertEqual(assembly.otherKnight().damselsRescued, 23)
    }
}

/// Typhoon's `Tests/Configuration/TyphoonConfigPostProcessorTests.m`, ported.
///
/// The test that needs a stop.
@Suite struct TyphoonConfigPostProcessorStopTests {
    // From Tests/Configuration/TyphoonConfigPostProcessorTests.m,
    // test_throws_exception_when_config_is_from_another_namespace: a file attached to another assembly is not read;
    // the missing key stops, naming where it was looked for.
    @Test func test_throws_exception_when_config_is_from_another_namespace() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = ComponentFactory(assemblies: [TyphoonTestAssemblyConfigPostProcessor(), OtherAssembly()])
            factory.assembly(OtherAssembly.self).attach(try Config(named: "SomeProperties.json", in: .module))
            _ = factory.assembly(TyphoonTestAssemblyConfigPostProcessor.self).knight()
        }
        let file = try #require(Bundle.module.url(forResource: "SomeProperties", withExtension: "json")).path
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "No configuration value for key \"json.quest_url\" (wanted as URL), asked for by TyphoonTestAssemblyConfigPostProcessor.knight(); TyphoonTestAssemblyConfigPostProcessor reads no configuration: none is attached to it or named in its `configNames`, and the factory has no global ones. Assemblies with configurations of their own, which only their own definitions read: OtherAssembly (\(file)). To fix, add \"json.quest_url\" to a configuration TyphoonTestAssemblyConfigPostProcessor reads: share one with every assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one to TyphoonTestAssemblyConfigPostProcessor with `attach(_:)` or its `configNames`."
        )
    }
}
