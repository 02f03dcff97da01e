import TestSupport
import TyphoonAutoInjection
import XCTest

final class TestResultDaoTests: XCTestCase {
    @InjectedProtocol var testResultDao: any TestResultDao
    @InjectedClass var webService: HttpWebService

    override func setUpWithError() throws {
        try ServiceAssembly().activate().inject(self)
    }

    func testSetUpInjectionFillsTheTestCasesProperties() {
        XCTAssertEqual(testResultDao.results(), ["passed"])
        XCTAssertTrue(webService is CachingWebService)
    }
}

final class InjectTests: XCTestCase {
    func testInjectFillsTheClassesAndItsSuperclassesWrappersByType() throws {
        let controller = ChannelBrowserController()
        try ServiceAssembly().activate().inject(controller)
        XCTAssertTrue(controller.webService is CachingWebService)
        XCTAssertEqual(controller.imageProvider.name, "disk")
    }

    func testComponentsBuiltByTheFactoryGetTheirWrappersFilled() {
        let controller = ServiceAssembly().activate().channelBrowser()
        XCTAssertEqual(controller.title, "Channels")
        XCTAssertEqual(controller.imageProvider.name, "disk")
        XCTAssertTrue(controller.webService is CachingWebService)
    }

    func testAPropertyTheDefinitionInjectsExplicitlyKeepsThatValue() {
        let controller = ServiceAssembly().activate().collectOffersController()
        XCTAssertEqual(controller.imageProvider.name, "stub")
        XCTAssertTrue(controller.webService is CachingWebService)
    }

    func testInjectAppliesTheListedDefinitionOfTheInstancesClassFirst() throws {
        let controller = CollectOffersController()
        try ServiceAssembly().activate().inject(controller)
        XCTAssertEqual(controller.pageSize, 20)
        XCTAssertEqual(controller.imageProvider.name, "stub")
        XCTAssertTrue(controller.webService is CachingWebService)
    }

    func testInjectDuringAResolutionAppliesTheListedDefinitionOfTheInstancesClass() throws {
        let offers = try XCTUnwrap(OffersScreenAssembly().activate().offersScreen().offers)
        XCTAssertEqual(offers.pageSize, 20)
        XCTAssertEqual(offers.imageProvider.name, "stub")
        XCTAssertTrue(offers.webService is CachingWebService)
    }

    func testAWrapperSetByHandIsNotOverwritten() throws {
        let controller = ChannelBrowserController()
        controller.imageProvider = StubImageProvider()
        try ServiceAssembly().activate().inject(controller)
        XCTAssertEqual(controller.imageProvider.name, "stub")
    }

    func testEachInstanceOfAClassIsFilledWithItsOwnObjectGraph() throws {
        let assembly = ServiceAssembly().activate()
        let first = ChannelBrowserController()
        let second = ChannelBrowserController()
        try assembly.inject(first)
        try assembly.inject(second)
        XCTAssertEqual(second.imageProvider.name, "disk")
        XCTAssertFalse(first.imageProvider === second.imageProvider, "the image provider is in the default scope")
        XCTAssertTrue(first.webService === second.webService, "the web service is a singleton")
    }

    func testAPropertySetByHandNeedsNoComponentButAnEmptyOneStillThrows() throws {
        let assembly = ServiceAssembly().activate()
        let armed = NeedsASword()
        armed.sword = Sword()
        try assembly.inject(armed)
        XCTAssertThrowsError(try assembly.inject(NeedsASword()))
    }

    func testInjectKeepsNeitherTheFactoryNorItsSingletonsAlive() throws {
        weak var assembly: ServiceAssembly?
        weak var factory: ComponentFactory?
        weak var singleton: HttpWebService?
        let controller = ChannelBrowserController()
        do {
            let activated = ServiceAssembly().activate()
            try activated.inject(controller)
            try activated.inject(ChannelBrowserController())  // the second one follows the class's plan
            assembly = activated
            factory = activated.factory
            singleton = activated.webService()
        }
        XCTAssertNil(assembly)
        XCTAssertNil(factory)
        XCTAssertNotNil(singleton, "the filled controller holds the web service")
        controller.webService = HttpWebService()
        XCTAssertNil(singleton)
    }

    func testAWrapperSetAgainReadsTheLatestValue() {
        let controller = ChannelBrowserController()
        let stub = StubImageProvider()
        controller.imageProvider = DiskImageProvider()
        controller.imageProvider = stub
        XCTAssertTrue(controller.imageProvider === stub)
    }

    func testAMissingTypeThrowsNamingThePropertyAndTheType() {
        XCTAssertThrowsError(try ServiceAssembly().activate().inject(NeedsASword())) { error in
            XCTAssertEqual(
                "\(error)",
                "No component matches Sword (required by NeedsASword.sword). To fix, list a definition that returns Sword in an assembly's `components` (or name Sword in `implements:`), or inject it by reference."
            )
        }
    }

    func testAnAmbiguousTypeThrowsNamingEveryCandidate() {
        let controller = ChannelBrowserController()
        XCTAssertThrowsError(try TwoProvidersAssembly().activate().inject(controller)) { error in
            XCTAssertEqual(
                error as? TyphoonError,
                .ambiguousComponent(
                    type: "ImageProvider", requiredBy: "ChannelBrowserController.imageProvider",
                    candidates: [
                        "TwoProvidersAssembly component of type ImageProvider listed at AutoInjectionTests/Fixtures.swift:\(listing(of: "Component(Self.imageProvider)", inFixture: "Fixtures.swift"))",
                        "TwoProvidersAssembly component of type ImageProvider listed at AutoInjectionTests/Fixtures.swift:\(listing(of: "Component(Self.otherProvider)", inFixture: "Fixtures.swift"))",
                    ]))
        }
    }

    func testEveryPropertyThatCannotBeFilledIsNamedInOneError() {
        let squire = Squire()
        XCTAssertThrowsError(try TwoProvidersAssembly().activate().inject(squire)) { error in
            XCTAssertEqual(
                "\(error)",
                """
                2 auto-injected properties of Squire cannot be filled, so none was:
                - No component matches Sword (required by Squire.sword). To fix, list a definition that returns Sword in an assembly's `components` (or name Sword in `implements:`), or inject it by reference.
                - 2 components match ImageProvider (required by Squire.imageProvider): TwoProvidersAssembly component of type ImageProvider listed at AutoInjectionTests/Fixtures.swift:\(listing(of: "Component(Self.imageProvider)", inFixture: "Fixtures.swift")), TwoProvidersAssembly component of type ImageProvider listed at AutoInjectionTests/Fixtures.swift:\(listing(of: "Component(Self.otherProvider)", inFixture: "Fixtures.swift")). To fix, mark one of them `primary: true` in its `Component(…)` listing, or inject by reference.
                """
            )
        }
    }

    func testTheUnfilledPropertyMessageNamesThePropertyItsTypeAndTheFix() {
        XCTAssertEqual(
            TyphoonError.unfilledProperty(property: "ChannelBrowserController.imageProvider", type: "ImageProvider")
                .description,
            "ChannelBrowserController.imageProvider (ImageProvider) was read before it was injected. To fix, call `try factory.inject(self)` (or `try assembly.inject(self)`) first, build the object through a definition, or set the property by hand."
        )
    }
}
