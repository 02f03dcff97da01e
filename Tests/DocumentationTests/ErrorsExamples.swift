import Foundation
import TyphoonAutoInjection
import XCTest

// Examples of ErrorsAndHowToReadThem.md: every TyphoonError case, produced for real.

// snippet: errors-rival-quests
class RivalQuestsAssembly: Assembly, @unchecked Sendable {
    func campaign() -> any Quest {
        define { CampaignQuest() }
    }

    func dragon() -> any Quest {
        define { DragonQuest() }
    }

    override var components: [Component] {
        [
            Component(Self.campaign),
            Component(Self.dragon),
        ]
    }
}
// end-snippet

class TwoPrimariesAssembly: RivalQuestsAssembly, @unchecked Sendable {
    override var components: [Component] {
        [
            Component(Self.campaign, primary: true),
            Component(Self.dragon, primary: true),
        ]
    }
}

// snippet: errors-mismatch
class MislabelledAssembly: Assembly, @unchecked Sendable {
    func sword() -> Sword {
        define { Sword() }
    }

    override var components: [Component] {
        [Component(Self.sword, implements: (any Quest).self)]
    }
}
// end-snippet

// snippet: errors-misdeclared
class MisdeclaredAssembly: Assembly, @unchecked Sendable {
    func quest() -> any Quest {
        define { Knight() }  // a Knight is not a Quest
    }
}
// end-snippet

// snippet: errors-armed-knight
final class ArmedKnight: Knight {
    var sword: Sword?
}

class ArmedKnightAssembly: Assembly, @unchecked Sendable {
    func armedKnight() -> ArmedKnight {
        define {
            ArmedKnight()
        } configuration: { definition in
            definition.injectProperty(\.sword)
        }
    }
}
// end-snippet

// snippet: errors-channel-header
struct ChannelHeader {
    var title = "Channels"
    @InjectedClass var webService: HttpWebService
}

final class ChannelScreen {
    var header = ChannelHeader()
}
// end-snippet

// snippet: errors-gallery
final class GalleryController {
    var providers = [InjectedProtocol<any ImageProvider>(), InjectedProtocol<any ImageProvider>()]
}
// end-snippet

final class ErrorsTests: XCTestCase {
    func testErrorsAreEquatableSoATestCanCompareThem() {
        // snippet: errors-catch
        do {
            _ = try ArmouryAssembly().activate().factory.component(Sword.self)
        } catch let error as TyphoonError {
            print(error)  // the message, ending with "To fix, …"
            if case .noComponent(let type, _) = error {
                print(type)  // "Sword"
            }
        } catch {
            print(error)
        }
        // end-snippet
        XCTAssertThrowsError(try ArmouryAssembly().activate().factory.component(Sword.self)) { error in
            XCTAssertEqual(error as? TyphoonError, .noComponent(type: "Sword", requiredBy: nil))
        }
    }

    func testUnlistedComponent() {
        let errands = ErrandAssembly().activate()
        _ = errands.knight()
        XCTAssertThrowsError(try errands.factory.component((any Quest).self)) { error in
            XCTAssertEqual(
                error as? TyphoonError,
                .unlistedComponent(type: "Quest", requiredBy: nil, definitions: ["ErrandAssembly.errand()"]))
            XCTAssertEqual(
                "\(error)",
                #"No component matches Quest. ErrandAssembly.errand() returns Quest but is not listed in its assembly's `components`. To fix, list `Component(Self.errand)` in its assembly's `components`, or inject it by reference."#
            )
        }
    }

    func testNoComponent() {
        XCTAssertThrowsError(try ArmouryAssembly().activate().factory.component(Sword.self)) { error in
            XCTAssertEqual(
                "\(error)",
                #"No component matches Sword. To fix, list a definition that returns Sword in an assembly's `components` (or name Sword in `implements:`), or inject it by reference."#
            )
        }
    }

    func testAmbiguousComponent() {
        // The message names the listings by file and line: moving them changes it (and the article).
        let rivals = RivalQuestsAssembly().activate()
        XCTAssertThrowsError(try rivals.factory.component((any Quest).self)) { error in
            XCTAssertEqual(
                "\(error)",
                #"2 components match Quest: RivalQuestsAssembly component of type Quest listed at DocumentationTests/ErrorsExamples.swift:19:22, RivalQuestsAssembly component of type Quest listed at DocumentationTests/ErrorsExamples.swift:20:22. To fix, mark one of them `primary: true` in its `Component(…)` listing, or inject by reference."#
            )
        }
    }

    func testACandidateBuiltByTypeOnceIsNamedByItsMethod() {
        let rivals = RivalQuestsAssembly().activate()
        _ = rivals.factory.allComponents(ofType: (any Quest).self)
        XCTAssertThrowsError(try rivals.factory.component((any Quest).self)) { error in
            XCTAssertEqual(
                "\(error)",
                #"2 components match Quest: RivalQuestsAssembly.campaign(), RivalQuestsAssembly.dragon(). To fix, mark one of them `primary: true` in its `Component(…)` listing, or inject by reference."#
            )
        }
    }

    func testSeveralPrimaryComponents() {
        let rivals = TwoPrimariesAssembly().activate()
        XCTAssertThrowsError(try rivals.factory.component((any Quest).self)) { error in
            XCTAssertEqual(
                "\(error)",
                #"2 components that match Quest are all marked primary: TwoPrimariesAssembly component of type Quest listed at DocumentationTests/ErrorsExamples.swift:29:22, TwoPrimariesAssembly component of type Quest listed at DocumentationTests/ErrorsExamples.swift:30:22. To fix, keep `primary: true` on one of them."#
            )
        }
    }

    func testComponentTypeMismatch() {
        let mislabelled = MislabelledAssembly().activate()
        XCTAssertThrowsError(try mislabelled.factory.component((any Quest).self)) { error in
            XCTAssertEqual(
                "\(error)",
                #"MislabelledAssembly.sword() is listed as Quest but built a Sword, which is not one. To fix, remove Quest from its `implements:` or make Sword conform to it."#
            )
        }
    }

    func testUnreachableWrapper() {
        XCTAssertThrowsError(try ChannelAssembly().activate().inject(GalleryController())) { error in
            XCTAssertEqual(
                "\(error)",
                #"GalleryController.providers keeps an auto-injected property wrapper inside a value of type Array<InjectedProtocol<ImageProvider>>, where `inject(_:)` cannot fill it. To fix, declare the wrapper as a stored property of the class or of a struct it stores: `@InjectedClass var name: Type`."#
            )
        }
    }

    func testUnreadableConfig() {
        let missing = URL(fileURLWithPath: "/nonexistent/Knights.properties")
        XCTAssertThrowsError(try Config(contentsOf: missing)) { error in
            guard case .unreadableConfig(let file, _) = error as? TyphoonError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(file, "/nonexistent/Knights.properties")
            XCTAssertTrue("\(error)".hasPrefix("/nonexistent/Knights.properties: cannot be read ("))
            XCTAssertTrue(
                "\(error)".hasSuffix("). To fix, check that the file exists and that the URL points at it."))
        }
    }

    func testUnsupportedEncoding() {
        let utf16 = Data(#"{ "damsels": 12 }"#.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] })
        XCTAssertThrowsError(try Config(json: utf16)) { error in
            XCTAssertEqual(
                "\(error)",
                #"JSON data is UTF-16 (little-endian), but a JSON configuration must be UTF-8. To fix, convert it to UTF-8, or decode it yourself and pass the text as a String: `Config(json: text)`."#
            )
        }
    }

    func testMalformedConfig() {
        XCTAssertThrowsError(try Config(properties: "motto=For the realm\nbadge=\\u12G4")) { error in
            XCTAssertEqual(
                "\(error)",
                #"properties text:2: malformed \u escape: four hexadecimal digits must follow \u. To fix, correct that line of the file."#
            )
        }
    }
}

// snippet: errors-unlisted-errand
class ErrandAssembly: Assembly, @unchecked Sendable {
    func errand() -> any Quest {
        define { CampaignQuest() }
    }

    func knight() -> Knight {
        define { Knight(quest: self.errand()) }
    }

    override var components: [Component] {
        [Component(Self.knight)]
    }
}
// end-snippet
