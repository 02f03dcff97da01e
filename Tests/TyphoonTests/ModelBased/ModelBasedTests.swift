import Foundation
import XCTest

/// The model-based randomized test: random wirings built by the engine, compared with a model of Docs/Behaviour.md's rules.
///
/// ``ModelSettings`` lists the environment variables that run more cases, one seed, or each case in a child process.
final class ModelBasedTests: XCTestCase {
    func testRandomWiringsBuildWhatDesignSays() {
        let settings = ModelSettings(environment: ProcessInfo.processInfo.environment)
        if let spec = settings.replayedSpec {
            ModelComparison.mismatch(in: spec).map { XCTFail($0.description) }
            return
        }
        CrashNote.install()
        defer { CrashNote.clear() }
        var failing = 0
        var reports: [String: String] = [:]
        var seedsOfKind: [String: [UInt64]] = [:]
        for seed in settings.seeds where !settings.skipped.contains(seed) {
            let spec = ModelCase.spec(seed: seed)
            CrashNote.set(
                "\nModel-based test: the process stopped in the case of seed \(seed). Replay it with "
                    + "TYPHOON_MODEL_SEED=\(seed) (add TYPHOON_MODEL_ISOLATE=1 to shrink it).\n\(spec)\n")
            guard let failure = ModelCase.failure(of: spec, isolated: settings.isolate) else { continue }
            failing += 1
            let kind = ModelCase.failureClass(failure)
            seedsOfKind[kind, default: []].append(seed)
            guard reports[kind] == nil, reports.count < settings.reportLimit else { continue }
            CrashNote.set("\nModel-based test: the process stopped while shrinking the case of seed \(seed).\n")
            reports[kind] = ModelCase.report(seed: seed, spec: spec, failure: failure, isolated: settings.isolate)
        }
        XCTAssertEqual(
            failing, 0,
            "\n\(failing) of \(settings.seeds.count) seeds fail; the first of each kind, shrunk:\n\n"
                + reports.map { kind, report in
                    let seeds = seedsOfKind[kind]!
                    return report
                        + "\nFailing the same way: \(seeds.count) seeds: \(seeds.prefix(12).map(String.init).joined(separator: ","))"
                }.sorted().joined(separator: "\n\n"))
    }

    func testEveryGeneratedSpecIsOneTheModelRuns() {
        for seed in UInt64(1)...50 {
            XCTAssertTrue(ModelCase.runsInModel(ModelCase.spec(seed: seed)), "seed \(seed)")
        }
    }
}
