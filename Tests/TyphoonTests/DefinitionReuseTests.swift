import Testing

@testable import Typhoon

/// A definition whose after call-backs ran is emptied before its thread reuses it; one that
/// gathers its steps is never reused.
@Suite struct DefinitionReuseTests {
    @Test func aDefinitionForBuildsInPlaceIsEmptiedOfItsAfterCallBacksAndReleasesWhatTheyCaptured() {
        let counter = ReleaseCounter()
        let definition = Definition<Token<Int>>(scope: .objectGraph, forInPlace: true)
        do {
            let captured = Token<Int>(counter: counter)
            definition.afterInjections.append { _ in withExtendedLifetime(captured) {} }
        }
        #expect(definition.emptiedForReuse())
        #expect(definition.afterInjections.isEmpty)
        #expect(counter.count.load(ordering: .relaxed) == 1)
    }

    @Test func aDefinitionThatGathersItsStepsIsNotEmptiedForReuse() {
        let definition = Definition<Token<Int>>(scope: .objectGraph)
        definition.afterInjections.append { _ in }
        #expect(!definition.emptiedForReuse())
        #expect(definition.afterInjections.count == 1)
    }
}
