import Foundation
import TestSupport
import Testing
import Typhoon

/// Random programs with `deinit`s that call definitions, released by the engine.
///
/// Random programs that put objects whose `deinit` calls a definition (hooks) at every place the
/// engine lets go of what the user made: run-time arguments, objects the configuration's closures
/// capture (each kind of closure, in the outermost component and in components built inside an
/// initializer), a patch's replacement that a later patch or a detach drops, and the argument
/// keys of weak singletons pruned as their table grows.
///
/// Each hook's call must get what a call made after the resolution would: an instance built
/// anew for objectGraph and prototype definitions (never one of the resolution that has ended),
/// a stub from `graph()` exactly while it is patched, and for singletons the instance every later
/// call gets. No program may crash or deadlock, and every hook made is released. The programs
/// run in a child process, each bounded by a deadline; `TYPHOON_DEINIT_SEEDS` sets how many
/// (300 by default), `TYPHOON_DEINIT_SEED` runs one.
@Suite struct DeinitReentryTests {
    @Test func hooksReleasedByTheEngineGetWhatACallAfterTheResolutionGets() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let environment = ProcessInfo.processInfo.environment
            let seeds =
                environment["TYPHOON_DEINIT_SEED"].flatMap(UInt64.init).map { $0...$0 }
                ?? 1...UInt64(environment["TYPHOON_DEINIT_SEEDS"].flatMap(Int.init) ?? 300)
            for seed in seeds { runHookProgram(seed: seed) }
            endChild()
        }
        #expect(stopMessage(inStandardError: result?.standardErrorContent) == childFinished)
    }

    @Test func everyPlaceAndEveryKindOfDefinitionIsReachedByTheFirstSeeds() {
        var sites = Set<CaptureSite>()
        var targets = Set<HookTarget>()
        var steps = Set<String>()
        for seed in UInt64(1)...300 {
            let plan = HookPlan(seed: seed)
            sites.formUnion(plan.rootCaptures.map(\.0) + plan.nestedCaptures.values.map(\.0))
            targets.formUnion(plan.rootArguments + plan.rootCaptures.map(\.1) + plan.nestedCaptures.values.map(\.1))
            steps.formUnion(plan.steps.map(\.kind))
        }
        #expect(sites == Set(CaptureSite.allCases))
        #expect(targets.count == 8)
        #expect(steps.isSuperset(of: ["resolve", "patch", "detach", "sessions that prune"]))
    }
}

/// Runs one seed's program on a thread of its own; stops the child with the seed and the plan
/// at the first problem, a deadlock included.
private func runHookProgram(seed: UInt64) {
    let plan = HookPlan(seed: seed)
    let counts = HookCounts()
    let done = DispatchSemaphore(value: 0)
    let problem = Protected<String?>(nil)
    Thread.detachNewThread {
        problem.withLock { $0 = runSteps(of: plan, counting: counts) }
        done.signal()
    }
    let program = "seed \(seed) (TYPHOON_DEINIT_SEED=\(seed)): \(plan)"
    if done.wait(timeout: .now() + 10) == .timedOut { fatalError("no end within 10 s, a deadlock: \(program)") }
    if let found = problem.withLock({ $0 }) { fatalError("\(found): \(program)") }
    let (made, released) = (counts.made.load(ordering: .relaxed), counts.released.load(ordering: .relaxed))
    if made != released { fatalError("\(made) hooks made, \(released) released: \(program)") }
}

/// The steps, then the checks of what the hooks' calls of shared definitions got; the assembly
/// and the patches go before the function returns.
private func runSteps(of plan: HookPlan, counting counts: HookCounts) -> String? {
    let assembly = HookAssembly()
    assembly.plan = plan
    assembly.counts = counts
    assembly.activate()
    var patches: [Patch] = []
    for step in plan.steps {
        switch step {
        case .resolve:
            _ = assembly.root()
        case .patchGraph(let target):
            assembly.graphIsPatched.store(true, ordering: .relaxed)
            let hook = Hook(target, assembly)
            // Unowned: the patch stays installed, and would otherwise keep the assembly for ever.
            patches.append(
                assembly.patch(assembly.graph) { [unowned assembly] in
                    withExtendedLifetime(hook) { assembly.node("stub") }
                })
        case .detach:
            assembly.graphIsPatched.store(false, ordering: .relaxed)
            patches.popLast()?.detach()
        case .sessions(let count, let target):
            for _ in 0..<count { _ = assembly.session(Hook(target, assembly)) }
        }
        if let found = assembly.problem.withLock({ $0 }) { return "\(found), at step \(step)" }
    }
    for (target, seen) in assembly.sharedSeen.withLock({ $0 })
    where seen.contains(where: { $0 !== assembly.call(target) }) {
        return "a hook's \(target) got another instance than the calls after it"
    }
    return nil
}
