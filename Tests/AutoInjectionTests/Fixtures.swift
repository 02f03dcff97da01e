import TyphoonAutoInjection

// Seed 003's classes: a web service, an image provider, a DAO for test results.

class HttpWebService {
    var baseURL = "https://example.net"
}

final class CachingWebService: HttpWebService {}

protocol ImageProvider: AnyObject {
    var name: String { get }
}

final class DiskImageProvider: ImageProvider {
    let name = "disk"
}

final class StubImageProvider: ImageProvider {
    let name = "stub"
}

protocol TestResultDao: AnyObject {
    func results() -> [String]
}

final class InMemoryTestResultDao: TestResultDao {
    func results() -> [String] { ["passed"] }
}

class BaseController {
    @InjectedClass var webService: HttpWebService
}

final class ChannelBrowserController: BaseController {
    @InjectedProtocol var imageProvider: any ImageProvider
    var title = ""
}

/// A controller that the assembly defines explicitly, and that also has auto-injected properties.
final class CollectOffersController {
    @InjectedProtocol var imageProvider: any ImageProvider
    @InjectedClass var webService: HttpWebService
    var pageSize = 0
}

final class NeedsASword {
    @InjectedClass var sword: Sword
}

/// A knight's page with two properties that a `TwoProvidersAssembly` cannot fill: nothing
/// matches its sword, and two components match its image provider.
final class Squire {
    @InjectedClass var webService: HttpWebService
    @InjectedClass var sword: Sword
    @InjectedProtocol var imageProvider: any ImageProvider
}

final class Sword {}

class ServiceAssembly: Assembly, @unchecked Sendable {
    func webService() -> HttpWebService { define(scope: .singleton) { CachingWebService() } }
    func imageProvider() -> any ImageProvider { define { DiskImageProvider() } }
    func testResultDao() -> any TestResultDao { define { InMemoryTestResultDao() } }

    func channelBrowser() -> ChannelBrowserController {
        define {
            ChannelBrowserController()
        } configuration: {
            $0.injectProperty(\.title, with: "Channels")
        }
    }

    func collectOffersController() -> CollectOffersController {
        define {
            CollectOffersController()
        } configuration: { definition in
            definition.injectProperty(\.imageProvider, with: StubImageProvider())
            definition.injectProperty(\.pageSize, with: 20)
        }
    }

    override var components: [Component] {
        [
            Component(Self.webService), Component(Self.imageProvider), Component(Self.testResultDao),
            Component(Self.collectOffersController),
        ]
    }
}

/// A controller whose after-injections call-back injects another object with the factory, so
/// that `inject(_:)` runs in the middle of a resolution.
final class OffersScreen {
    var offers: CollectOffersController?
}

final class OffersScreenAssembly: ServiceAssembly, @unchecked Sendable {
    func offersScreen() -> OffersScreen {
        define {
            OffersScreen()
        } configuration: { definition in
            definition.performAfterInjections { screen in
                let offers = CollectOffersController()
                try? self.inject(offers)
                screen.offers = offers
            }
        }
    }
}

final class TwoProvidersAssembly: ServiceAssembly, @unchecked Sendable {
    func otherProvider() -> any ImageProvider { define { StubImageProvider() } }
    override var components: [Component] { super.components + [Component(Self.otherProvider)] }
}
