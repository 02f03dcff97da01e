import TestSupport
import Testing
import TyphoonAutoInjection

/// The stops of RunTimeArguments.md: a definition method cannot throw, so arguments it cannot use
/// stop the program.
///
/// Each test runs its scenario in an exit test (a child process) and reads the message a person
/// would see.
@Suite struct RunTimeArgumentsStopMessages {
    @Test func aDefinitionThatPassesNoneOfItsParametersStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ProfileAssembly().activate().greeting(for: User(name: "Ann"))
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"ProfileAssembly.greeting(for:) takes parameters but passes none of them in `arguments:`, so its lazySingleton scope would give every call the instance built for the first call's parameters, for the factory's life. To fix, pass them: `define(arguments: …) { … }`, or give it the prototype scope if they do not tell instances apart."#
        )
    }

    @Test func anArgumentThatIsNeitherAClassNorHashableStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ProfileAssembly().activate().mapController(centredOn: Coordinates(latitude: 51.5, longitude: -0.1))
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"Run-time argument 1 of ProfileAssembly.mapController(centredOn:) has the type Coordinates, which is neither a class nor Hashable, so instances cannot be told apart by it. To fix, make Coordinates Hashable or pass a class instance."#
        )
    }
}
