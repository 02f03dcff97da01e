import Dispatch
import Foundation
import TestSupport
import Testing
import Typhoon

/// Option definitions.
///
/// An option is a definition whose component is another definition's, picked when it is built by
/// a configuration value, a run-time argument or another component. The wirings are in
/// `Support/Options.swift`.
@Suite struct OptionTests {
    private func options(questKind: String = "grail") throws -> OptionAssembly {
        try OptionAssembly().activate(with: [], configs: [Config(properties: "quest.kind=\(questKind)")])
    }

    @Test func anOptionIsTheComponentOfTheDefinitionAConfigurationValuePicks() throws {
        #expect(try options(questKind: "grail").quest() is GrailQuest)
        #expect(try options(questKind: "campaign").quest() is CampaignQuest)
    }

    @Test func onlyTheDefinitionPickedIsBuilt() throws {
        let assembly = try options(questKind: "campaign")
        _ = assembly.quest()
        #expect(assembly.built.withLock { $0 } == ["campaignQuest"])
    }

    @Test func aValueNoCaseMatchesPicksTheDefault() throws {
        #expect(try options(questKind: "grail").questOrCampaign() is GrailQuest)
        #expect(try options(questKind: "crusade").questOrCampaign() is CampaignQuest)
    }

    @Test func aRunTimeArgumentPicksAndSeveralValuesShareACase() throws {
        let assembly = try options()
        #expect(assembly.quest(named: "grail") is GrailQuest)
        #expect(assembly.quest(named: "sangreal") is GrailQuest)
        #expect(assembly.quest(named: "dragon") is DragonQuest)
        #expect(assembly.quest(named: "crusade") is CampaignQuest)
    }

    @Test func anotherComponentPicksByItsType() throws {
        let assembly = try options()
        #expect(assembly.squireQuest(carrying: GrailQuestSign()) is GrailQuest)
        #expect(assembly.squireQuest(carrying: QuestSign()) is CampaignQuest)
    }

    @Test func theFirstCaseDeclaredThatMatchesWins() throws {
        let assembly = try options()
        #expect(assembly.overlappingQuest(3) is CampaignQuest, "`short` is declared before 3")
        #expect(assembly.overlappingQuest(12) is DragonQuest)
    }

    @Test func theDefaultIsPickedOnlyWhenNoCaseMatchesWhereverItIsDeclared() throws {
        let assembly = try options()
        #expect(assembly.questWithDefaultFirst("grail") is GrailQuest)
        #expect(assembly.questWithDefaultFirst("crusade") is CampaignQuest)
        #expect(assembly.built.withLock { $0 } == ["grailQuest", "campaignQuest"], "one build each")
    }

    @Test func thePickedDefinitionKeepsItsScope() throws {
        let assembly = try options()
        #expect(assembly.quest(named: "dragon") === assembly.quest(named: "dragon"), "a singleton picked")
        #expect(assembly.quest(named: "grail") !== assembly.quest(named: "grail"), "an object graph per call")
    }

    @Test func anOptionReadsItsValueAgainAtEachCallByDefault() throws {
        let assembly = try options()
        #expect(assembly.switchableQuest() is GrailQuest)
        assembly.kind.withLock { $0 = "campaign" }
        #expect(assembly.switchableQuest() is CampaignQuest)
    }

    @Test func aSharedOptionKeepsTheComponentItPickedFirst() throws {
        let assembly = try options()
        let first = assembly.singletonSwitchableQuest()
        assembly.kind.withLock { $0 = "campaign" }
        #expect(assembly.singletonSwitchableQuest() === first)
        #expect(first is GrailQuest)
    }

    @Test func aSharedOptionWithArgumentsKeepsOnePickPerArgument() throws {
        let assembly = try options()
        #expect(assembly.lazyQuest(named: "grail") === assembly.lazyQuest(named: "grail"))
        #expect(assembly.lazyQuest(named: "grail") is GrailQuest)
        #expect(assembly.lazyQuest(named: "crusade") is CampaignQuest)
        #expect(assembly.lazyQuest(named: "grail") !== assembly.lazyQuest(named: "crusade"))
    }

    @Test func anObjectGraphOptionIsOneComponentPerResolution() throws {
        let assembly = try options()
        let pair = assembly.questPair(.objectGraph)
        #expect(pair.first === pair.second)
        #expect(assembly.questPair(.objectGraph).first !== pair.first)
    }

    @Test func aPrototypeOptionPicksAgainForEachReference() throws {
        let pair = try options().questPair(.prototype)
        #expect(pair.first !== pair.second, "the prototype it picks is built for each")
    }

    @Test func aWeakSingletonOptionIsSharedWhileSomethingHoldsIt() throws {
        let assembly = try options()
        weak var released: CampaignQuest?
        do {
            let held = assembly.questOfScope(.weakSingleton)
            #expect(assembly.questOfScope(.weakSingleton) === held)
            released = held as? CampaignQuest
        }
        #expect(released == nil, "the option keeps it only while something else holds it")
    }

    @Test func singletonOptionsAreSharedForTheFactorysLife() throws {
        let assembly = try options()
        #expect(assembly.questOfScope(.singleton) === assembly.questOfScope(.singleton))
        #expect(assembly.questOfScope(.lazySingleton) === assembly.questOfScope(.lazySingleton))
        #expect(assembly.questOfScope(.singleton) !== assembly.questOfScope(.lazySingleton))
    }

    @Test func anOptionAddsNoCallBackToTheComponentItPicks() throws {
        let quest = try options().heraldedOption()
        #expect((quest as? HeraldedQuest)?.didInjectCalls == 1)
    }

    @Test func aListedOptionIsFoundByTypeAsTheComponentItPicks() throws {
        let assembly = try options(questKind: "campaign")
        #expect(try assembly.factory.component((any Quest).self) is CampaignQuest)
    }

    @Test func aPatchOfAnOptionReplacesTheOptionNotTheDefinitionItPicks() throws {
        let assembly = try options(questKind: "grail")
        let patch = assembly.patch(assembly.quest) { DragonQuest() }
        #expect(assembly.quest() is DragonQuest)
        #expect(try assembly.factory.component((any Quest).self) is DragonQuest)
        #expect(assembly.grailQuest() is GrailQuest, "the definition the option picks is not patched")
        patch.detach()
        #expect(assembly.quest() is GrailQuest)
    }

    @Test func aPatchOfThePickedDefinitionReachesTheOption() throws {
        let assembly = try options(questKind: "grail")
        assembly.patch(assembly.grailQuest) { DragonQuest() }
        #expect(assembly.quest() is DragonQuest)
    }

    @Test func verifyListsAnOptionUnderItsOwnName() throws {
        let report = try options(questKind: "campaign").verify()
        #expect(report.verified == ["OptionAssembly.quest()"])
    }

    @Test func verifyReportsAValueNoCaseMatchesUnderTheOption() throws {
        let assembly = try options(questKind: "crusade")
        let error = #expect(throws: TyphoonError.self) { try assembly.verify() }
        guard case .verificationFailed(let problem, _) = try #require(error) else {
            Issue.record("verify() threw \(String(describing: error))")
            return
        }
        #expect(problem.count == 1)
        #expect(problem.first?.hasPrefix("OptionAssembly.quest() (TyphoonTests/Options.swift:") == true)
        #expect(problem.first?.contains("no case for the value \"crusade\" (String)") == true)
    }

    @Test func aThrowingOptionThrowsAValueNoCaseMatchesNamingTheValueAndTheCases() throws {
        let assembly = try options()
        #expect(
            throws: TyphoonError.optionNotMatched(
                option: "OptionAssembly.unmatchedQuestThrowing()", value: "\"campaign\"", type: "String",
                cases: ["\"grail\""])
        ) { try assembly.unmatchedQuestThrowing() }
    }

    @Test func aThrowingOptionThrowsWhatThePickedCaseThrows() throws {
        let assembly = try options()
        #expect(throws: SealedQuestError.self) { try assembly.sealedOption() }
    }

    @Test func aThrowingOptionThrowsWhatReadingItsValueThrows() throws {
        let assembly = try options()
        let error = #expect(throws: TyphoonError.self) { try assembly.unconfiguredOption() }
        #expect(error?.description.contains("quest.unknown") == true)
    }

    @Test func anOptionOfTheMainActorFoundByTypeFromAnotherTaskIsBuiltThere() async throws {
        let factory = MainActorOptionAssembly().activate().factory
        let banneret = try await Task.detached { try await factory.component(Banneret.self) }.value
        #expect(await banneret.steps == ["didInject"])
    }

    @Test func anOptionWithoutADefaultStopsAtAValueNoCaseMatches() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = OptionAssembly().activate().unmatchedQuest()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "OptionAssembly.unmatchedQuest() is an option with no case for the value \"campaign\" (String); its cases are \"grail\", is Int, and it has no `otherwise`. To fix, add a case for that value (`match.when(\"campaign\") { … }`) or `match.otherwise { … }`, or correct the value where it comes from (a configuration key, a run-time argument, a component)."
        )
    }

    @Test func aBackReferenceThroughAnOptionFindsTheComponentThatHoldsIt() throws {
        let knight = try options().questingKnight()
        #expect((knight.quest as? GrailQuest)?.knight === knight)
    }

    @Test func aCycleOfInitializersThroughAnOptionNamesTheOptionOnItsPath() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = OptionAssembly().activate().circularOption()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "Circular dependency between initializers: OptionAssembly.circularOption() -> questOfCircularOption() -> circularOption(). None of them can be built, because each needs the other before it exists. To fix, inject one side with `injectProperty` or `injectMethod` instead of its initializer."
        )
    }

    @Test func aSharedOptionPicksOnceForEightThreadsAtOnce() {
        for _ in 0..<20 {
            let assembly = SharedOptionAssembly().activate()
            let seen = Protected<Set<ObjectIdentifier>>([])
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                let quest = thread.isMultiple(of: 2) ? assembly.quest() : assembly.prototypeQuest()
                seen.withLock { _ = $0.insert(ObjectIdentifier(quest)) }
            }
            #expect(seen.withLock { $0.count } == 1)
            #expect(assembly.builds.count == 1, "the singleton picked is built once")
            #expect(assembly.options.count == 1, "the shared option reads its value once")
        }
    }
}
