import Dispatch
import TestSupport
import Testing
import Typhoon

/// Threads building shared instances at the same moment (Docs/Behaviour.md, Threads): a thread
/// waits only for a build of the same instance, threads that would wait for each other stop with
/// a message naming both, and a thread that ends inside a build holds nothing afterwards.
///
/// Every wait is bounded: a test of a hang fails by its deadline, in this process or in a child
/// (an exit test) where the hang would leave the process unusable. The fixtures are in
/// `Support/SharedBuilds.swift`.
@Suite struct SharedBuildTests {
    // MARK: Unrelated builds do not wait

    /// The other singleton is built while the first one's initializer is still blocked: the gate
    /// opens only once the other build has returned, or after the deadline.
    @Test func aSingletonOfAnotherFactoryIsBuiltWhileAnInitializerIsBlocked() {
        let blocking = GateAssembly().activate()
        let other = GateAssembly().activate()
        expectBuiltWhileBlocked(blocking) { _ = other.unrelated() }
    }

    @Test func anUnrelatedSingletonOfTheSameFactoryIsBuiltWhileAnInitializerIsBlocked() {
        let assembly = GateAssembly().activate()
        expectBuiltWhileBlocked(assembly) { _ = assembly.unrelated() }
    }

    private func expectBuiltWhileBlocked(_ blocking: GateAssembly, _ build: @escaping @Sendable () -> Void) {
        let blocked = onNewThread { _ = blocking.blocked() }
        #expect(blocking.gate.entered.wait(timeout: .now() + StressScale.seconds(10)) == .success)
        let built = onNewThread(build)
        let builtWhileBlocked = built.wait(timeout: .now() + StressScale.seconds(5)) == .success
        blocking.gate.opened.signal()
        #expect(builtWhileBlocked, "the other build waited for the blocked initializer")
        #expect(blocked.wait(timeout: .now() + StressScale.seconds(10)) == .success)
        if !builtWhileBlocked { #expect(built.wait(timeout: .now() + StressScale.seconds(10)) == .success) }
    }

    // MARK: Threads that wait for each other

    /// Each thread builds a singleton whose injection needs the other's (a cycle that one thread
    /// builds): whichever asks second would wait for a thread that waits for it, so it stops,
    /// naming both threads and both singletons.
    @Test func twoThreadsEachBuildingASingletonTheOthersBuildNeedsStopNamingBoth() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
        ) {
            buildTwoSingletonsThatNeedEachOtherOnTwoThreads()
        }
        let threads = announcedThreads(in: result?.standardOutputContent)
        let keep = threads["keep"] ?? "?"
        let moat = threads["moat"] ?? "?"
        let fix =
            "A shared instance is published when the resolution that builds it ends, and none of these resolutions can end before the next one does. To fix, build one of these shared instances once before the threads start (list it with `eager: true`, or call it at start-up)."
        let expected = [
            "Threads wait for each other's shared instances: \(keep) waits for MoatAssembly.moat(), which \(moat) is building; \(moat) waits for KeepAssembly.keep(), which \(keep) is building. \(fix)",
            "Threads wait for each other's shared instances: \(moat) waits for KeepAssembly.keep(), which \(keep) is building; \(keep) waits for MoatAssembly.moat(), which \(moat) is building. \(fix)",
        ]
        let message = stopMessage(inStandardError: result?.standardErrorContent)
        #expect(expected.contains(message), "got: \(message)")
        #expect(keep.hasSuffix(#" ("keep")"#) && moat.hasSuffix(#" ("moat")"#), "named: \(threads)")
    }

    /// A background build that waits for the main queue (`DispatchQueue.main.sync`), while the
    /// main queue builds another factory's singleton: the main queue's build does not wait for the
    /// background one.
    @Test func theMainQueueBuildsASingletonWhileABackgroundInitializerWaitsForTheMainQueue() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            buildOnTheMainQueueWhileABackgroundBuildWaitsForIt()
        }
        #expect(stopMessage(inStandardError: result?.standardErrorContent) == "")
    }

    // MARK: A thread that ends inside a build

    /// The thread ends (`pthread_exit`) inside a singleton's initializer; later first builds,
    /// that singleton's own build, a patch and its detach all go ahead.
    @Test func aThreadThatEndsInsideABuildLeavesLaterBuildsPatchesAndDetachesFree() async {
        let result = await #expect(
            processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]
        ) {
            buildPatchAndDetachAfterAThreadEndedInsideABuild()
        }
        #expect(stopMessage(inStandardError: result?.standardErrorContent) == "")
        #expect(
            String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
                == "later() built; abandoned() built on its build 2; later() patched and detached\n")
    }
}
