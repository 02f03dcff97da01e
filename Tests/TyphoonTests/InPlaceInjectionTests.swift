import Dispatch
import Synchronization
import Testing
import TyphoonAutoInjection

/// A configuration declared in build order injects in place from a definition's second build on.
///
/// Each step is then made where the configuration declares it; the order, the values and the
/// messages are the same as when the steps are gathered and run after.
@Suite struct InPlaceInjectionTests {
    @Test func everyBuildRunsBeforeCallBacksPropertiesAndMethodsInOrder() {
        let assembly = InPlaceAssembly().activate()
        for _ in 0..<3 {
            let pursuivant = assembly.pursuivant()
            #expect(pursuivant.cry == "hear ye")
            #expect(pursuivant.title == "Garter")
            #expect(pursuivant.tabard?.motto == "silk")
            #expect(pursuivant.heardTitle == "Garter")
        }
    }

    @Test func aConfigurationRunsOnceToLearnAndOnceOnEachBuildInPlace() {
        let assembly = InPlaceAssembly().activate()
        _ = assembly.pursuivant()
        #expect(assembly.configurationRuns == 2)
        _ = assembly.pursuivant()
        #expect(assembly.configurationRuns == 3)
    }

    @Test func aMethodDeclaredBeforeAPropertyStillRunsAfterItOnEveryBuild() {
        let assembly = InPlaceAssembly().activate()
        #expect(assembly.backwardsPursuivant().heardTitle == "Clarenceux")
        #expect(assembly.backwardsPursuivant().heardTitle == "Clarenceux")
    }

    @Test func aMethodOfAClassWithAutoInjectedPropertiesSeesThemFilledOnEveryBuild() {
        let assembly = InPlaceAssembly().activate()
        #expect(assembly.wrappedPursuivant().tabardSeenByMethod == "silk")
        #expect(assembly.wrappedPursuivant().tabardSeenByMethod == "silk")
    }

    @Test func aDefinitionKeptPastItsConfigurationChangesNoInstanceWhenUsedLater() throws {
        let assembly = InPlaceAssembly().activate()
        _ = assembly.escapingPursuivant()
        let pursuivant = assembly.escapingPursuivant()
        let escaped = try #require(assembly.escaped)
        escaped.injectProperty(\.title, with: "changed after the build")
        escaped.injectMethod { $0.title = "changed by a method after the build" }
        #expect(pursuivant.title == "Norroy")
        #expect(assembly.escapingPursuivant().title == "Norroy")
    }

    @Test func aDefinitionKeptByItsConfigurationIsNeverTheOneALaterBuildRunsOn() {
        let assembly = InPlaceAssembly().activate()
        for _ in 0..<4 { #expect(assembly.escapingPursuivant().title == "Norroy") }
        let distinct = Set(assembly.allEscaped.map(ObjectIdentifier.init))
        #expect(distinct.count == assembly.allEscaped.count)
    }

    @Test func aBuildInPlaceInsideAnotherOfTheSameClassLeavesTheOuterOneItsOwnInstance() {
        let assembly = InPlaceAssembly().activate()
        for _ in 0..<3 {
            let senior = assembly.seniorPursuivant()
            let deputy = senior.deputy
            #expect(senior.title == "Rouge Dragon")
            #expect(deputy?.title == "Bluemantle")
            #expect(deputy !== senior && deputy?.deputy == nil)
        }
    }

    /// The definition a build's after call-backs ran on is emptied and reused by the next build:
    /// none of its call-backs may run again.
    @Test func everyBuildRunsItsOwnAfterCallBackOnceAsTheThreadReusesItsDefinition() {
        let assembly = InPlaceAssembly().activate()
        let built = (0..<4).map { _ in assembly.heraldedPursuivant() }
        #expect(assembly.heralded == built.map(ObjectIdentifier.init))
        #expect(built.allSatisfy { $0.title == "Rouge Croix" })
    }

    @Test func aGenericDefinitionBuildsAndInjectsEachClassItIsCalledWithInTurn() {
        let assembly = InPlaceAssembly().activate()
        for _ in 0..<3 {
            let garter = assembly.officer(GarterKing.self)
            let norroy = assembly.officer(NorroyKing.self)
            #expect(garter is GarterKing && garter.title == "GarterKing")
            #expect(norroy is NorroyKing && norroy.title == "NorroyKing")
        }
    }

    @Test func buildsInPlaceOfOneDefinitionOnSeveralThreadsEachInjectTheirOwnInstance() {
        let assembly = InPlaceAssembly().activate()
        let wrong = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for build in 0..<500 {
                let title = "\(thread)-\(build % 7)"
                if assembly.pursuivant(titled: title).title != title { wrong.add(1, ordering: .relaxed) }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }

    @Test func anOptionalPropertyByTypeWithNoMatchThrowsTheSameMessageOnEveryBuild() {
        let factory = UnlistedTabardAssembly().activate().factory
        let messages = (0..<2).map { _ in
            (#expect(throws: TyphoonError.self) { try factory.component(Pursuivant.self) })?.description
        }
        #expect(messages[0] == messages[1])
        #expect(
            messages[0]
                == "No component matches Tabard (required by UnlistedTabardAssembly.pursuivant() property "
                + "\\Pursuivant.tabard). To fix, list a definition that returns Tabard in an assembly's "
                + "`components` (or name Tabard in `implements:`), or inject it by reference.")
    }
}
