import Testing
import TyphoonAutoInjection
import XCTest

// Examples of AutoInjectionAndTesting.md.

// snippet: auto-model
class HttpWebService {
    var baseURL = "https://example.net"
}

protocol ImageProvider: AnyObject {
    var name: String { get }
}

final class DiskImageProvider: ImageProvider {
    let name = "disk"
}

final class StubImageProvider: ImageProvider {
    let name = "stub"
}
// end-snippet

// snippet: auto-controllers
class BaseController {
    @InjectedClass var webService: HttpWebService
}

final class ChannelBrowserController: BaseController {
    @InjectedProtocol var imageProvider: any ImageProvider
}
// end-snippet

// snippet: auto-offers
final class OffersController {
    @InjectedProtocol var imageProvider: any ImageProvider
    @InjectedClass var webService: HttpWebService
    var pageSize = 0
}
// end-snippet

// snippet: auto-assembly
class ChannelAssembly: Assembly, @unchecked Sendable {
    func webService() -> HttpWebService {
        define(scope: .singleton) { HttpWebService() }
    }

    func imageProvider() -> any ImageProvider {
        define { DiskImageProvider() }
    }

    func channelBrowser() -> ChannelBrowserController {
        define { ChannelBrowserController() }
    }

    func offersController() -> OffersController {
        define {
            OffersController()
        } configuration: { definition in
            definition.injectProperty(\.imageProvider, with: StubImageProvider())
            definition.injectProperty(\.pageSize, with: 20)
        }
    }

    override var components: [Component] {
        [Component(Self.webService), Component(Self.imageProvider), Component(Self.offersController)]
    }
}
// end-snippet

// snippet: auto-two-providers
class TwoProvidersAssembly: ChannelAssembly, @unchecked Sendable {
    func stubImageProvider() -> any ImageProvider {
        define { StubImageProvider() }
    }

    override var components: [Component] {
        super.components + [Component(Self.stubImageProvider)]
    }
}
// end-snippet

// snippet: auto-needs-sword
final class ArmouryController {
    @InjectedClass var sword: Sword
}
// end-snippet

// snippet: auto-armoury-screen
final class ArmouryScreen {
    @InjectedClass var sword: Sword
    @InjectedProtocol var imageProvider: any ImageProvider
}
// end-snippet

/// What `inject(_:)` of an ArmouryScreen throws with TwoProvidersAssembly, as the article quotes
/// it (the listings by file and line), unindented so that the article's quote is found here.
// swift-format-ignore
private let armouryScreenMessage = """
2 auto-injected properties of ArmouryScreen cannot be filled, so none was:
- No component matches Sword (required by ArmouryScreen.sword). To fix, list a definition that returns Sword in an assembly's `components` (or name Sword in `implements:`), or inject it by reference.
- 2 components match ImageProvider (required by ArmouryScreen.imageProvider): TwoProvidersAssembly component of type ImageProvider listed at DocumentationTests/AutoInjectionExamples.swift:67:47, TwoProvidersAssembly component of type ImageProvider listed at DocumentationTests/AutoInjectionExamples.swift:79:38. To fix, mark one of them `primary: true` in its `Component(…)` listing, or inject by reference.
"""

// snippet: auto-xctest
final class ChannelBrowserTests: XCTestCase {
    @InjectedProtocol var imageProvider: any ImageProvider
    @InjectedClass var webService: HttpWebService

    override func setUpWithError() throws {
        try ChannelAssembly().activate().inject(self)
    }

    func testTheImageProviderReadsFromDisk() {
        XCTAssertEqual(imageProvider.name, "disk")
    }
}
// end-snippet

// snippet: auto-swift-testing
@Suite final class ChannelBrowserSuite {
    @InjectedProtocol var imageProvider: any ImageProvider
    @InjectedClass var webService: HttpWebService

    init() throws {
        try ChannelAssembly().activate().inject(self)
    }

    @Test func imageProviderReadsFromDisk() {
        #expect(imageProvider.name == "disk")
    }
}
// end-snippet

final class AutoInjectionTests: XCTestCase {
    func testInjectFillsTheWrappersOfTheClassAndItsSuperclasses() throws {
        // snippet: auto-inject
        let controller = ChannelBrowserController()
        try ChannelAssembly().activate().inject(controller)
        // end-snippet
        XCTAssertEqual(controller.imageProvider.name, "disk")
        XCTAssertEqual(controller.webService.baseURL, "https://example.net")
    }

    func testAComponentBuiltByTheFactoryHasItsWrappersFilled() {
        let assembly = ChannelAssembly().activate()
        let controller = assembly.channelBrowser()
        XCTAssertEqual(controller.imageProvider.name, "disk")
        XCTAssertTrue(controller.webService === assembly.webService())
    }

    func testAPropertyTheDefinitionInjectsExplicitlyKeepsThatValue() {
        let controller = ChannelAssembly().activate().offersController()
        XCTAssertEqual(controller.imageProvider.name, "stub")
        XCTAssertEqual(controller.webService.baseURL, "https://example.net")
    }

    func testInjectAppliesTheListedDefinitionOfTheInstancesClassFirst() throws {
        let controller = OffersController()
        try ChannelAssembly().activate().inject(controller)
        XCTAssertEqual(controller.pageSize, 20)
        XCTAssertEqual(controller.imageProvider.name, "stub")
    }

    func testAWrapperSetByHandIsKept() throws {
        // snippet: auto-by-hand
        let controller = ChannelBrowserController()
        controller.imageProvider = StubImageProvider()
        try ChannelAssembly().activate().inject(controller)  // fills webService only
        // end-snippet
        XCTAssertEqual(controller.imageProvider.name, "stub")
        XCTAssertEqual(controller.webService.baseURL, "https://example.net")
    }

    func testInjectThrowsWhenNoComponentMatches() {
        XCTAssertThrowsError(try ChannelAssembly().activate().inject(ArmouryController())) { error in
            XCTAssertEqual(
                "\(error)",
                #"No component matches Sword (required by ArmouryController.sword). To fix, list a definition that returns Sword in an assembly's `components` (or name Sword in `implements:`), or inject it by reference."#
            )
        }
    }

    func testInjectThrowsWhenSeveralComponentsMatch() {
        // The message names the listings by file and line: moving them changes it (and the article).
        XCTAssertThrowsError(try TwoProvidersAssembly().activate().inject(ChannelBrowserController())) { error in
            XCTAssertEqual(
                "\(error)",
                #"2 components match ImageProvider (required by ChannelBrowserController.imageProvider): TwoProvidersAssembly component of type ImageProvider listed at DocumentationTests/AutoInjectionExamples.swift:67:47, TwoProvidersAssembly component of type ImageProvider listed at DocumentationTests/AutoInjectionExamples.swift:79:38. To fix, mark one of them `primary: true` in its `Component(…)` listing, or inject by reference."#
            )
        }
    }

    func testInjectNamesEveryPropertyItCannotFillInOneError() {
        XCTAssertThrowsError(try TwoProvidersAssembly().activate().inject(ArmouryScreen())) { error in
            XCTAssertEqual("\(error)", armouryScreenMessage)
        }
    }
}
