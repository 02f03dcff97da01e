import Foundation
import XCTest

@testable import Typhoon

final class Banner {
    var motto = ""
}

/// An initial assembly named in a test bundle's Info.plist as `TyphoonTests.HeraldAssembly`.
final class HeraldAssembly: Assembly, @unchecked Sendable {
    func banner() -> Banner {
        define {
            Banner()
        } configuration: {
            $0.injectProperty(\.motto, with: self.config("knight.motto"))
        }
    }
    override var components: [Component] { [Component(Self.banner)] }
}

/// A class that is not an assembly, named where an assembly should be.
final class Tapestry {}

/// `ComponentFactory.bootstrap`: the initial assemblies an app's Info.plist names (or the app
/// gives), activated in one factory that becomes the default.
final class BootstrapTests: XCTestCase {
    private var bundles: [TestBundle] = []

    override func tearDownWithError() throws {
        for bundle in bundles { try bundle.remove() }
    }

    private func app(initial names: Any?, resources: [String: String] = [:]) throws -> TestBundle {
        var info: [String: Any] = [
            "CFBundleIdentifier": "org.typhoon.herald", "TyphoonGlobalConfigFilenames": ["Herald.properties"],
        ]
        info["TyphoonInitialAssemblies"] = names
        let bundle = try TestBundle(
            info: info, resources: resources.merging(["Herald.properties": "knight.motto=Heralded\n"]) { $1 })
        bundles.append(bundle)
        return bundle
    }

    func testTheAssembliesTheInfoPlistNamesAreActivatedInTheDefaultFactory() throws {
        let app = try app(initial: ["TyphoonTests.HeraldAssembly", "TyphoonTests.VillageAssembly"])
        let factory = try ComponentFactory.bootstrap(bundle: app.bundle)
        XCTAssertTrue(ComponentFactory.default === factory)
        XCTAssertEqual(factory.assembly(VillageAssembly.self).squire().motto, "Heralded")
        XCTAssertEqual(try factory.component(Banner.self).motto, "Heralded")
    }

    func testABundleShippedInTheTargetsResourcesIsBootstrapped() throws {
        // SwiftPM refuses an Info.plist at the top of a target's resources, so the app's bundle
        // is a folder among them: Fixtures/Herald.bundle.
        let url = try XCTUnwrap(
            Bundle.module.url(forResource: "Herald", withExtension: "bundle", subdirectory: "Fixtures"))
        let herald = try XCTUnwrap(Bundle(url: url))
        let factory = try ComponentFactory.bootstrap(bundle: herald)
        XCTAssertTrue(ComponentFactory.default === factory)
        XCTAssertEqual(try factory.component(Banner.self).motto, "Heralded")
        XCTAssertEqual(
            factory.core.globalConfigs.map { URL(fileURLWithPath: $0.source).lastPathComponent },
            ["config_org.typhoon.tests.herald.plist", "Herald.properties"])
    }

    func testConfigsPassedToBootstrapWinOverTheBundles() throws {
        let app = try app(initial: ["TyphoonTests.HeraldAssembly"])
        let factory = try ComponentFactory.bootstrap(
            bundle: app.bundle, configs: [try Config(properties: "knight.motto=By hand")])
        XCTAssertEqual(try factory.component(Banner.self).motto, "By hand")
    }

    func testAssembliesTheAppGivesAreActivatedInTheDefaultFactory() throws {
        let app = try app(initial: nil)
        let factory = try ComponentFactory.bootstrap(assemblies: [HeraldAssembly()], bundle: app.bundle)
        XCTAssertTrue(ComponentFactory.default === factory)
        XCTAssertEqual(try factory.component(Banner.self).motto, "Heralded")
    }

    func testAnAssemblyActivatedInAnotherFactoryThrowsAndStaysInItsOwn() throws {
        let app = try app(initial: nil)
        let herald = HeraldAssembly().activate()
        XCTAssertThrowsError(try ComponentFactory(assemblies: [herald], bundle: app.bundle)) { error in
            XCTAssertEqual(error as? TyphoonError, .assemblyAlreadyActivated(assembly: "HeraldAssembly"))
        }
        XCTAssertTrue(herald.factory.assembly(HeraldAssembly.self) === herald)
    }

    func testAnUnknownNameThrowsNamingItAndTheBundle() throws {
        let app = try app(initial: ["TyphoonTests.HeraldAssembly", "TyphoonTests.Pageant"])
        assertConfigError(
            try ComponentFactory.bootstrap(bundle: app.bundle),
            "TyphoonInitialAssemblies in the Info.plist of the bundle at \(app.path) names TyphoonTests.Pageant, which is not a class of this program. To fix, write the module-qualified name of a top-level Assembly subclass, such as MyApp.AppAssembly (a nested class cannot be found by name), and link its module into the program."
        )
    }

    func testANameWithoutItsModuleIsUnknown() throws {
        let app = try app(initial: ["HeraldAssembly"])
        assertConfigError(
            try ComponentFactory.bootstrap(bundle: app.bundle),
            "TyphoonInitialAssemblies in the Info.plist of the bundle at \(app.path) names HeraldAssembly, which is not a class of this program. To fix, write the module-qualified name of a top-level Assembly subclass, such as MyApp.AppAssembly (a nested class cannot be found by name), and link its module into the program."
        )
    }

    /// An assembly declared inside another type, which the runtime cannot find by a dotted name.
    final class NestedAssembly: Assembly, @unchecked Sendable {}

    func testANestedAssemblyCannotBeFoundByName() throws {
        let app = try app(initial: ["TyphoonTests.BootstrapTests.NestedAssembly"])
        assertConfigError(
            try ComponentFactory.bootstrap(bundle: app.bundle),
            "TyphoonInitialAssemblies in the Info.plist of the bundle at \(app.path) names TyphoonTests.BootstrapTests.NestedAssembly, which is not a class of this program. To fix, write the module-qualified name of a top-level Assembly subclass, such as MyApp.AppAssembly (a nested class cannot be found by name), and link its module into the program."
        )
    }

    func testAClassThatIsNotAnAssemblyThrowsNamingItAndTheBundle() throws {
        let app = try app(initial: ["TyphoonTests.Tapestry"])
        assertConfigError(
            try ComponentFactory.bootstrap(bundle: app.bundle),
            "TyphoonInitialAssemblies in the Info.plist of the bundle at \(app.path) names TyphoonTests.Tapestry, which is not a subclass of Assembly. To fix, name only Assembly subclasses there."
        )
    }

    func testATypeThatIsNotAClassIsNotAnAssembly() throws {
        let app = try app(initial: ["Swift.Int"])
        assertConfigError(
            try ComponentFactory.bootstrap(bundle: app.bundle),
            "TyphoonInitialAssemblies in the Info.plist of the bundle at \(app.path) names Swift.Int, which is not a subclass of Assembly. To fix, name only Assembly subclasses there."
        )
    }

    func testAnInfoPlistThatNamesNoAssemblyThrows() throws {
        let app = try app(initial: nil)
        assertConfigError(
            try ComponentFactory.bootstrap(bundle: app.bundle),
            "Nothing to bootstrap: the Info.plist of the bundle at \(app.path) lists no TyphoonInitialAssemblies. To fix, list your assemblies there by module-qualified class name (an array of strings such as MyApp.AppAssembly), or pass them: `ComponentFactory.bootstrap(assemblies: [AppAssembly()])`."
        )
    }

    func testTheMainBundleIsReadWhenNoBundleIsGiven() throws {
        // The test program's main bundle has no Info.plist that names assemblies.
        assertConfigError(
            try ComponentFactory.bootstrap(),
            "Nothing to bootstrap: the Info.plist of the bundle at \(Bundle.main.bundlePath) lists no TyphoonInitialAssemblies. To fix, list your assemblies there by module-qualified class name (an array of strings such as MyApp.AppAssembly), or pass them: `ComponentFactory.bootstrap(assemblies: [AppAssembly()])`."
        )
    }

    func testAssembliesGivenWhileTheInfoPlistNamesSomeThrows() throws {
        let app = try app(initial: ["TyphoonTests.HeraldAssembly"])
        assertConfigError(
            try ComponentFactory.bootstrap(assemblies: [VillageAssembly()], bundle: app.bundle),
            "Assemblies were passed to `bootstrap(assemblies:)`, and the Info.plist of the bundle at \(app.path) lists TyphoonInitialAssemblies too (TyphoonTests.HeraldAssembly), so it is not clear which to activate. To fix, remove TyphoonInitialAssemblies from that Info.plist, or call `ComponentFactory.bootstrap(bundle:)` without assemblies."
        )
    }

    func testABootstrapThatThrowsLeavesTheDefaultFactoryAsItWas() throws {
        let before = ComponentFactory(assemblies: [])
        before.makeDefault()
        let app = try app(initial: ["TyphoonTests.Tapestry"])
        XCTAssertThrowsError(try ComponentFactory.bootstrap(bundle: app.bundle))
        XCTAssertTrue(ComponentFactory.default === before)
    }
}
