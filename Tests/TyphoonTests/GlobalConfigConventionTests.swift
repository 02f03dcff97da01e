import Foundation
import XCTest

@testable import Typhoon

/// Global configurations an app's bundle names by convention (`TyphoonGlobalConfigFilenames` in
/// its Info.plist, `config_<bundle identifier>.plist`), read by
/// `ComponentFactory(assemblies:configs:bundle:)`, and those handed to `activate(with:configs:)`.
final class GlobalConfigConventionTests: XCTestCase {
    private var bundles: [TestBundle] = []

    override func tearDownWithError() throws {
        for bundle in bundles { try bundle.remove() }
    }

    private func app(
        _ layout: TestBundle.Layout = .flat, listing names: Any? = nil, identifier: String? = "org.typhoon.app",
        resources: [String: String]
    ) throws -> TestBundle {
        var info: [String: Any] = [:]
        info["CFBundleIdentifier"] = identifier
        info["TyphoonGlobalConfigFilenames"] = names
        let bundle = try TestBundle(layout: layout, info: info, resources: resources)
        bundles.append(bundle)
        return bundle
    }

    private static func plist(_ values: [String: String]) -> String {
        let entries = values.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }
        return "<plist version=\"1.0\"><dict>\(entries.joined())</dict></plist>\n"
    }

    private func motto(in factory: ComponentFactory) -> String {
        factory.assembly(VillageAssembly.self).squire().motto
    }

    func testFilesListedInTheInfoPlistAreReadByEveryAssembly() throws {
        let app = try app(
            listing: ["Settings/Village.properties"],
            resources: ["Settings/Village.properties": "knight.motto=Listed\n"])
        let factory = try ComponentFactory(assemblies: [VillageAssembly()], bundle: app.bundle)
        XCTAssertEqual(motto(in: factory), "Listed")
    }

    func testTheFileNamedAfterTheBundleIdentifierIsReadWithoutBeingListed() throws {
        let app = try app(resources: ["config_org.typhoon.app.plist": Self.plist(["knight.motto": "By identifier"])])
        let factory = try ComponentFactory(assemblies: [VillageAssembly()], bundle: app.bundle)
        XCTAssertEqual(motto(in: factory), "By identifier")
    }

    func testTheFirstListedFileWinsOverALaterOne() throws {
        let app = try app(
            listing: ["First.properties", "Second.json"],
            resources: ["First.properties": "knight.motto=First\n", "Second.json": #"{"knight.motto": "Second"}"#])
        let factory = try ComponentFactory(assemblies: [VillageAssembly()], bundle: app.bundle)
        XCTAssertEqual(motto(in: factory), "First")
    }

    func testTheFileNamedAfterTheBundleIdentifierWinsOverTheListedFiles() throws {
        let app = try app(
            listing: ["Listed.properties"],
            resources: [
                "Listed.properties": "knight.motto=Listed\n",
                "config_org.typhoon.app.plist": Self.plist(["knight.motto": "By identifier"]),
            ])
        let factory = try ComponentFactory(assemblies: [VillageAssembly()], bundle: app.bundle)
        XCTAssertEqual(motto(in: factory), "By identifier")
    }

    func testConfigsPassedByHandWinOverTheBundles() throws {
        let app = try app(
            listing: ["Listed.properties"],
            resources: [
                "Listed.properties": "knight.motto=Listed\n",
                "config_org.typhoon.app.plist": Self.plist(["knight.motto": "By identifier"]),
            ])
        let factory = try ComponentFactory(
            assemblies: [VillageAssembly()], configs: [try Config(properties: "knight.motto=By hand")],
            bundle: app.bundle)
        XCTAssertEqual(motto(in: factory), "By hand")
        XCTAssertEqual(
            factory.core.globalConfigs.map(\.source),
            ["properties text", app.path + "/config_org.typhoon.app.plist", app.path + "/Listed.properties"])
    }

    func testABundleThatNamesNoConfigAddsNone() throws {
        let app = try app(identifier: nil, resources: ["config_.plist": Self.plist(["knight.motto": "Stray"])])
        let factory = try ComponentFactory(
            assemblies: [VillageAssembly()], configs: [try Config(properties: "knight.motto=By hand")],
            bundle: app.bundle)
        XCTAssertEqual(factory.core.globalConfigs.map(\.source), ["properties text"])
    }

    /// swift-corelibs-foundation finds the Info.plist and the resources of a bundle folder in each
    /// of these layouts; these tests run on Linux, so this is what Linux reads.
    func testEachBundleLayoutFoundationKnowsIsRead() throws {
        for layout in [TestBundle.Layout.flat, .contents, .resourcesFolder] {
            let app = try app(
                layout, listing: ["Listed.properties"],
                resources: [
                    "Listed.properties": "knight.motto=Listed\n",
                    "config_org.typhoon.app.plist": Self.plist(["knight.motto": "By identifier"]),
                ])
            let factory = try ComponentFactory(assemblies: [VillageAssembly()], bundle: app.bundle)
            XCTAssertEqual(
                factory.core.globalConfigs.map(\.source),
                [
                    app.path + "/" + layout.resources + "config_org.typhoon.app.plist",
                    app.path + "/" + layout.resources + "Listed.properties",
                ], "\(layout)")
        }
    }

    func testAListedFileTheBundleLacksThrowsNamingItAndTheBundle() throws {
        let app = try app(
            listing: ["Village.properties", "Castle.properties"], resources: ["Village.properties": "a=1\n"])
        assertConfigError(
            try ComponentFactory(assemblies: [VillageAssembly()], bundle: app.bundle),
            "TyphoonGlobalConfigFilenames in the Info.plist of the bundle at \(app.path) lists Castle.properties, which is not in the bundle at \(app.path). To fix, add Castle.properties to that bundle's resources, or remove it from TyphoonGlobalConfigFilenames."
        )
    }

    func testAListedFileOfAMacOSStyleBundleNamesWhereItsResourcesAre() throws {
        let app = try app(.contents, listing: ["Castle.properties"], resources: [:])
        assertConfigError(
            try ComponentFactory(assemblies: [VillageAssembly()], bundle: app.bundle),
            "TyphoonGlobalConfigFilenames in the Info.plist of the bundle at \(app.path) lists Castle.properties, which is not in the bundle at \(app.path) (resources in \(app.path)/Contents/Resources). To fix, add Castle.properties to that bundle's resources, or remove it from TyphoonGlobalConfigFilenames."
        )
    }

    func testAListWrittenAsOneStringThrows() throws {
        let app = try app(listing: "Village.properties", resources: ["Village.properties": "a=1\n"])
        assertConfigError(
            try ComponentFactory(assemblies: [VillageAssembly()], bundle: app.bundle),
            "The Info.plist key TyphoonGlobalConfigFilenames of the bundle at \(app.path) holds the string \"Village.properties\", but Typhoon reads it as an array of strings. To fix, make TyphoonGlobalConfigFilenames an array of strings in that Info.plist."
        )
    }

    func testAListWithAnItemThatIsNotAStringThrows() throws {
        let app = try app(listing: ["Village.properties", 7], resources: ["Village.properties": "a=1\n"])
        assertConfigError(
            try ComponentFactory(assemblies: [VillageAssembly()], bundle: app.bundle),
            "The Info.plist key TyphoonGlobalConfigFilenames of the bundle at \(app.path) holds an array whose item 7 is not a string, but Typhoon reads it as an array of strings. To fix, make TyphoonGlobalConfigFilenames an array of strings in that Info.plist."
        )
    }

    func testActivateWithConfigsGivesEveryAssemblyOfTheFactoryTheGlobalConfigs() throws {
        let village = VillageAssembly().activate(
            with: [CastleAssembly()], configs: [try Config(properties: "knight.motto=Shared")])
        XCTAssertEqual(village.squire().motto, "Shared")
        XCTAssertEqual(village.factory.assembly(CastleAssembly.self).squire().motto, "For the castle")
    }
}
