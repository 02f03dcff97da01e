import Dispatch
import Foundation
import Typhoon

// Fixtures for ActivationCycleTests: a thread activates a plug-in assembly whose eager singleton
// needs the app's service, while another thread, inside that service's build, activates the same
// plug-in. A meeting holds both until each is where the race needs it.

final class AppService {}

final class PluginThing {
    let service: AppService
    init(service: AppService) { self.service = service }
}

/// The app's service activates the plug-in from its initializer, or from its after call-back.
final class AppAssembly: Assembly, @unchecked Sendable {
    var plugin: PluginAssembly?
    var meeting: Meeting?
    var activatesFromInitializer = true
    let services = AtomicCounter()

    func service() -> AppService {
        define(scope: .lazySingleton) { () -> AppService in
            self.services.increment()
            if self.activatesFromInitializer { self.activatePlugin() }
            return AppService()
        } configuration: {
            if !self.activatesFromInitializer { $0.performAfterInjections { _ in self.activatePlugin() } }
        }
    }

    private func activatePlugin() {
        meeting?.arrive()
        if pausesBeforeActivating { Thread.sleep(forTimeInterval: StressScale.seconds(0.2)) }
        plugin!.activate()
    }

    /// Whether the service waits a moment after the meeting, so that the activation asks for it
    /// first (and the service's activation closes the cycle), or the other way round.
    var pausesBeforeActivating = false
}

/// Its eager singleton needs the app's service.
final class PluginAssembly: Assembly, @unchecked Sendable {
    var app: AppAssembly?
    var meeting: Meeting?

    override var components: [Component] { [Component(Self.thing, eager: true)] }

    func thing() -> PluginThing {
        define(scope: .singleton) { () -> PluginThing in
            self.meeting?.arrive()
            if self.app?.pausesBeforeActivating == false { Thread.sleep(forTimeInterval: StressScale.seconds(0.2)) }
            return PluginThing(service: self.app!.service())
        }
    }
}

/// An app and its plug-in, wired to each other, with one meeting for the two threads.
func appAndPlugin(activatingFromInitializer: Bool, serviceWaitsFirst: Bool = false) -> (AppAssembly, PluginAssembly) {
    let app = AppAssembly()
    let plugin = PluginAssembly()
    let meeting = Meeting(parties: 2)
    (app.plugin, app.meeting, app.activatesFromInitializer) = (plugin, meeting, activatingFromInitializer)
    app.pausesBeforeActivating = !serviceWaitsFirst
    (plugin.app, plugin.meeting) = (app, meeting)
    app.activate()
    return (app, plugin)
}

/// In a child process: thread "activation" activates the plug-in while thread "service" builds it.
///
/// The service's initializer activates the plug-in too. Each thread writes its name first.
func activateThePluginWhileTheServiceInitializerActivatesIt() {
    let (app, plugin) = appAndPlugin(activatingFromInitializer: true)
    stopOnNamedThreads(
        ("activation", { plugin.activate() }), ("service", { _ = app.service() }),
        otherwise: "the service's initializer ran without its plug-in")
}
