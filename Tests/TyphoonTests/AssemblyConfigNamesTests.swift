import Foundation
import XCTest

@testable import Typhoon

final class Squire {
    var motto = ""
    var damselsRescued = 0
}

/// Reads its settings from the configuration it declares.
class CastleAssembly: Assembly, @unchecked Sendable {
    override var configNames: [String] { ["Fixtures/Castle.properties"] }
    override var configBundle: Bundle { .module }

    func squire() -> Squire {
        define {
            Squire()
        } configuration: { definition in
            definition.injectProperty(\.motto, with: self.config("knight.motto"))
            definition.injectProperty(\.damselsRescued, with: self.config("damsels.rescued"))
        }
    }
}

/// Declares no configuration of its own; it reads the factory's.
class VillageAssembly: Assembly, @unchecked Sendable {
    func squire() -> Squire {
        define {
            Squire()
        } configuration: {
            $0.injectProperty(\.motto, with: self.config("knight.motto"))
        }
    }
}

/// A castle whose squire is an eager singleton, built at activation.
final class EagerCastleAssembly: CastleAssembly, @unchecked Sendable {
    func herald() -> Squire {
        define(scope: .singleton) {
            Squire()
        } configuration: {
            $0.injectProperty(\.motto, with: self.config("knight.motto"))
        }
    }
    override var components: [Component] { [Component(Self.herald, eager: true)] }
}

/// Declares a file its bundle does not hold.
final class MisconfiguredCastleAssembly: CastleAssembly, @unchecked Sendable {
    override var configNames: [String] { ["Fixtures/Castle.properties", "Fixtures/Keep.properties"] }
}

/// `Assembly.configNames` and `configBundle`: configurations an assembly declares, read when it is
/// activated and read only by its own definitions.
final class AssemblyConfigNamesTests: XCTestCase {
    func testADeclaredConfigIsReadWhenTheAssemblyIsActivated() {
        let squire = CastleAssembly().activate().squire()
        XCTAssertEqual(squire.motto, "For the castle")
        XCTAssertEqual(squire.damselsRescued, 3)
    }

    func testADeclaredConfigIsReadInAFactoryMadeOfSeveralAssemblies() {
        let factory = ComponentFactory(assemblies: [VillageAssembly(), CastleAssembly()], configs: [])
        XCTAssertEqual(factory.assembly(CastleAssembly.self).squire().motto, "For the castle")
    }

    func testADeclaredConfigIsReadOnlyByItsOwnAssembly() throws {
        let factory = ComponentFactory(
            assemblies: [VillageAssembly(), CastleAssembly()],
            configs: [try Config(properties: "knight.motto=For the village")])
        XCTAssertEqual(factory.assembly(VillageAssembly.self).squire().motto, "For the village")
        XCTAssertEqual(factory.assembly(CastleAssembly.self).squire().motto, "For the castle")
    }

    func testAConfigAttachedByHandWinsOverADeclaredOne() throws {
        let castle = CastleAssembly().activate()
        castle.attach(try Config(properties: "knight.motto=Attached"))
        XCTAssertEqual(castle.squire().motto, "Attached")
        XCTAssertEqual(castle.squire().damselsRescued, 3)
    }

    func testEagerSingletonsAreBuiltWithTheDeclaredConfig() {
        let castle = EagerCastleAssembly().activate()
        XCTAssertEqual(castle.herald().motto, "For the castle")
    }

    func testAMissingDeclaredConfigMakesTheFactoryForAnAppThrow() throws {
        let app = try TestBundle(info: ["CFBundleIdentifier": "org.typhoon.castle"])
        defer { try? app.remove() }
        let module = Bundle.module.bundlePath
        assertConfigError(
            try ComponentFactory(assemblies: [MisconfiguredCastleAssembly()], bundle: app.bundle),
            "MisconfiguredCastleAssembly.configNames lists Fixtures/Keep.properties, which is not in the bundle at \(module)\(ConfigResourceTests.resourcesNote(of: .module)). To fix, add Fixtures/Keep.properties to that bundle's resources, or override `configBundle` in MisconfiguredCastleAssembly to return the bundle that holds it (`Bundle.module` for a Swift package target's resources)."
        )
    }

    func testAnAssemblyWhoseDeclaredConfigWasMissingIsUntouchedAndCanBeActivatedElsewhere() throws {
        let app = try TestBundle(info: ["CFBundleIdentifier": "org.typhoon.castle"])
        defer { try? app.remove() }
        let village = VillageAssembly()
        XCTAssertThrowsError(
            try ComponentFactory(assemblies: [village, MisconfiguredCastleAssembly()], bundle: app.bundle))
        village.activate(with: [], configs: [try Config(properties: "knight.motto=Still standing")])
        XCTAssertEqual(village.squire().motto, "Still standing", "the failed factory kept the assembly")
    }

    func testTheDefaultConfigBundleIsTheBundleOfTheAssemblysClass() {
        XCTAssertEqual(VillageAssembly().configBundle.bundlePath, Bundle(for: VillageAssembly.self).bundlePath)
        #if os(Linux)
            // swift-corelibs-foundation: the folder of the executable that holds the class, which
            // for a test is the folder of the test binary, not the target's resource bundle.
            XCTAssertEqual(
                VillageAssembly().configBundle.bundlePath,
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path)
            XCTAssertNotEqual(VillageAssembly().configBundle.bundlePath, Bundle.module.bundlePath)
        #endif
    }
}
