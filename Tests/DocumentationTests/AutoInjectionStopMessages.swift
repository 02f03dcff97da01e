import TestSupport
import Testing
import TyphoonAutoInjection

/// The stop of AutoInjectionAndTesting.md: a property wrapper's getter cannot throw, so reading one
/// that was never filled stops the program.
///
/// Each test runs its scenario in an exit test (a child process) and reads the message a person
/// would see.
@Suite struct AutoInjectionStopMessages {
    @Test func readingAPropertyThatWasNeverFilledStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ChannelBrowserController().imageProvider
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"ChannelBrowserController.imageProvider (ImageProvider) was read before it was injected. To fix, call `try factory.inject(self)` (or `try assembly.inject(self)`) first, build the object through a definition, or set the property by hand."#
        )
    }
}
