import TestSupport
import Testing
import Typhoon

/// Mistakes in a definition method that `define` cannot refuse at compile time, found at its first
/// call: each stop says what the method declares or takes, what happened, and the fix that applies.
///
/// Each test runs its scenario in an exit test (a child process) and reads the message a person
/// would see. The wirings are in `Support/Stops.swift`.
@Suite struct DefinitionMistakeTests {
    @Test func anInitializerThatBuildsAnotherTypeThanTheMethodDeclaresNamesBothAndNotImplements() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = MisdeclaredQuest().activate().quest()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "MisdeclaredQuest.quest() is declared to return Quest, but its initializer built a Knight, which is not one. To fix, build a Quest in its `define { … }`, make Knight conform to Quest, or declare the method to return Knight."
        )
    }

    @Test func forgottenArgumentsOfAnObjectGraphDefinitionShareOneInstanceWithinOneResolution() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ForgottenArguments().activate().graphGreeting(for: "Ann")
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "ForgottenArguments.graphGreeting(for:) takes parameters but passes none of them in `arguments:`, so its objectGraph scope would give every call the instance built for the first call's parameters, within one resolution (an outermost call and everything it builds). To fix, pass them: `define(arguments: …) { … }`, or give it the prototype scope if they do not tell instances apart."
        )
    }

    @Test func forgottenArgumentsOfASingletonShareOneInstanceForTheFactorysLife() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ForgottenArguments().activate().singletonGreeting(for: "Ann")
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "ForgottenArguments.singletonGreeting(for:) takes parameters but passes none of them in `arguments:`, so its singleton scope would give every call the instance built for the first call's parameters, for the factory's life. To fix, pass them: `define(arguments: …) { … }`, or give it the prototype scope if they do not tell instances apart."
        )
    }

    @Test func forgottenArgumentsOfALazySingletonShareOneInstanceForTheFactorysLife() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ForgottenArguments().activate().lazyGreeting(for: "Ann")
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "ForgottenArguments.lazyGreeting(for:) takes parameters but passes none of them in `arguments:`, so its lazySingleton scope would give every call the instance built for the first call's parameters, for the factory's life. To fix, pass them: `define(arguments: …) { … }`, or give it the prototype scope if they do not tell instances apart."
        )
    }

    @Test func forgottenArgumentsOfAWeakSingletonShareOneInstanceWhileItIsHeld() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ForgottenArguments().activate().weakGreeting(for: "Ann")
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "ForgottenArguments.weakGreeting(for:) takes parameters but passes none of them in `arguments:`, so its weakSingleton scope would give every call the instance built for the first call's parameters, for as long as anything holds that instance. To fix, pass them: `define(arguments: …) { … }`, or give it the prototype scope if they do not tell instances apart."
        )
    }
}
