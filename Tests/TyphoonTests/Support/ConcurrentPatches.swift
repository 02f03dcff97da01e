import Dispatch
import Foundation
import Typhoon

// Fixtures for ConcurrentPatchTests: threads that patch and detach one definition while others
// call it, each run in a child process (a race the engine loses stops the process), with every
// wait bounded so that a deadlock fails by its deadline instead of hanging.

/// What a call returned: the original (a positive serial, counted by its initializer) or a stub (a
/// negative serial, naming the patcher that made it).
final class Emblem: Sendable {
    let serial: Int
    init(serial: Int) { self.serial = serial }
}

/// One definition of each shape a patch has to handle: a shared scope read from the published word
/// (lazy and eager singleton), one never kept (prototype), and one kept by run-time arguments.
final class EmblemAssembly: Assembly, @unchecked Sendable {
    let builds = AtomicCounter()

    func lazyEmblem() -> Emblem { define(scope: .lazySingleton) { Emblem(serial: self.builds.increment()) } }
    func singletonEmblem() -> Emblem { define(scope: .singleton) { Emblem(serial: self.builds.increment()) } }
    func prototypeEmblem() -> Emblem { define(scope: .prototype) { Emblem(serial: self.builds.increment()) } }

    func emblem(numbered number: Int) -> Emblem {
        define(scope: .lazySingleton, arguments: number) { Emblem(serial: self.builds.increment()) }
    }

    override var components: [Component] { [Component(Self.singletonEmblem, eager: true)] }
}

/// The definition the threads of one run patch, detach and call.
enum PatchedShape: String, Codable, CaseIterable, Sendable {
    case lazySingleton, singleton, prototype, withArguments

    /// Calls the definition; a definition with run-time arguments with one of three numbers.
    func call(_ assembly: EmblemAssembly, turn: Int) -> Emblem {
        switch self {
        case .lazySingleton: assembly.lazyEmblem()
        case .singleton: assembly.singletonEmblem()
        case .prototype: assembly.prototypeEmblem()
        case .withArguments: assembly.emblem(numbered: turn % 3)
        }
    }

    /// Patches the definition with a stub whose serial is `serial`.
    func patch(_ assembly: EmblemAssembly, serial: Int) -> Patch {
        switch self {
        case .lazySingleton: assembly.patch(assembly.lazyEmblem) { Emblem(serial: serial) }
        case .singleton: assembly.patch(assembly.singletonEmblem) { Emblem(serial: serial) }
        case .prototype: assembly.patch(assembly.prototypeEmblem) { Emblem(serial: serial) }
        case .withArguments: assembly.patch({ assembly.emblem(numbered: 0) }) { Emblem(serial: serial) }
        }
    }

    /// Whether two calls with the same arguments get one instance.
    var isShared: Bool { self != .prototype }
}

/// Patches and detaches one definition on several threads at once while others call it, in a
/// child process; stops naming what went wrong, or returns.
///
/// Each of three patchers patches the definition with its own stub (serial `-1 - index`), calls
/// it and detaches, over and over; three callers call it until the patchers are done. Every call
/// must get the original or one of the stubs; once every patch is detached, the original, and for
/// a shared scope the same instance on every call.
func patchAndDetachOnThreadsWhileOthersCall(_ shape: PatchedShape) {
    startWatchdog(seconds: 60, "patching \(shape) on three threads")
    let assembly = EmblemAssembly().activate()
    let failures = FailureTally()
    let patchers = 3
    let cycles = StressScale.scaled(2_000, minimum: 200)
    let patchersDone = AtomicCounter()
    @Sendable func check(_ emblem: Emblem, by who: String) {
        let isStub = (-patchers)...(-1) ~= emblem.serial
        let isOriginal = 1...assembly.builds.count ~= emblem.serial
        if !isStub && !isOriginal { failures.record("\(who) got neither the original nor a stub") }
    }
    let finished = runOnThreads(patchers * 2, seconds: 45) { index in
        guard index < patchers else {
            var turn = 0
            while patchersDone.count < patchers {
                check(shape.call(assembly, turn: turn), by: "a caller")
                turn += 1
                usleep(20)  // a caller that never sleeps starves the patchers on two cores
            }
            return
        }
        for cycle in 0..<cycles {
            let patch = shape.patch(assembly, serial: -1 - index)
            check(shape.call(assembly, turn: cycle), by: "a patcher")
            patch.detach()
        }
        patchersDone.increment()
    }
    guard finished else { fatalError("the threads did not finish within \(Int(StressScale.seconds(45))) s") }
    for turn in 0..<3 {
        let first = shape.call(assembly, turn: turn)
        let second = shape.call(assembly, turn: turn)
        if first.serial < 0 || second.serial < 0 { failures.record("a call after every detach got a stub") }
        if shape.isShared && first !== second { failures.record("two calls after every detach got two instances") }
    }
    if !failures.isEmpty { fatalError(failures.summary) }
}

/// A patch whose stub's build waits at a gate, so that another patch of the same definition goes
/// in while the first is being installed.
final class StubGate: Sendable {
    /// Signalled once the first stub's build has begun.
    let building = DispatchSemaphore(value: 0)
    /// Signalled once the second patch is in.
    let opened = DispatchSemaphore(value: 0)
}

/// Patches a prototype on a thread whose stub's build (the patch's own call of the method) waits
/// until the main thread has patched the same definition, in a child process; stops naming what
/// went wrong, or returns.
///
/// A prototype claims nothing, so the second patch does not wait for the first's build. The second
/// patch replaces the first: calls get its stub, detaching the first does nothing, and detaching the
/// second brings the original back. Writes what it saw to standard output.
func patchWhileAnotherThreadsPatchOfTheSameDefinitionGoesIn() {
    startWatchdog(seconds: 30, "two patches of one definition")
    let assembly = EmblemAssembly().activate()
    let gate = StubGate()
    let first = Protected<Patch?>(nil)
    let firstReturned = onNewThread {
        let gated = AtomicCounter()
        let patch = assembly.patch(assembly.prototypeEmblem) {
            if gated.increment() == 1 {
                gate.building.signal()
                _ = gate.opened.wait(timeout: .now() + StressScale.seconds(10))
            }
            return Emblem(serial: -1)
        }
        first.withLock { $0 = patch }
    }
    guard gate.building.wait(timeout: .now() + StressScale.seconds(10)) == .success else {
        fatalError("the first patch's stub was never built")
    }
    let second = assembly.patch(assembly.prototypeEmblem) { Emblem(serial: -2) }
    var seen = ["with the second in: \(assembly.prototypeEmblem().serial)"]
    gate.opened.signal()
    guard firstReturned.wait(timeout: .now() + StressScale.seconds(10)) == .success else {
        fatalError("the first patch did not return")
    }
    first.withLock { $0 }?.detach()
    seen.append("the first detached: \(assembly.prototypeEmblem().serial)")
    second.detach()
    seen.append("the second detached: \(assembly.prototypeEmblem().serial > 0 ? "original" : "a stub")")
    print(seen.joined(separator: "; "))
}
