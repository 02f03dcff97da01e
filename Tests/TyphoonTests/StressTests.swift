import Foundation
import Synchronization
import Typhoon
import XCTest

/// Many threads against one container.
///
/// Each test is bounded by a deadline, so that a deadlock fails it instead of hanging CI. `.ci/run` runs these under both sanitizers too, scaled down under
/// the thread sanitizer with `TYPHOON_STRESS_SCALE`.
final class StressTests: XCTestCase {
    // MARK: Lazy singletons

    func testSixtyFourThreadsAskingAtOnceBuildALazySingletonExactlyOnce() {
        for round in 0..<StressScale.scaled(10, minimum: 3) {
            let assembly = ContentionAssembly().activate()
            let start = Barrier(parties: 64)
            let seen = Protected<Set<ObjectIdentifier>>([])
            let finished = runOnThreads(64, seconds: 20) { _ in
                start.arriveAndWait()
                let instance = assembly.expensive()
                seen.withLock { _ = $0.insert(ObjectIdentifier(instance)) }
            }
            guard finished else {
                return XCTFail(
                    "round \(round): 64 threads did not get the singleton in \(Int(StressScale.seconds(20))) s")
            }
            XCTAssertEqual(assembly.builds.count, 1, "round \(round): the initializer ran more than once")
            XCTAssertEqual(seen.withLock { $0.count }, 1, "round \(round): threads got different instances")
        }
    }

    // MARK: Weak singletons

    func testAWeakSingletonIsOneInstanceWhileHeldAndNeverOneAlreadyReleased() {
        let assembly = WeakAssembly().activate()
        checkWeakSingleton(assembly) { assembly.tracked() }
    }

    func testAWeakSingletonWithArgumentsIsOneInstanceWhileHeldAndNeverOneAlreadyReleased() {
        let assembly = WeakAssembly().activate()
        checkWeakSingleton(assembly) { assembly.tracked(named: "shared") }
    }

    /// Checks a weak singleton taken, held and dropped by eight threads.
    ///
    /// Every 50 rounds all of them drop it at once, so that it is released and rebuilt. Each holder registers what it holds: two
    /// holders at the same moment must hold one instance, and none may hold a released one.
    private func checkWeakSingleton(_ assembly: WeakAssembly, _ resolve: @escaping @Sendable () -> Tracked) {
        let threads = 8
        let rounds = StressScale.scaled(4_000, minimum: 500)
        let allDropped = Barrier(parties: threads)
        let holders = Protected<[Int: Int]>([:])
        let failures = FailureTally()
        let finished = runOnThreads(threads, seconds: 30) { thread in
            for round in 0..<rounds {
                if round % 50 == 0, !allDropped.arriveAndWait() { return failures.record("barrier timed out") }
                let instance = resolve()
                withExtendedLifetime(instance) {
                    holders.withLock { held in
                        if assembly.ledger.wasReleased(instance.serial) { failures.record("returned after release") }
                        if held.values.contains(where: { $0 != instance.serial }) {
                            failures.record("two instances held at once")
                        }
                        held[thread] = instance.serial
                    }
                    if round % 3 == 0 { sched_yield() }
                    _ = holders.withLock { $0.removeValue(forKey: thread) }
                }
            }
        }
        XCTAssertTrue(finished, "the threads did not finish within \(Int(StressScale.seconds(30))) s: a deadlock")
        XCTAssertTrue(failures.isEmpty, failures.summary)
        XCTAssertGreaterThan(assembly.builds.count, rounds / 50, "the weak singleton was not released and rebuilt")
    }

    // MARK: Patches while other threads resolve

    func testAPatchOfALazySingletonIsSeenByEveryLaterCallAndADetachByNone() {
        let assembly = PatchTargetAssembly().activate()
        let target = PatchTarget(
            assembly: assembly, byReference: { assembly.lazyWidget() },
            byType: { try assembly.factory.component(LazyWidget.self) },
            isStub: { $0 is StubLazyWidget },
            patch: { assembly.patch(assembly.lazyWidget) { StubLazyWidget() } })
        checkPatchCycles(target, cycles: StressScale.scaled(3_000, minimum: 300))
    }

    func testAPatchOfAnObjectGraphDefinitionIsSeenByEveryLaterCallAndADetachByNone() {
        let assembly = PatchTargetAssembly().activate()
        let target = PatchTarget(
            assembly: assembly, byReference: { assembly.graphWidget() },
            byType: { try assembly.factory.component(GraphWidget.self) },
            isStub: { $0 is StubGraphWidget },
            patch: { assembly.patch(assembly.graphWidget) { StubGraphWidget() } })
        checkPatchCycles(target, cycles: StressScale.scaled(3_000, minimum: 300))
    }

    /// One thread patches and detaches `cycles` times while seven resolve by reference and by
    /// type; every other patch lands while a reader is inside the original initializer.
    private func checkPatchCycles(_ target: PatchTarget, cycles: Int) {
        let run = PatchRun(target: target)
        let finished = runOnThreads(8, seconds: 90) { thread in
            if thread == 0 {
                for cycle in 0..<cycles { run.patchAndDetach(cycle: cycle) }
                run.stop.increment()
            } else {
                while run.stop.count == 0 {
                    run.resolveAndCheck()
                    usleep(20)  // a reader that never sleeps starves the patcher on two cores
                }
            }
        }
        XCTAssertTrue(
            finished, "patch/detach cycles did not finish within \(Int(StressScale.seconds(90))) s: a deadlock")
        let lost = run.lostCycles.withLock { $0.count }
        let leaked = run.leakedCycles.withLock { $0.count }
        XCTAssertEqual(lost, 0, "the patch was lost in \(lost) of \(cycles) cycles (calls: \(run.lostCalls.summary))")
        XCTAssertEqual(
            leaked, 0, "the stub outlived detach in \(leaked) of \(cycles) cycles (calls: \(run.leakedCalls.summary))")
    }

    // MARK: Cycles

    func testGraphsWithCyclesResolvedOnManyThreadsHaveTheRightIdentities() {
        let failures = FailureTally()
        for round in 0..<StressScale.scaled(40, minimum: 10) {
            let assembly = CycleAssembly().activate()
            let start = Barrier(parties: 8)
            let finished = runOnThreads(8, seconds: 20) { thread in
                start.arriveAndWait()
                for iteration in 0..<100 { checkCycles(assembly, job: "\(thread)-\(iteration % 4)", failures) }
            }
            guard finished else {
                return XCTFail("round \(round): cycles did not resolve within \(Int(StressScale.seconds(20))) s")
            }
        }
        XCTAssertTrue(failures.isEmpty, failures.summary)
    }

    /// For each pair of shared scopes, a cycle (a service and its delegate) entered from eight
    /// threads at once, four from each end, on a new assembly every round: each instance built
    /// once, every thread given the same pair, each referring to the other (Docs/Behaviour.md,
    /// Threads).
    func testACycleOfEachPairOfSharedScopesEnteredFromEightThreadsIsBuiltOnceEveryRound() {
        let rounds = StressScale.scaled(1_000, minimum: 100)
        for scopes in SharedCycleTests.scopePairs {
            let failures = FailureTally()
            let assemblies = (0..<rounds).map { _ in
                let assembly = PropertyCycleAssembly()
                assembly.scopes = (scopes.service, scopes.delegate)
                // The two initializers meet, so that both ends are claimed before either asks for
                // the other: every round meets the cycle.
                assembly.meeting = Meeting(parties: 2)
                return assembly.activate()
            }
            let results = Protected<[[ObjectIdentifier: AnyObject]]>(Array(repeating: [:], count: rounds))
            let start = Barrier(parties: 8)
            let finished = runOnThreads(8, seconds: 60) { thread in
                for round in 0..<rounds {
                    start.arriveAndWait(seconds: 20)
                    let got: AnyObject =
                        thread.isMultiple(of: 2) ? assemblies[round].service() : assemblies[round].delegate()
                    results.withLock { $0[round][ObjectIdentifier(got)] = got }
                }
            }
            guard finished else {
                return XCTFail("\(scopes): the threads did not finish \(rounds) rounds: a deadlock")
            }
            for (round, assembly) in assemblies.enumerated() {
                judgeCycleRound(assembly, results.withLock { Array($0[round].values) }, failures)
            }
            XCTAssertTrue(failures.isEmpty, "\(scopes), \(rounds) rounds: \(failures.summary)")
        }
    }

    // MARK: Deadlocks

    func testLazySingletonsOfTwoFactoriesThatCallEachOtherOnFirstUseDoNotDeadlock() {
        for repetition in 0..<10 {
            let links = CrossLinks()
            let left = LeftAssembly()
            let right = RightAssembly()
            (left.links, right.links, links.left, links.right) = (links, links, left, right)
            left.activate()
            right.activate()
            let finished = runOnThreads(2, seconds: 3) { thread in
                _ = thread == 0 ? left.outer().inner : right.outer().inner
            }
            guard finished else {
                return XCTFail(
                    "deadlock on repetition \(repetition): LeftAssembly.outer() -> RightAssembly.inner() on one "
                        + "thread and RightAssembly.outer() -> LeftAssembly.inner() on the other did not finish "
                        + "within \(Int(StressScale.seconds(3))) s (each thread claims its outer singleton while it builds the other factory's inner one)"
                )
            }
        }
    }

    func testPatchingASingletonWhoseDeinitResolvesFromTheAssemblyDoesNotDeadlock() {
        let assembly = ResourceAssembly().activate()
        let finished = runOnThreads(1, seconds: 2) { _ in
            _ = assembly.resource(1)
            assembly.patch({ assembly.resource(1) }) { Resource(serial: -1) {} }
        }
        guard finished else {
            return XCTFail(
                "patch deadlocked: it released the cached resource(1) while holding the assembly's lock, and its "
                    + "deinit resolved registry(named:) from the same assembly")
        }
        XCTAssertEqual(assembly.registry(named: "released").releasedSerials, [1])
    }

    func testDetachingAPatchWhoseStubDeinitResolvesFromTheAssemblyDoesNotDeadlock() {
        let assembly = ResourceAssembly().activate()
        let finished = runOnThreads(1, seconds: 2) { _ in
            let patch = assembly.patch({ assembly.resource(1) }) {
                Resource(serial: -1) { [weak assembly] in assembly?.registry(named: "released").noteReleased(-1) }
            }
            _ = assembly.resource(1)
            patch.detach()
        }
        guard finished else {
            return XCTFail(
                "detach deadlocked: it released the cached stub while holding the assembly's lock, and the stub's "
                    + "deinit resolved registry(named:) from the same assembly")
        }
        XCTAssertEqual(assembly.registry(named: "released").releasedSerials, [-1])
    }
}

/// Resolves the three cycles once and records each identity that is wrong.
private func checkCycles(_ assembly: CycleAssembly, job name: String, _ failures: FailureTally) {
    let parent = assembly.parent()
    if parent.child?.parent !== parent { failures.record("objectGraph: child.parent is not the parent") }
    if parent.child !== parent.sameChild { failures.record("objectGraph: one resolution built two children") }
    let hub = assembly.hub()
    if hub !== assembly.hub() { failures.record("singleton: two hubs") }
    if hub.spoke?.hub !== hub { failures.record("singleton: spoke.hub is not the hub") }
    if assembly.spoke().hub !== hub { failures.record("singleton: a new spoke got another hub") }
    let job = Job(name: name)
    let page = assembly.page(for: job)
    if page.header.page !== page { failures.record("arguments: header.page is not the page") }
    if page.job != job { failures.record("arguments: the page got another job") }
}

/// What a patch cycle works on: how to resolve the definition, spot the stub and patch it.
struct PatchTarget: Sendable {
    let assembly: PatchTargetAssembly
    let byReference: @Sendable () -> AnyObject
    let byType: @Sendable () throws -> AnyObject
    let isStub: @Sendable (AnyObject) -> Bool
    let patch: @Sendable () -> Patch
}

/// The shared state of one patch/detach run.
///
/// `phase` is `4 * cycle + step`: 0 detached, 1 patching, 2 patched, 3 detaching. A call that
/// starts and ends in phase 2 must get the stub, one that starts and ends in phase 0 must not;
/// a call that overlaps a change may get either.
private final class PatchRun: Sendable {
    let target: PatchTarget
    let phase = Atomic<Int>(0)
    let stop = AtomicCounter()
    let checkedCalls = AtomicCounter()
    let lostCycles = Protected<Set<Int>>([])
    let leakedCycles = Protected<Set<Int>>([])
    let lostCalls = FailureTally()
    let leakedCalls = FailureTally()

    init(target: PatchTarget) { self.target = target }

    /// Patches, checks, detaches, and checks again.
    ///
    /// After an even cycle it waits until a reader has started building the original again, so
    /// that the next patch lands while that first build is running (the race that loses patches).
    func patchAndDetach(cycle: Int) {
        phase.store(4 * cycle + 1, ordering: .sequentiallyConsistent)
        let patch = target.patch()
        phase.store(4 * cycle + 2, ordering: .sequentiallyConsistent)
        check(phase: 4 * cycle + 2, by: "the patcher")
        waitUntil(checkedCalls, passes: checkedCalls.count + 2)
        phase.store(4 * cycle + 3, ordering: .sequentiallyConsistent)
        let builds = target.assembly.buildsStarted.count
        patch.detach()
        phase.store(4 * cycle + 4, ordering: .sequentiallyConsistent)
        if cycle % 2 == 0 {
            waitUntil(target.assembly.buildsStarted, passes: builds)
        } else {
            check(phase: 4 * cycle + 4, by: "the patcher")
            waitUntil(checkedCalls, passes: checkedCalls.count + 2)
        }
    }

    /// A reader's call, judged only if no patch or detach happened while it ran.
    func resolveAndCheck() {
        let before = phase.load(ordering: .sequentiallyConsistent)
        let byReference = target.isStub(target.byReference())
        let byType = (try? target.byType()).map(target.isStub)
        guard phase.load(ordering: .sequentiallyConsistent) == before, before % 4 == 0 || before % 4 == 2 else {
            return
        }
        judge(phase: before, byReference: byReference, byType: byType, by: "a reader")
        checkedCalls.increment()
    }

    private func check(phase: Int, by caller: String) {
        let byReference = target.isStub(target.byReference())
        let byType = (try? target.byType()).map(target.isStub)
        judge(phase: phase, byReference: byReference, byType: byType, by: caller)
    }

    private func judge(phase: Int, byReference: Bool, byType: Bool?, by caller: String) {
        let patched = phase % 4 == 2
        let (cycles, calls) = patched ? (lostCycles, lostCalls) : (leakedCycles, leakedCalls)
        let wrong = patched ? "the original" : "the stub"
        if byReference != patched {
            calls.record("\(caller) got \(wrong) by reference")
            _ = cycles.withLock { $0.insert(phase / 4) }
        }
        if byType != patched {
            calls.record(byType == nil ? "\(caller): by-type look-up threw" : "\(caller) got \(wrong) by type")
            _ = cycles.withLock { $0.insert(phase / 4) }
        }
    }

    /// Spins (yielding) until `counter` passes `value`, for at most 2 ms: a hint, not a promise.
    private func waitUntil(_ counter: AtomicCounter, passes value: Int) {
        let limit = DispatchTime.now().uptimeNanoseconds + 2_000_000
        while counter.count <= value, DispatchTime.now().uptimeNanoseconds < limit { sched_yield() }
    }
}

/// Records what is wrong with one round of a cycle entered from both ends: what the threads got
/// must be one service and one delegate, built once each, referring to each other.
private func judgeCycleRound(_ assembly: PropertyCycleAssembly, _ got: [AnyObject], _ failures: FailureTally) {
    let services = got.compactMap { $0 as? CycleService }
    let delegates = got.compactMap { $0 as? CycleDelegate }
    if assembly.services.count != 1 || assembly.delegateBuilds.count != 1 {
        failures.record("an initializer ran twice")
    }
    guard services.count == 1, delegates.count == 1 else { return failures.record("threads got different instances") }
    if services[0].delegate !== delegates[0] || delegates[0].service !== services[0] {
        failures.record("the pair does not refer to each other")
    }
}
