import TestSupport
import Testing
import TyphoonAutoInjection

/// The stop of CircularDependencies.md: a definition method cannot throw, so a cycle of initializers
/// stops the program.
///
/// Each test runs its scenario in an exit test (a child process) and reads the message a person
/// would see.
@Suite struct CircularDependenciesStopMessages {
    @Test func aCycleOfInitializersOnlyStopsNamingThePath() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = FarmAssembly().activate().chicken()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"Circular dependency between initializers: FarmAssembly.chicken() -> egg() -> chicken(). None of them can be built, because each needs the other before it exists. To fix, inject one side with `injectProperty` or `injectMethod` instead of its initializer."#
        )
    }
}
