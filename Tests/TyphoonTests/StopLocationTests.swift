import TestSupport
import Testing
import TyphoonAutoInjection

/// A stop points at the user's code: the file and line `fatalError` prints (which Xcode and CI
/// annotations jump to) are those of the definition the message names, never the container's own.
///
/// Each test runs its scenario in an exit test (a child process) and reads the location from what
/// it wrote to standard error. The wirings are in `Support/Stops.swift`.
@Suite struct StopLocationTests {
    @Test func aStopPointsAtTheDefinitionsFileAndLine() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Chain().activate().configured()
        }
        let define = line(of: "func configured()", inFixture: "Stops.swift") + 1
        #expect(stopLocation(inStandardError: result?.standardErrorContent) == "TyphoonTests/Stops.swift:\(define)")
    }

    @Test func aCycleOfInitializersPointsAtTheDefinitionWhoseInitializerClosesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Chain().activate().a()
        }
        let closing = line(of: "func c()", inFixture: "Stops.swift")
        #expect(stopLocation(inStandardError: result?.standardErrorContent) == "TyphoonTests/Stops.swift:\(closing)")
    }

    @Test func aPropertyWithNoMatchByTypePointsAtTheDefinitionThatInjectsIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Chain().activate().byType()
        }
        let define = line(of: "func byType()", inFixture: "Stops.swift") + 1
        #expect(stopLocation(inStandardError: result?.standardErrorContent) == "TyphoonTests/Stops.swift:\(define)")
    }

    @Test func aDefinitionCalledOnAnAssemblyNotActivatedPointsAtThatDefinition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Chain().b()
        }
        let define = line(of: "func b()", inFixture: "Stops.swift")
        #expect(stopLocation(inStandardError: result?.standardErrorContent) == "TyphoonTests/Stops.swift:\(define)")
    }

    @Test func anInitializerThatThrowsPointsAtItsDefinition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = MistakenScopes().activate().database(at: "/locked")
        }
        let define = line(of: "func database(at path: String)", inFixture: "Stops.swift") + 1
        #expect(stopLocation(inStandardError: result?.standardErrorContent) == "TyphoonTests/Stops.swift:\(define)")
    }

    @Test func anArgumentThatTellsNothingApartPointsAtTheDefinitionThatTakesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Chain().activate().opaque(Opaque())
        }
        let define = line(of: "func opaque(", inFixture: "Stops.swift")
        #expect(stopLocation(inStandardError: result?.standardErrorContent) == "TyphoonTests/Stops.swift:\(define)")
    }

    @Test func anAutoInjectedPropertyReadUnfilledPointsAtItsDeclaration() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UnfilledBanner().node
        }
        let declaration = line(of: "struct UnfilledBanner", inFixture: "Stops.swift") + 1
        #expect(
            stopLocation(inStandardError: result?.standardErrorContent) == "TyphoonTests/Stops.swift:\(declaration)")
    }
}
