import Foundation
import XCTest

/// The model-based randomized test: random wirings built by the engine, compared with a model of the
/// rules of Docs/Behaviour.md (``ReferenceModel``).
///
/// ``ModelSettings`` lists the environment variables that run more cases, one seed, or each case in a
/// child process. A wiring the model says stops with a cycle error always runs in a child process,
/// whose stop message must name the cycle. Failures are grouped by kind
/// (``ModelCase/failureClass(_:)``), and the first of each kind is shrunk.
final class ModelBasedTests: XCTestCase {
    /// How many child processes run beside the cases of this one.
    private static let childrenAtOnce = 2

    func testRandomWiringsBuildWhatTheRulesSay() {
        let settings = ModelSettings(environment: ProcessInfo.processInfo.environment)
        CaseDeadline.start()
        defer { CaseDeadline.stop() }
        if let spec = settings.replayedSpec {
            ModelComparison.mismatch(in: spec).map { XCTFail($0.description) }
            return
        }
        CrashNote.install()
        defer { CrashNote.clear() }
        var failures: [(seed: UInt64, spec: WiringSpec, failure: String)] = []
        var children: [(seed: UInt64, spec: WiringSpec, child: ChildProcess)] = []
        var reached: Set<ModelRule> = []
        for seed in settings.seeds where !settings.skipped.contains(seed) {
            let (spec, run) = ModelCase.draw(seed: seed)
            reached.formUnion(run.model.rules)
            if let stop = run.verdict.stop, !settings.isolate {
                // A wiring the model says stops runs in a child while the next cases run here.
                let running = children.map(\.child).filter(\.isRunning)
                if running.count >= Self.childrenAtOnce { running[0].wait() }
                children.append((seed, spec, ChildProcess(spec, expecting: stop)))
                continue
            }
            CrashNote.set(
                "\nModel-based test: the process stopped in the case of seed \(seed). Replay it with "
                    + "TYPHOON_MODEL_SEED=\(seed) (add TYPHOON_MODEL_ISOLATE=1 to shrink it).\n\(spec)\n")
            if let failure = ModelCase.failure(of: spec, run: run, isolated: settings.isolate) {
                failures.append((seed, spec, failure))
            }
        }
        for (seed, spec, child) in children { child.failure().map { failures.append((seed, spec, $0)) } }
        var reports: [String: String] = [:]
        var seedsOfKind: [String: [UInt64]] = [:]
        for (seed, spec, failure) in failures.sorted(by: { $0.seed < $1.seed }) {
            let kind = ModelCase.failureClass(failure)
            seedsOfKind[kind, default: []].append(seed)
            guard reports[kind] == nil, reports.count < settings.reportLimit else { continue }
            CrashNote.set("\nModel-based test: the process stopped while shrinking the case of seed \(seed).\n")
            reports[kind] = ModelCase.report(seed: seed, spec: spec, failure: failure, isolated: settings.isolate)
        }
        if settings.runsDefaultSeeds {
            let missing = ModelRule.allCases.filter { !reached.contains($0) }.map(\.rawValue)
            XCTAssertEqual(missing, [], "no seed reaches a wiring where these rules tell a broken engine apart")
        }
        let kinds = seedsOfKind.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }.map { kind, seeds in
            "  \(seeds.count) seeds (\(seeds.prefix(12).map(String.init).joined(separator: ","))): \(kind)"
        }
        XCTAssertEqual(
            failures.count, 0,
            "\n\(failures.count) of \(settings.seeds.count) seeds fail, in \(kinds.count) kinds:\n"
                + kinds.joined(separator: "\n") + "\nThe first of each kind, shrunk:\n\n"
                + reports.values.sorted().joined(separator: "\n\n"))
    }
}
