import Foundation
import Typhoon
import XCTest

/// Typhoon's `Tests/Configuration/TyphoonBundleResourceTests.m`, ported.
///
/// A file found by name among a bundle's resources: a configuration file (``Config/init(named:in:)``), or any file
/// as text, data or a URL (``BundleResource``).
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

    // From Tests/Configuration/TyphoonBundleResourceTests.m, test_returns_bundle_resource_without_type_as_string.
    func test_returns_bundle_resource_without_type_as_string() throws {
        let resource = try BundleResource("SomeResource", in: .module)
        XCTAssertEqual(try resource.string(), "Some resource without an extension.\n")
    }

    // From Tests/Configuration/TyphoonBundleResourceTests.m, test_returns_bundle_resource_as_data.
    func test_returns_bundle_resource_as_data() throws {
        let resource = try BundleResource("SomeResource", in: .module)
        XCTAssertEqual(try resource.data(), Data("Some resource without an extension.\n".utf8))
    }

    // From Tests/Configuration/TyphoonBundleResourceTests.m, test_returns_url.
    func test_returns_url() throws {
        let resource = try BundleResource("SomeProperties.properties", in: .module)
        XCTAssertEqual(resource.url.lastPathComponent, "SomeProperties.properties")
        XCTAssertTrue(FileManager.default.fileExists(atPath: resource.url.path))
    }
}
