import Dispatch
import TestSupport
import Testing
import Typhoon

/// An activation and a shared build that wait for each other (Docs/Behaviour.md, Threads).
///
/// An activation waits for another thread's activation of the same assembly inside the graph of
/// shared builds, so the two never wait for ever. The fixtures are in `Support/ActivationCycles.swift`.
@Suite struct ActivationCycleTests {
    /// The service has been built when its after call-back activates the plug-in, so the
    /// activation's eager singleton is handed it, and both threads go on.
    ///
    /// Either thread may wait first: the service for the activation (the activation's claim
    /// closes the cycle), or the activation for the service (the service's activation closes it).
    @Test(arguments: [true, false])
    func anActivationWhoseEagerSingletonNeedsAServiceThatWaitsForThatActivationAfterItsInitializerGoesOn(
        serviceWaitsFirst: Bool
    ) throws {
        let (app, plugin) = appAndPlugin(activatingFromInitializer: false, serviceWaitsFirst: serviceWaitsFirst)
        let results = try #require(resultsOnThreads([{ plugin.activate() }, { app.service() }]))
        let service = try #require(results[1] as? AppService)
        #expect(app.services.count == 1)
        #expect(plugin.thing().service === service && app.service() === service)
    }

    /// The service is still inside its initializer, which waits for the activation whose eager
    /// singleton needs the service: a cycle of initializers (one thread alone stops on it too), so
    /// the second thread to wait stops, naming both threads, the service and the activation.
    @Test func anActivationWhoseEagerSingletonNeedsAServiceWhoseInitializerWaitsForThatActivationStopsNamingBoth() async
    {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
        ) {
            activateThePluginWhileTheServiceInitializerActivatesIt()
        }
        let threads = announcedThreads(in: result?.standardOutputContent)
        let activation = threads["activation"] ?? "?"
        let service = threads["service"] ?? "?"
        let message = stopMessage(inStandardError: result?.standardErrorContent)
        let waits = [
            "\(activation) waits for AppAssembly.service(), which \(service) is building",
            "\(service) waits for the activation of PluginAssembly, which \(activation) is building",
        ]
        #expect(message.hasPrefix("Threads wait for each other's shared instances: "), "got: \(message)")
        #expect(waits.allSatisfy(message.contains), "got: \(message)")
    }
}
