import Foundation

/// How the model-based test runs, from the environment.
///
/// - `TYPHOON_MODEL_CASES`: how many seeds to run (default 2,000), from `TYPHOON_MODEL_FIRST_SEED` (default 1).
/// - `TYPHOON_MODEL_SEED`: run only this seed (decimal or `0x…`), e.g. the one a failure printed.
/// - `TYPHOON_MODEL_SKIP`: seeds not to run, separated by commas (while a crash is being fixed).
/// - `TYPHOON_MODEL_ISOLATE=1`: run each case, and each shrinking candidate, in a child process,
///   so that a case that crashes the process can be shrunk too (slow: use it with one seed).
/// - `TYPHOON_MODEL_REPORTS`: stop after this many failing seeds (default 3), each shrunk.
/// - `TYPHOON_MODEL_SPEC`: run exactly this spec, as JSON (how an isolated case reaches its child).
struct ModelSettings {
    var seeds: [UInt64]
    var skipped: Set<UInt64>
    var isolate: Bool
    var reportLimit: Int
    var replayedSpec: WiringSpec?

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
    /// The seed's wiring, drawn again until the model can run it: no initializer cycle (the
    /// generator makes none), not too many instances.
    static func spec(seed: UInt64) -> WiringSpec {
        WiringGenerator.spec(seed: seed) { runsInModel($0) }
    }

    /// Whether the model runs every step of the spec without an error.
    static func runsInModel(_ spec: WiringSpec) -> Bool {
        let model = ReferenceModel(spec)
        do {
            _ = try model.activate()
            for step in spec.steps {
                switch step {
                case .resolve(let ref): _ = try model.resolve(ref)
                case .release: model.release()
                }
            }
            return true
        } catch {
            return false
        }
    }

    /// What goes wrong with the spec, in this process or in a child process.
    static func failure(of spec: WiringSpec, isolated: Bool) -> String? {
        isolated ? ChildProcess.failure(of: spec) : ModelComparison.mismatch(in: spec)?.description
    }

    /// A failure's message without its names and numbers, so that failures of one kind share it.
    static func failureClass(_ failure: String) -> String {
        let patterns = [#"\b[ca]\d+(\(\d\))?(\(\))?"#, #"#\d+"#, #"\[[^\]]*\]"#, #"\d+"#]
        return patterns.reduce(failure) { text, pattern in
            text.replacingOccurrences(of: pattern, with: "_", options: .regularExpression)
        }
    }

    /// The failure shrunk to a small spec that fails the same way, with the seed to replay it.
    static func report(seed: UInt64, spec: WiringSpec, failure original: String, isolated: Bool) -> String {
        let kind = failureClass(original)
        let shrunk = Shrinker.shrink(spec) { candidate in
            guard runsInModel(candidate), let failure = failure(of: candidate, isolated: isolated) else { return false }
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

/// Runs one spec in a child process (this test binary, replaying `TYPHOON_MODEL_SPEC`), so that a
/// crash is a failure to shrink instead of the end of the run.
enum ChildProcess {
    static func failure(of spec: WiringSpec) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["TyphoonTests.ModelBasedTests/testRandomWiringsBuildWhatDesignSays"]
        var environment = ProcessInfo.processInfo.environment
        environment["TYPHOON_MODEL_SPEC"] = String(decoding: try! JSONEncoder().encode(spec), as: UTF8.self)
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        guard (try? process.run()) != nil else { return "the child process did not start" }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus != 0 || process.terminationReason == .uncaughtSignal else { return nil }
        if let failed = line(after: "failed - ", in: text) { return failed }
        if let fatal = line(after: "Fatal error: ", in: text) { return "Fatal error: " + fatal }
        return process.terminationReason == .uncaughtSignal
            ? "the process died of signal \(process.terminationStatus) (11: a stack overflow or a bad access)"
            : "the process stopped with status \(process.terminationStatus)"
    }

    /// The rest of the first line of the output that contains `marker`.
    private static func line(after marker: String, in text: String) -> String? {
        text.split(separator: "\n").lazy.compactMap { line in
            line.range(of: marker).map { String(line[$0.upperBound...]) }
        }
        .first
    }
}
