import TestSupport
import Testing
import TyphoonAutoInjection

/// The stop of ThreadSafety.md: a server that keeps only its routes loses the factory they build from.
@Suite struct ThreadSafetyStopMessages {
    @Test func routesWhoseFactoryWasReleasedStopAtTheFirstRequest() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = makeRoutes().respond(to: "/quests")
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"QuestHandlerAssembly.handler(for:) was called after the factory that held QuestHandlerAssembly was released. To fix, keep a reference to the ComponentFactory (or to the assembly you activated) for as long as you use its assemblies; in a server, until it shuts down."#
        )
    }
}
