import Foundation

/// How the model-based test runs, from the environment.
///
/// - `TYPHOON_MODEL_CASES`: how many seeds to run (default 2,000), from `TYPHOON_MODEL_FIRST_SEED` (default 1).
/// - `TYPHOON_MODEL_SEED`: run only this seed (decimal or `0x…`), e.g. the one a failure printed.
/// - `TYPHOON_MODEL_SKIP`: seeds not to run, separated by commas (while a crash is being fixed).
/// - `TYPHOON_MODEL_ISOLATE=1`: run each case, and each shrinking candidate, in a child process,
///   so that a case that crashes the process can be shrunk too (slow: use it with one seed).
/// - `TYPHOON_MODEL_REPORTS`: how many kinds of failure to shrink and report (default 3); every
///   kind is counted.
/// - `TYPHOON_MODEL_SPEC`: run exactly this spec, as JSON (how an isolated case reaches its child).
struct ModelSettings {
    var seeds: [UInt64]
    var skipped: Set<UInt64>
    var isolate: Bool
    var reportLimit: Int
    var replayedSpec: WiringSpec?

    /// Whether the run covers the default seeds, 1 to 2,000, or more.
    var runsDefaultSeeds: Bool { seeds.first == 1 && seeds.count >= 2_000 && skipped.isEmpty }

    init(environment: [String: String]) {
        func seed(_ text: String) -> UInt64? {
            let text = text.trimmingCharacters(in: .whitespaces)
            return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        }
        let first = environment["TYPHOON_MODEL_FIRST_SEED"].flatMap(seed) ?? 1
        let count = environment["TYPHOON_MODEL_CASES"].flatMap { UInt64($0) } ?? 2_000
        seeds = environment["TYPHOON_MODEL_SEED"].flatMap(seed).map { [$0] } ?? Array(first..<first + count)
        skipped = Set((environment["TYPHOON_MODEL_SKIP"] ?? "").split(separator: ",").compactMap { seed(String($0)) })
        isolate = environment["TYPHOON_MODEL_ISOLATE"] == "1"
        reportLimit = environment["TYPHOON_MODEL_REPORTS"].flatMap { Int($0) } ?? 3
        replayedSpec = environment["TYPHOON_MODEL_SPEC"].flatMap {
            try? JSONDecoder().decode(WiringSpec.self, from: Data($0.utf8))
        }
    }
}

/// One case of the model-based test: the spec of a seed, its failure, and its shrunk report.
enum ModelCase {
    /// The seed's wiring and the model's run of it, drawn again until the model judges it; of the
    /// wirings that stop with a cycle error, which run in a child process, only some are kept
    /// (``WiringGenerator/keeps(_:)``).
    static func draw(seed: UInt64) -> (spec: WiringSpec, run: ModelRun) {
        var generator = WiringGenerator(seed: seed)
        while true {
            let spec = generator.wiring()
            let run = ModelRun(spec)
            switch run.verdict {
            case .runs: return (spec, run)
            case .stops(let stop): if generator.keeps(stop) { return (spec, run) }
            case .unjudged: continue
            }
        }
    }

    /// What the model says the spec's steps do.
    static func verdict(_ spec: WiringSpec) -> ModelVerdict {
        ModelRun(spec).verdict
    }

    /// What goes wrong with the spec: in this process, or in a child process when asked to or
    /// when the model says the spec stops.
    ///
    /// - Parameters:
    ///   - spec: The wiring and its steps.
    ///   - run: The model's run of the spec, if it was made already.
    ///   - isolated: Whether to run it in a child process anyway.
    /// - Returns: The failure in words.
    static func failure(of spec: WiringSpec, run: ModelRun? = nil, isolated: Bool) -> String? {
        let run = run ?? ModelRun(spec)
        guard isolated || run.verdict.stop != nil else {
            return ModelComparison.mismatch(in: spec, run: run)?.description
        }
        return ChildProcess(spec, expecting: run.verdict.stop).failure()
    }

    /// A failure's first line without the step, the path through the graph, names and numbers,
    /// so that failures of one kind share it.
    static func failureClass(_ failure: String) -> String {
        let patterns = [
            (#"(?s)\n.*"#, ""), (#"^(activation|resolve [^ :]+|inject a subject \(\w+\))"#, "<step>"),
            (#"(?<=: )\S+ › .*(?= must| is empty)"#, "… ›"), (#"\b[ca]\d+(\(\d\))?(\(\)|\(_:\))?"#, "_"),
            (#"#\d+"#, "_"),
            (#"\[[^\]]*\]"#, "_"), (#"\d+"#, "_"), (#"(_ -> )+_"#, "_"),
        ]
        return patterns.reduce(failure) { text, pattern in
            text.replacingOccurrences(of: pattern.0, with: pattern.1, options: .regularExpression)
        }
    }

    /// The failure shrunk to a small spec that fails the same way, with the seed to replay it.
    static func report(seed: UInt64, spec: WiringSpec, failure original: String, isolated: Bool) -> String {
        let kind = failureClass(original)
        let shrunk = Shrinker.shrink(spec) { candidate in
            let run = ModelRun(candidate)
            guard run.verdict != .unjudged, let failure = failure(of: candidate, run: run, isolated: isolated) else {
                return false
            }
            return failureClass(failure) == kind
        }
        let reason = failure(of: shrunk, isolated: isolated) ?? "(the shrunk spec passes on its own)"
        return """
            Seed \(seed) (replay: TYPHOON_MODEL_SEED=\(seed)): \(reason)
            Shrunk spec:
            \(shrunk)
            """
    }
}
