import Dispatch
import TestSupport
import Testing
import Typhoon

/// Instance and definition post-processors (Docs/Behaviour.md, Post-processors).
@Suite struct PostProcessorTests {
    @Test func anInstancePostProcessorSeesAComponentAfterItsInjectionsAndBeforeItsAfterCallbacks() {
        let assembly = LanternAssembly().activate()
        assembly.factory.attach(RecordingPostProcessor("audit", journal: Protected([])))
        let lantern = assembly.lantern()
        #expect(lantern.log == ["post-processed by audit", "after call-back, wick cotton"])
    }

    @Test func anInstancePostProcessorSeesEachPrototypeEveryTimeAndASingletonOnce() {
        let journal = Protected<[String]>([])
        let assembly = LanternAssembly().activate()
        assembly.factory.attach(RecordingPostProcessor("audit", journal: journal))
        _ = (assembly.lantern(), assembly.lantern(), assembly.singletonLantern(), assembly.singletonLantern())
        #expect(journal.withLock { $0 } == ["audit: Lantern", "audit: Lantern", "audit: Lantern"])
    }

    @Test func anInstancePostProcessorSeesEachInstanceOfAResolutionOnce() {
        let journal = Protected<[String]>([])
        let assembly = LanternAssembly().activate()
        assembly.factory.attach(RecordingPostProcessor("audit", journal: journal))
        _ = assembly.pairOfLanterns()
        #expect(journal.withLock { $0 } == ["audit: Lantern", "audit: Array<Lantern>"])
    }

    @Test func instancePostProcessorsRunLowerOrderFirstAndTheDefaultOrderLast() {
        let journal = Protected<[String]>([])
        let factory = LanternAssembly().activate().factory
        factory.attach(RecordingPostProcessor("unordered", journal: journal))
        factory.attach(RecordingPostProcessor("ten", order: 10, journal: journal))
        factory.attach(RecordingPostProcessor("one", order: 1, journal: journal))
        _ = factory.assembly(LanternAssembly.self).lantern()
        #expect(journal.withLock { $0 } == ["one: Lantern", "ten: Lantern", "unordered: Lantern"])
        #expect(factory.instancePostProcessors.map(\.order) == [1, 10, .max])
    }

    @Test func aReplacementAnInstancePostProcessorReturnsIsWhatCallsGetAndWhatTheSingletonIs() throws {
        let assembly = LanternAssembly().activate()
        assembly.factory.attach(RecordingPostProcessor("wrap", journal: Protected([]), wrapsLights: true))
        let light = assembly.light()
        #expect(light is Beacon)
        #expect(light.brightness == 10)
        #expect(assembly.light() === light)
        #expect(try assembly.factory.component((any Light).self) === light)
    }

    @Test func aPostProcessorMayReplaceAValue() {
        let assembly = LanternAssembly().activate()
        assembly.factory.attach(IncrementingPostProcessor())
        #expect(assembly.wicks() == 42)
    }

    @Test func aReplacementOfAnotherTypeIsThrownByAThrowingLookUpNamingBothTypes() {
        let factory = LanternAssembly().activate().factory
        factory.attach(MistakenPostProcessor())
        #expect(throws: TyphoonError.self) { try factory.component(Lantern.self) }
        do {
            _ = try factory.component(Lantern.self)
        } catch let error as TyphoonError {
            guard case .postProcessedTypeMismatch(let definition, _, let declared, let returned, let processor) = error
            else { return #expect(Bool(false), "\(error)") }
            #expect(definition == "LanternAssembly.lantern()")
            #expect(declared == "Lantern")
            #expect(returned == "String")
            #expect(processor == "MistakenPostProcessor")
        } catch {
            Issue.record(error)
        }
    }

    @Test func aPostProcessorThatResolvesFromTheFactoryWorksAndIsNotPostProcessedItself() {
        let assembly = LanternAssembly().activate()
        let processor = ResolvingPostProcessor(factory: assembly.factory)
        assembly.factory.attach(processor)
        _ = (assembly.lantern(), assembly.lantern())
        #expect(assembly.counter().count.withLock { $0 } == 2)
    }

    @Test func postProcessorsListedAsComponentsAreAttachedBeforeTheEagerSingletonsAndNotPostProcessed() {
        let assembly = ListedPostProcessorsAssembly().activate()
        #expect(assembly.journal.withLock { $0 } == ["first: Lantern", "second: Lantern"])
        #expect(assembly.factory.instancePostProcessors.count == 2)
        #expect(assembly.factory.definitionPostProcessors.count == 1)
    }

    @Test func aDefinitionPostProcessorSeesEachDefinitionOnceWithItsDescription() throws {
        let rules = LanternRules()
        let assembly = LanternAssembly().activate()
        assembly.factory.attach(rules)
        _ = (assembly.light(), assembly.light(), assembly.wicks())
        let seen = rules.seen.withLock { $0 }
        #expect(seen.map(\.name) == ["LanternAssembly.light()", "LanternAssembly.wicks()"])
        let light = try #require(seen.first)
        #expect(light.scope == .singleton)
        #expect(light.declaredType == "Light")
        #expect(light.listedTypes == ["Light"])
        #expect(light.location.hasPrefix("TyphoonTests/PostProcessing.swift:"))
        #expect(seen.last?.listedTypes == [])
    }

    @Test func aDefinitionPostProcessorChangesADefinitionsScope() {
        let assembly = LanternAssembly().activate()
        assembly.factory.attach(LanternRules())
        #expect(assembly.sharedLantern() === assembly.sharedLantern())
    }

    @Test func aDefinitionPostProcessorReplacesWhatADefinitionBuilds() {
        let assembly = LanternAssembly().activate()
        assembly.factory.attach(LanternRules())
        #expect(assembly.dimLight() is Candle)
    }

    @Test func aTestsPatchDetachedLeavesTheDefinitionPostProcessorsReplacement() {
        let assembly = LanternAssembly().activate()
        assembly.factory.attach(LanternRules())
        let patch = assembly.factory.patch(assembly.dimLight, with: { Beacon(wrapping: Candle()) as any Light })
        #expect(assembly.dimLight() is Beacon)
        patch.detach()
        #expect(assembly.dimLight() is Candle)
    }

    @Test func definitionPostProcessorsRunLowerOrderFirst() {
        let factory = LanternAssembly().activate().factory
        factory.attach(LanternRules())
        factory.attach(LanternRules(order: 3))
        #expect(factory.definitionPostProcessors.map(\.order) == [3, .max])
    }

    @Test func instancePostProcessorsFromEightThreadsSeeEveryPrototypeAndOneSingleton() {
        let journal = Protected<[String]>([])
        let assembly = LanternAssembly().activate()
        assembly.factory.attach(RecordingPostProcessor("audit", journal: journal, wrapsLights: true))
        let lights = Protected<Set<ObjectIdentifier>>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 {
                _ = assembly.lantern()
                let light = assembly.light()
                lights.withLock { _ = $0.insert(ObjectIdentifier(light)) }
            }
        }
        #expect(lights.withLock { $0.count } == 1)
        let seen = journal.withLock { $0 }
        #expect(seen.filter { $0 == "audit: Lantern" }.count == 1_600)
        #expect(seen.filter { $0 == "audit: Candle" }.count == 1)
    }
}

/// A definition post-processor's replacement of another type stops, naming both types.
@Suite struct PostProcessorStopTests {
    @Test func aDefinitionReplacedWithAnotherTypeStopsNamingBoth() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let assembly = LanternAssembly().activate()
            assembly.factory.attach(MistakenReplacement())
            _ = assembly.dimLight()
        }
        let message = stopMessage(inStandardError: result?.standardErrorContent)
        #expect(
            message
                == "A definition post-processor replaced LanternAssembly.dimLight(), which returns Light, with an initializer that returns Candle. To fix, make the replacement's closure return the method's return type, Light, converting the stand-in with `as` where it is a subtype."
        )
    }
}
