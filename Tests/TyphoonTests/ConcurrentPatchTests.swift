import TestSupport
import Testing
import Typhoon

/// Patches and detaches from several threads at once (Docs/Behaviour.md, Patching and testing):
/// each `patch` names the definition it was given, every call gets the original or a patch, and
/// once the last patch is detached, the original.
///
/// A race the engine loses stops the process, so each case runs in a child process (an exit
/// test) with every wait bounded: a hang fails by its deadline. The fixtures are in
/// `Support/ConcurrentPatches.swift`.
@Suite struct ConcurrentPatchTests {
    @Test(arguments: PatchedShape.allCases)
    func threadsPatchingAndDetachingWhileOthersCallSeeTheOriginalOrAStubAndTheOriginalAtTheEnd(
        shape: PatchedShape
    ) async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [shape] in
            patchAndDetachOnThreadsWhileOthersCall(shape)
        }
        #expect(stopMessage(inStandardError: result?.standardErrorContent) == "", "\(shape)")
    }

    /// The first patch's own call of the method builds its stub after the second patch went in;
    /// the first patch still names the definition it was given, replaced by the second.
    @Test func aPatchInstalledWhileAnotherThreadsPatchOfTheSameDefinitionGoesInNamesThatDefinition() async {
        let result = await #expect(
            processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]
        ) {
            patchWhileAnotherThreadsPatchOfTheSameDefinitionGoesIn()
        }
        #expect(stopMessage(inStandardError: result?.standardErrorContent) == "")
        #expect(
            String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
                == "with the second in: -2; the first detached: -2; the second detached: original\n")
    }
}
