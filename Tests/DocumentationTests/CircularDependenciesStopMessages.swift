import TestSupport
import Testing
import TyphoonAutoInjection

/// The stops of CircularDependencies.md: a definition method cannot throw, so a cycle that cannot
/// be built stops the program.
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

    @Test func aBackReferenceInThePlainSpellingStopsNamingThePropertyAndTheMarkedForm() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UnmarkedCastleAssembly().activate().castle()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"Circular reference to a component that does not exist yet: UnmarkedCastleAssembly.castle() -> keep() -> castle(). The property injected at DocumentationTests/CircularDependenciesExamples.swift:81 of UnmarkedCastleAssembly.keep() refers back to UnmarkedCastleAssembly.castle(), whose initializer is still running. To fix, mark it as a back-reference with `injectProperty(_:backReferenceTo:)` instead of `injectProperty(_:with:)`, which waits until that initializer has returned."#
        )
    }

    @Test func aChainOfPrototypesDeeperThanOneLevelStopsNamingThePath() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RoundTableAssembly().activate().arthur()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"Circular dependency between prototypes: RoundTableAssembly.arthur() -> lancelot() -> gawain() -> arthur(). A prototype is reused only by its own injections and by the components it builds directly, so every turn of this chain builds new instances for ever. To fix, give one of them another scope (objectGraph shares it within the resolution) or break the chain."#
        )
    }
}
