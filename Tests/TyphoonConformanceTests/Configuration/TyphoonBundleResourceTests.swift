import Typhoon
import XCTest

/// Typhoon's `Tests/Configuration/TyphoonBundleResourceTests.m`, ported.
///
/// A configuration file found by name among a bundle's resources.
final class TyphoonBundleResourceTests: XCTestCase {
    // From Tests/Configuration/TyphoonBundleResourceTests.m, test_returns_bundle_resource_as_string
    func test_returns_bundle_resource_as_string() throws {
        let config = try Config(named: "SomeProperties.properties", in: .module)
        XCTAssertEqual(config.keys.sorted(), ["damsels.rescued", "hasHorseWillTravel"])
    }

    // From Tests/Configuration/TyphoonBundleResourceTests.m, test_raises_exception_for_invalid_resource_name: Swift
    // throws a `TyphoonError` that names the file, where Typhoon raises. The name has a configuration's extension:
    // Typhoon's `.txt` would be refused for its format before the bundle is searched.
    func test_raises_exception_for_invalid_resource_name() {
        XCTAssertThrowsError(try Config(named: "SomeResourceThatDoesNotExist.properties", in: .module)) { error in
            guard case .missingConfigResource(let name, _, _) = error as? TyphoonError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(name, "SomeResourceThatDoesNotExist.properties")
        }
    }
}
