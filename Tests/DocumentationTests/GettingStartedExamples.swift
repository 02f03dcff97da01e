import TyphoonAutoInjection
import XCTest

// Examples of GettingStarted.md. The model classes here are used by the other articles too.

// snippet: getting-started-model
protocol Quest: AnyObject {
    var name: String { get }
}

final class CampaignQuest: Quest {
    let name = "Campaign"
}

class Knight {
    var quest: (any Quest)?
    var damselsRescued = 0

    init(quest: (any Quest)? = nil) {
        self.quest = quest
    }
}
// end-snippet

// snippet: getting-started-assembly
class KnightAssembly: Assembly, @unchecked Sendable {
    func knight() -> Knight {
        define { Knight(quest: self.quest()) }
    }

    func quest() -> any Quest {
        define { CampaignQuest() }
    }

    override var components: [Component] {
        [Component(Self.knight), Component(Self.quest)]
    }
}
// end-snippet

// snippet: getting-started-actor
actor Scoreboard {
    let quest: any Quest
    private(set) var damselsRescued = 0

    init(quest: any Quest) {
        self.quest = quest
    }

    func rescue() {
        damselsRescued += 1
    }
}

class ScoreboardAssembly: Assembly, @unchecked Sendable {
    func scoreboard() -> Scoreboard {
        define(scope: .singleton) { Scoreboard(quest: self.quest()) }
    }

    func quest() -> any Quest {
        define { CampaignQuest() }
    }
}
// end-snippet

// The library side of an override across modules. Public and open here too, so that the snippet
// compiles exactly as a library would declare it.
// snippet: getting-started-open-library
/// Sings of the knights' deeds.
public final class Minstrel {
    /// The minstrel's name.
    public let name: String

    /// Makes a minstrel called `name`.
    public init(name: String) {
        self.name = name
    }
}

/// The minstrels of the realm, for apps to use and override.
open class MinstrelAssembly: Assembly, @unchecked Sendable {
    /// The minstrel who sings at every feast.
    open func minstrel() -> Minstrel {
        define(scope: .singleton) { Minstrel(name: "Blondel") }
    }
}
// end-snippet

// snippet: getting-started-open-override
final class QuietMinstrelAssembly: MinstrelAssembly, @unchecked Sendable {
    override func minstrel() -> Minstrel {
        define(scope: .singleton) { Minstrel(name: "a quiet lutenist") }
    }
}
// end-snippet

final class GettingStartedTests: XCTestCase {
    func testAnActivatedAssemblyReturnsBuiltComponents() {
        // snippet: getting-started-activate
        let assembly = KnightAssembly().activate()
        let knight = assembly.knight()
        // end-snippet
        XCTAssertEqual(knight.quest?.name, "Campaign")
    }

    func testEachCallBuildsANewObjectGraphByDefault() {
        let assembly = KnightAssembly().activate()
        XCTAssertFalse(assembly.knight() === assembly.knight())
    }

    func testAListedComponentIsFoundByType() throws {
        let assembly = KnightAssembly().activate()
        // snippet: getting-started-by-type
        let factory = assembly.factory
        let quest = try factory.component((any Quest).self)
        // end-snippet
        XCTAssertEqual(quest.name, "Campaign")
    }

    func testAnActorIsAComponentBuiltThroughItsInitializer() async {
        // snippet: getting-started-actor-use
        let scoreboard = ScoreboardAssembly().activate().scoreboard()
        await scoreboard.rescue()
        // end-snippet
        let rescued = await scoreboard.damselsRescued
        XCTAssertEqual(rescued, 1)
    }

    func testAnActorInASingletonScopeIsSharedLikeAnyComponent() {
        let assembly = ScoreboardAssembly().activate()
        XCTAssertTrue(assembly.scoreboard() === assembly.scoreboard())
    }

    func testASubclassOverridesAnOpenDefinitionWhereverItsSuperclassIsAsked() {
        let factory = ComponentFactory(assemblies: [QuietMinstrelAssembly()])
        XCTAssertEqual(factory.assembly(MinstrelAssembly.self).minstrel().name, "a quiet lutenist")
        XCTAssertEqual(MinstrelAssembly().activate().minstrel().name, "Blondel")
    }

    func testAnAssemblyIsSendableSoItCanLiveInAGlobalConstant() async {
        let name = await Task.detached { appAssembly.knight().quest?.name }.value
        XCTAssertEqual(name, "Campaign")
    }
}

/// The article's `Package.swift` is loaded by `ArticleSnippetTests`; this shows that the loading
/// is a check that can fail.
final class GettingStartedManifestTests: XCTestCase {
    func testTheManifestDependsOnTheContainerAndTheTestingLibrary() throws {
        let manifest = try articleManifest()
        XCTAssertTrue(manifest.contains(#".product(name: "Typhoon", package: "Typhoon")"#))
        XCTAssertTrue(manifest.contains(#".product(name: "TyphoonTesting", package: "Typhoon")"#))
    }

    func testAManifestNamingAProductTyphoonDoesNotHaveFailsToLoad() throws {
        let manifest = try articleManifest()
            .replacingOccurrences(of: #"name: "TyphoonTesting""#, with: #"name: "TyphoonInjection""#)
        let outcome = try PackageManifest.load(manifest)
        XCTAssertNotEqual(outcome.status, 0)
        XCTAssertTrue(
            outcome.output.contains("product 'TyphoonInjection' required by package"), outcome.output)
    }

    private func articleManifest() throws -> String {
        let blocks = DocumentationCatalog.codeBlocks(
            in: try DocumentationCatalog.article("GettingStarted.md"), article: "GettingStarted.md")
        return try XCTUnwrap(blocks.first { PackageManifest.isManifest($0.text) }?.text)
    }
}

// snippet: getting-started-global
let appAssembly = KnightAssembly().activate()
// end-snippet
