import Testing
import Typhoon

/// A published singleton is returned by the definition's front before anything else of the call
/// is made (Docs/Engine.md, The path of a call, step 0): what it returns must be what the engine
/// would return.
@Suite struct PublishedSingletonTests {
    @Test func aSingletonDeclaredAsAProtocolIsOneInstanceOnEveryCall() {
        let assembly = PublishedSingletonAssembly().activate()
        let first = assembly.signal()
        #expect(assembly.signal() === first)
        #expect(assembly.signal().serial == 1)
        #expect(assembly.builds.count == 1)
    }

    @Test func aGenericDefinitionPublishesOneSingletonPerType() {
        let assembly = PublishedSingletonAssembly().activate()
        let red: RedFlag = assembly.flag()
        let blue: BlueFlag = assembly.flag()
        #expect(assembly.flag() as RedFlag === red)
        #expect(assembly.flag() as BlueFlag === blue)
        #expect(assembly.builds.count == 2)
    }

    /// The front takes its own reference to what the record publishes: a caller's singleton
    /// outlives the factory, and is freed once the caller lets it go.
    @Test func aPublishedSingletonStaysWithItsCallerAfterTheFactoryGoesAndIsFreedAfterIt() {
        var held: Watched?
        do {
            let assembly = PublishedSingletonAssembly().activate()
            _ = assembly.watched()  // built, and published when the resolution ends
            held = assembly.watched()  // read from the published word
        }
        weak let watched = held
        #expect(watched != nil)
        held = nil
        #expect(watched == nil)
    }
}
