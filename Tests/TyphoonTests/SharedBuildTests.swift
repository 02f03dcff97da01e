import Dispatch
import TestSupport
import Testing
import Typhoon

/// Threads building shared instances at the same moment (Docs/Behaviour.md, Threads): a thread
/// waits only for a build of the same instance, threads that would wait for each other build the
/// cycle as one thread would (more in SharedCycleTests), and a thread that ends inside a build
/// holds nothing afterwards.
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
    /// builds), in two factories: neither waits for ever, and both get the one pair.
    @Test func twoThreadsEachBuildingASingletonTheOthersBuildNeedsGetOnePair() throws {
        let pair = try #require(buildTwoSingletonsThatNeedEachOtherOnTwoThreads())
        #expect(pair.keep.moat === pair.moat && pair.moat.keep === pair.keep)
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
