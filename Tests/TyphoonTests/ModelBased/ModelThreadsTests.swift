import Foundation
import Testing
import Typhoon

/// The model-based test's random wirings resolved from several threads at once (Docs/Behaviour.md,
/// Threads): whatever the threads meet (the same shared instance, a cycle of shared instances
/// entered from several ends), each shared instance is built once, every instance built has every
/// injection its definition declares, and a shared root is what a later call gets.
///
/// The wirings are the model-based test's (``ModelCase/draw(seed:)``), kept where one thread
/// builds the roots in every order without a stop and nothing calls back into the container from a `deinit`
/// (hooks) or patches: those steps are the single-thread test's. The cases run in a child process,
/// so that a stop fails this test instead of ending the run; `TYPHOON_MODEL_THREAD_SEEDS` sets how
/// many seeds (1,000 by default).
@Suite struct ModelThreadsTests {
    @Test func randomWiringsResolvedFromSeveralThreadsAtOnceBuildEachSharedInstanceOnceAndWhole() async throws {
        // The child writes the case it runs here first: a child that stops gives the parent no
        // output (the expectation's result is nil), so this file names the case that stopped.
        let journal = FileManager.default.temporaryDirectory
            .appendingPathComponent("typhoon-model-threads-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: journal) }
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            [journal = journal as String] in
            let environment = ProcessInfo.processInfo.environment
            let seeds = environment["TYPHOON_MODEL_THREAD_SEEDS"].flatMap(UInt64.init) ?? 1_000
            let (ran, failures) = ThreadedModelCase.runAll(seeds: 0..<seeds, noting: journal)
            // Written unbuffered: `exit` does not flush a buffered standard output.
            let summary = "\(ran) of \(seeds) seeds ran on \(ThreadedModelCase.threads) threads\n"
            guard failures.isEmpty else {
                let report =
                    "\(failures.count) failed; the first ones:\n" + failures.prefix(5).joined(separator: "\n\n")
                FileHandle.standardOutput.write(Data((summary + report).utf8))
                exit(1)
            }
            FileHandle.standardOutput.write(Data(summary.utf8))
        }
        guard let result else {
            let last = (try? String(contentsOfFile: journal, encoding: .utf8)) ?? "no case"
            Issue.record("The child stopped or failed in this case:\n\(last)")
            return
        }
        let output = String(decoding: result.standardOutputContent, as: UTF8.self)
        print("ModelThreadsTests: \(output.prefix { $0 != "\n" })")
        #expect(!output.hasPrefix("0 of"), "no seed gave a wiring to resolve on threads")
    }
}

/// One wiring resolved from several threads at once, and what is wrong with what they built.
struct ThreadedModelCase {
    static let threads = 4

    let spec: WiringSpec
    let roots: [Ref]

    /// Runs every seed that gives a wiring to resolve on threads.
    ///
    /// - Returns: How many seeds ran, and a report of each that failed.
    /// - Parameters:
    ///   - seeds: The seeds.
    ///   - journal: A file that holds the case running now, written before it runs.
    static func runAll(seeds: Range<UInt64>, noting journal: String) -> (ran: Int, failures: [String]) {
        var ran = 0
        var failures: [String] = []
        for seed in seeds {
            let (spec, _) = ModelCase.draw(seed: seed)
            guard let threaded = ThreadedModelCase(spec) else { continue }
            ran += 1
            let note = "seed \(seed), roots \(threaded.roots) on \(threads) threads\n\(threaded.spec)\n"
            _ = FileManager.default.createFile(atPath: journal, contents: Data(note.utf8))
            if let failure = threaded.failure() {
                failures.append(
                    "seed \(seed), roots \(threaded.roots) on \(threads) threads: \(failure)\n\(threaded.spec)")
            }
        }
        return (ran, failures)
    }

    /// The case of a spec, or `nil` when the spec is not one to resolve on threads: it has hooks,
    /// or a root that stops (or that the model does not judge) when resolved alone.
    init?(_ spec: WiringSpec) {
        guard spec.hookCall == nil, spec.nodes.values.allSatisfy({ $0.capture == nil }) else { return nil }
        var roots: [Ref] = []
        for case .resolve(let ref) in spec.steps where !roots.contains(ref) { roots.append(ref) }
        guard !roots.isEmpty, !roots.contains(where: \.hook) else { return nil }
        var alone = spec
        alone.slots = []
        // Threads that resolve the roots at once see each other's shared instances published in
        // any order: every order one thread could resolve them in, each root twice, must build.
        for order in Self.orders(of: roots) {
            alone.steps = (order + order).map { .resolve($0) }
            guard ModelCase.verdict(alone) == .runs else { return nil }
        }
        alone.steps = roots.map { .resolve($0) }
        self.spec = alone
        self.roots = roots
    }

    /// Every order of `roots`.
    private static func orders(of roots: [Ref]) -> [[Ref]] {
        guard roots.count > 1 else { return [roots] }
        return roots.indices.flatMap { index in
            var rest = roots
            let first = rest.remove(at: index)
            return orders(of: rest).map { [first] + $0 }
        }
    }

    /// Activates the wiring, resolves its roots from ``threads`` threads at once (thread `i` the
    /// root `i` modulo their count), and says what is wrong, or `nil`.
    func failure() -> String? {
        let assembly = ModelAssembly(spec: spec)
        assembly.activate()
        defer { for node in assembly.journal.living { node.clear() } }
        let start = Barrier(parties: Self.threads)
        let got = Protected<[Int: ModelNode]>([:])
        let finished = runOnThreads(Self.threads, seconds: 20) { thread in
            start.arriveAndWait(seconds: 10)
            let node = assembly.resolve(roots[thread % roots.count])
            got.withLock { $0[thread] = node }
        }
        guard finished else { return "the threads did not return within 20 s: a deadlock" }
        let held = got.withLock { $0 }
        return sharedBuiltTwice(assembly) ?? incompleteNode(assembly) ?? wrongRoot(held, assembly)
    }

    /// A shared instance (definition and argument) built more than once.
    private func sharedBuiltTwice(_ assembly: ModelAssembly) -> String? {
        var builds: [Ref: Int] = [:]
        for node in assembly.journal.living where spec.nodes[node.kind]!.scope != .objectGraph {
            guard spec.nodes[node.kind]!.scope != .prototype else { continue }
            builds[node.ref, default: 0] += 1
        }
        return builds.first { $0.value > 1 }.map { "\($0.key) was built \($0.value) times" }
    }

    /// A node that lacks an injection its definition declares.
    private func incompleteNode(_ assembly: ModelAssembly) -> String? {
        for node in assembly.journal.living {
            let definition = spec.nodes[node.kind]!
            let missing = expectedLabels(definition).subtracting(node.injectedLabels(definition))
            if !missing.isEmpty {
                return "\(node.ref) (node \(node.serial)) lacks \(missing.sorted { "\($0)" < "\($1)" })"
            }
        }
        return nil
    }

    /// Every injection a definition declares, as the model's edge labels.
    private func expectedLabels(_ definition: NodeSpec) -> Set<EdgeLabel> {
        var labels: Set<EdgeLabel> = []
        for (position, property) in definition.properties.enumerated() {
            labels.insert(property.byType ? .typed(property.target.node) : .property(position))
        }
        for (method, arguments) in definition.methods.enumerated() {
            labels.formUnion(arguments.indices.map { EdgeLabel.method(method, argument: $0) })
        }
        return labels
    }

    /// A thread that got a node of another definition, or a shared root that a later call does
    /// not give.
    private func wrongRoot(_ held: [Int: ModelNode], _ assembly: ModelAssembly) -> String? {
        for (thread, node) in held {
            let root = roots[thread % roots.count]
            guard node.ref == root else { return "thread \(thread) asked for \(root) and got \(node.ref)" }
            let scope = spec.nodes[root.node]!.scope
            if scope != .prototype && scope != .objectGraph && assembly.resolve(root) !== node {
                return "thread \(thread) got a \(root) that a later call does not give"
            }
        }
        return nil
    }
}
