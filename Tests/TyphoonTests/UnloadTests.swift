import Dispatch
import Testing
import Typhoon

/// `unload()`, `load()` and `isLoaded` (Docs/Behaviour.md, Unloading).
@Suite struct UnloadTests {
    @Test func aFactoryIsLoadedOnceActivated() {
        #expect(LanternAssembly().activate().factory.isLoaded)
    }

    @Test func unloadReleasesEverySharedInstanceAndTheNextCallBuildsANewOne() throws {
        let assembly = LanternAssembly().activate()
        let singleton = assembly.singletonLantern()
        try assembly.factory.unload()
        #expect(!assembly.factory.isLoaded)
        let rebuilt = assembly.singletonLantern()
        #expect(rebuilt !== singleton)
        #expect(assembly.singletonLantern() === rebuilt)
        #expect(assembly.factory.isLoaded)
    }

    /// The singleton published before the first unload is retired, not freed (a thread may still
    /// be reading it without a lock); from then on each unload frees what it releases.
    @Test func unloadFreesSingletonsBuiltSinceAnEarlierUnloadThatNobodyElseHolds() throws {
        let assembly = LanternAssembly().activate()
        _ = assembly.singletonLantern()
        try assembly.factory.unload()
        weak var singleton: Lantern?
        do { singleton = assembly.singletonLantern() }
        #expect(singleton != nil)
        try assembly.factory.unload()
        #expect(singleton == nil)
    }

    @Test func aLookUpByTypeAfterUnloadLoadsTheFactoryAgainAndRebuildsEagerSingletons() throws {
        let assembly = ListedPostProcessorsAssembly().activate()
        try assembly.factory.unload()
        #expect(!assembly.factory.isLoaded)
        _ = try assembly.factory.component(Lantern.self)
        #expect(assembly.factory.isLoaded)
        // The eager lantern was post-processed again when it was built again.
        #expect(assembly.journal.withLock { $0 }.filter { $0 == "first: Lantern" }.count == 2)
    }

    @Test func loadBuildsTheEagerSingletonsOfAnUnloadedFactoryAgain() throws {
        let assembly = ListedPostProcessorsAssembly().activate()
        try assembly.factory.unload()
        assembly.factory.load()
        #expect(assembly.factory.isLoaded)
        #expect(
            assembly.journal.withLock { $0 } == [
                "first: Lantern", "second: Lantern", "first: Lantern", "second: Lantern",
            ])
    }

    @Test func instancePostProcessorsAttachedBeforeAnUnloadSeeTheSingletonsBuiltAgain() throws {
        let assembly = LanternAssembly().activate()
        let before = assembly.light()
        assembly.factory.attach(RecordingPostProcessor("wrap", journal: Protected([]), wrapsLights: true))
        #expect(assembly.light() === before)
        try assembly.factory.unload()
        #expect(assembly.light() is Beacon)
    }

    @Test func patchesStayInstalledAcrossUnload() throws {
        let assembly = LanternAssembly().activate()
        let factory = assembly.factory
        let patch = factory.patch(assembly.light, with: { Beacon(wrapping: Candle()) as any Light })
        try factory.unload()
        #expect(assembly.light() is Beacon)
        patch.detach()
        #expect(assembly.light() is Candle)
    }

    @Test func unloadCalledInsideADefinitionIsRefusedNamingIt() {
        let assembly = LanternAssembly().activate()
        let refusal = Protected<TyphoonError?>(nil)
        let factory = assembly.factory
        _ = factory.patch(
            assembly.lantern,
            with: {
                do { try factory.unload() } catch { refusal.withLock { $0 = error as? TyphoonError } }
                return Lantern(serial: 0)
            })
        _ = assembly.lantern()
        #expect(refusal.withLock { $0 } == .unloadDuringResolution(resolving: ["LanternAssembly.lantern()"]))
        #expect(factory.isLoaded)
    }

    @Test func unloadWhileAnotherThreadBuildsASingletonIsRefusedNamingIt() throws {
        let assembly = GatedAssembly().activate()
        let building = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = assembly.gated(signalling: building)
            done.signal()
        }
        #expect(building.wait(timeout: .now() + 30) == .success)
        #expect(throws: TyphoonError.unloadDuringResolution(resolving: ["GatedAssembly.gated(signalling:)"])) {
            try assembly.factory.unload()
        }
        assembly.gate.signal()
        #expect(done.wait(timeout: .now() + 30) == .success)
        try assembly.factory.unload()
        #expect(!assembly.factory.isLoaded)
    }

    @Test func eightThreadsResolvingWhileAnotherUnloadsSeeOneSingletonBetweenUnloads() {
        let assembly = LanternAssembly().activate()
        let factory = assembly.factory
        factory.attach(RecordingPostProcessor("wrap", journal: Protected([]), wrapsLights: true))
        let failures = Protected(0)
        let unloads = Protected((done: 0, refused: 0))
        DispatchQueue.concurrentPerform(iterations: 9) { thread in
            for _ in 0..<300 {
                if thread == 8 {
                    do {
                        try factory.unload()
                        unloads.withLock { $0.done += 1 }
                    } catch {
                        unloads.withLock { $0.refused += 1 }
                    }
                    continue
                }
                let lantern = assembly.lantern()
                if lantern.wick != "cotton" || !(assembly.light() is Beacon) { failures.withLock { $0 += 1 } }
                _ = (assembly.singletonLantern(), assembly.weakLantern())
            }
        }
        #expect(failures.withLock { $0 } == 0)
        #expect(unloads.withLock { $0.done + $0.refused } == 300)
        let singleton = assembly.singletonLantern()
        #expect(assembly.singletonLantern() === singleton)
    }
}
