import Foundation
import Synchronization
import Typhoon

// The random programs of DeinitReentryTests: an assembly whose definitions place hooks (objects
// whose deinit calls a definition) wherever the engine lets go of what the user made, and what
// each hook's call must get.

/// A definition a hook's deinit calls.
enum HookTarget: Hashable, CustomStringConvertible {
    case single, weak, graph, proto
    case keyed(Int), sharedKeyed(Int)

    var description: String {
        switch self {
        case .single: "single()"
        case .weak: "weak()"
        case .graph: "graph()"
        case .proto: "proto()"
        case .keyed(let number): "keyed(\(number))"
        case .sharedKeyed(let number): "sharedKeyed(\(number))"
        }
    }

    /// Whether a call gets an instance built for it (objectGraph, prototype) rather than one the
    /// factory shares.
    var buildsAnew: Bool {
        switch self {
        case .graph, .proto, .keyed: true
        case .single, .weak, .sharedKeyed: false
        }
    }
}

/// One step of a program, run from outside any resolution.
enum HookStep: CustomStringConvertible {
    /// Calls `root()`.
    case resolve
    /// Patches `graph()` with a stub whose closure captures a hook.
    case patchGraph(hook: HookTarget)
    /// Detaches the latest patch.
    case detach
    /// Calls `session(_:)` with a new hook as its run-time argument, `count` times, holding none.
    case sessions(count: Int, hook: HookTarget)

    var description: String {
        switch self {
        case .resolve: "root()"
        case .patchGraph(let hook): "patch(graph) capturing a hook on \(hook)"
        case .detach: "detach()"
        case .sessions(let count, let hook): "\(count) × session(hook on \(hook))"
        }
    }

    /// The kind of step, for the test that the seeds reach each.
    var kind: String {
        switch self {
        case .resolve: "resolve"
        case .patchGraph: "patch"
        case .detach: "detach"
        case .sessions(let count, _): count > 16 ? "sessions that prune" : "sessions"
        }
    }
}

/// What a program's definitions do, chosen from a seed.
struct HookPlan: CustomStringConvertible {
    /// What `root()`'s initializer calls.
    var rootCalls: [HookTarget] = []
    /// Hooks `root()`'s initializer passes as run-time arguments of `carrier(_:)`.
    var rootArguments: [HookTarget] = []
    /// Hooks `root()`'s configuration makes and captures.
    var rootCaptures: [(CaptureSite, HookTarget)] = []
    /// What `root()`'s after call-back calls.
    var afterCallbackCalls: [HookTarget] = []
    /// The hook the configuration of `graph()`, `proto()` or `keyed(_:)` captures, if any.
    var nestedCaptures: [HookTarget: (CaptureSite, HookTarget)] = [:]
    var steps: [HookStep] = []

    var description: String {
        let nested = nestedCaptures.sorted { "\($0.key)" < "\($1.key)" }
            .map { "\($0.key) captures a hook on \($0.value.1) at .\($0.value.0)" }
        return """
            root() calls \(rootCalls), passes hooks on \(rootArguments) to carrier(_:), \
            captures hooks \(rootCaptures.map { "on \($0.1) at .\($0.0)" }), \
            its after call-back calls \(afterCallbackCalls); \(nested.joined(separator: "; ")); \
            steps: \(steps.map(\.description).joined(separator: ", "))
            """
    }

    /// A plan from a seed (the model-based test's generator, so that a seed is its plan).
    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        let targets: [HookTarget] = [
            .single, .weak, .graph, .proto, .keyed(0), .keyed(1), .sharedKeyed(0), .sharedKeyed(1),
        ]
        func target() -> HookTarget { targets[below(targets.count)] }
        func several(_ most: Int) -> [HookTarget] { (0..<below(most + 1)).map { _ in target() } }
        rootCalls = several(3)
        rootArguments = several(2)
        rootCaptures = (0..<below(3)).map { _ in (CaptureSite.allCases[below(5)], target()) }
        afterCallbackCalls = several(2)
        for nested in [HookTarget.graph, .proto, .keyed(0), .keyed(1)] where below(2) == 0 {
            nestedCaptures[nested] = (CaptureSite.allCases[below(5)], target())
        }
        steps = (0..<(2 + below(5))).map { _ in
            switch below(6) {
            case 0: .patchGraph(hook: target())
            case 1: .detach
            case 2: .sessions(count: 1 + below(20), hook: target())
            default: .resolve
            }
        }
    }
}

/// A built component; its serial tells the order of builds.
final class HookNode: @unchecked Sendable {
    let name: String
    let serial: Int
    let parts: [HookNode]
    var extra = ""
    weak var back: HookNode?

    init(_ name: String, serial: Int, parts: [HookNode] = []) {
        self.name = name
        self.serial = serial
        self.parts = parts
    }
}

/// How many hooks were made and released, kept past the assembly.
final class HookCounts: Sendable {
    let made = Atomic<Int>(0)
    let released = Atomic<Int>(0)
    /// How many hook deinits are calling a definition on this thread now.
    let running = Atomic<Int>(0)
}

/// An object whose deinit calls a definition.
///
/// It calls `call`, unless the hook was made while another hook's deinit ran, whose calls would
/// make hooks for ever, or it calls only once touched and never was. Shared by the random programs here and the model-based test's hooks.
final class Hook: @unchecked Sendable {
    private let counts: HookCounts
    private let call: () -> Void
    private let calls: Bool
    private let callsOnlyOnceTouched: Bool
    private var touched = false

    /// - Parameters:
    ///   - counts: Where the hook counts itself made and released.
    ///   - callsOnlyOnceTouched: Whether the deinit calls only if a closure that captured the hook
    ///     ran (``touch()``, ``label``): a configuration runs once more than it builds where it is
    ///     run to learn the scope, and that run's closures never run.
    ///   - call: What the deinit calls.
    init(counts: HookCounts, callsOnlyOnceTouched: Bool = false, call: @escaping () -> Void) {
        self.counts = counts
        self.call = call
        self.callsOnlyOnceTouched = callsOnlyOnceTouched
        calls = counts.running.load(ordering: .relaxed) == 0
        counts.made.add(1, ordering: .relaxed)
    }

    deinit {
        counts.released.add(1, ordering: .relaxed)
        guard calls, touched || !callsOnlyOnceTouched else { return }
        counts.running.add(1, ordering: .relaxed)
        call()
        counts.running.subtract(1, ordering: .relaxed)
    }

    /// A value to inject, which touches the hook.
    var label: String {
        touch()
        return "hook"
    }

    func touch() { touched = true }
}

extension Hook {
    /// A hook whose deinit checks what `target` gives, while the assembly lives.
    convenience init(_ target: HookTarget, _ assembly: HookAssembly) {
        self.init(counts: assembly.counts) { [weak assembly] in assembly?.check(target) }
    }
}

extension Definition {
    /// Captures `hook` in one closure of the configuration, the only place that keeps it.
    ///
    /// The closure is a call-back, a method injection, or the value of a property (`label`)
    /// injected plainly or as a back-reference.
    func capture(_ hook: Hook, at site: CaptureSite, writing label: ReferenceWritableKeyPath<C, String>) {
        switch site {
        case .beforeCallback: performBeforeInjections { _ in hook.touch() }
        case .propertyInjection: injectProperty(label, with: hook.label)
        case .methodInjection: injectMethod { _ in hook.touch() }
        case .afterCallback: performAfterInjections { _ in hook.touch() }
        case .backReference: injectProperty(label, backReferenceTo: hook.label)
        }
    }
}

/// The definitions a program calls; what `root()` and the nested definitions do follows the plan.
final class HookAssembly: Assembly, @unchecked Sendable {
    var plan = HookPlan(seed: 0)
    let serials = Atomic<Int>(0)
    var counts = HookCounts()
    /// Whether `graph()` is patched once the running step has ended.
    let graphIsPatched = Atomic<Bool>(false)
    /// What each hook's call got from a shared definition, to compare with what later calls get.
    let sharedSeen = Protected<[HookTarget: [HookNode]]>([:])
    /// The first problem a hook found; the program stops at its step's end.
    let problem = Protected<String?>(nil)

    func node(_ name: String, _ parts: [HookNode] = []) -> HookNode {
        HookNode(name, serial: serials.add(1, ordering: .relaxed).newValue, parts: parts)
    }

    func single() -> HookNode { define(scope: .lazySingleton) { self.node("single") } }
    func weak() -> HookNode { define(scope: .weakSingleton) { self.node("weak") } }
    func graph() -> HookNode {
        define {
            self.node("graph")
        } configuration: {
            self.capture($0, for: .graph)
        }
    }
    func proto() -> HookNode {
        define(scope: .prototype) {
            self.node("proto")
        } configuration: {
            self.capture($0, for: .proto)
        }
    }
    func keyed(_ number: Int) -> HookNode {
        define(arguments: number) {
            self.node("keyed")
        } configuration: {
            self.capture($0, for: .keyed(number))
        }
    }
    func sharedKeyed(_ number: Int) -> HookNode {
        define(scope: .lazySingleton, arguments: number) { self.node("sharedKeyed") }
    }
    /// Carries a hook as a run-time argument, which the resolution holds until it ends.
    func carrier(_ hook: Hook) -> HookNode { define(arguments: hook) { self.node("carrier") } }
    /// A weak singleton per hook: the entries of released ones are pruned as the table grows.
    func session(_ hook: Hook) -> HookNode { define(scope: .weakSingleton, arguments: hook) { self.node("session") } }

    func root() -> HookNode {
        define {
            let parts =
                self.plan.rootCalls.map(self.call) + self.plan.rootArguments.map { self.carrier(Hook($0, self)) }
            return self.node("root", parts)
        } configuration: { definition in
            for (site, target) in self.plan.rootCaptures { self.capture(Hook(target, self), at: site, in: definition) }
            let calls = self.plan.afterCallbackCalls
            if !calls.isEmpty { definition.performAfterInjections { _ in _ = calls.map(self.call) } }
        }
    }

    func call(_ target: HookTarget) -> HookNode {
        switch target {
        case .single: single()
        case .weak: weak()
        case .graph: graph()
        case .proto: proto()
        case .keyed(let number): keyed(number)
        case .sharedKeyed(let number): sharedKeyed(number)
        }
    }

    private func capture(_ definition: Definition<HookNode>, for nested: HookTarget) {
        guard let (site, target) = plan.nestedCaptures[nested] else { return }
        capture(Hook(target, self), at: site, in: definition)
    }

    /// Captures `hook` in one closure of the configuration, the only place that keeps it; a
    /// back-reference's value touches it and refers to the single instance.
    private func capture(_ hook: Hook, at site: CaptureSite, in definition: Definition<HookNode>) {
        if site == .backReference {
            definition.injectProperty(\.back, backReferenceTo: self.touching(hook))
        } else {
            definition.capture(hook, at: site, writing: \.extra)
        }
    }

    /// What a back-reference refers to: the single instance, after touching the hook.
    private func touching(_ hook: Hook) -> HookNode? {
        hook.touch()
        return single()
    }

    /// A hook's call: a definition that builds anew must give a new instance (never one of a
    /// resolution that has ended), `graph()` a stub exactly while patched, and a shared one the
    /// instance that later calls get too.
    func check(_ target: HookTarget) {
        let newest = serials.load(ordering: .relaxed)
        let got = call(target)
        var found: String?
        if target.buildsAnew, got.serial <= newest {
            found = "a hook's \(target) got \(got.name) #\(got.serial), built before the hook ran (newest #\(newest))"
        }
        if target == .graph, (got.name == "stub") != graphIsPatched.load(ordering: .relaxed) {
            found =
                "a hook's graph() got \(got.name) while graph() is \(graphIsPatched.load(ordering: .relaxed) ? "" : "not ")patched"
        }
        if !target.buildsAnew, target != .weak { sharedSeen.withLock { $0[target, default: []].append(got) } }
        if let found { problem.withLock { $0 = $0 ?? found } }
    }
}
