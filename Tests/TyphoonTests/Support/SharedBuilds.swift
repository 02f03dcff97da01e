import Dispatch
import Foundation
import Typhoon

// Fixtures for SharedBuildTests: threads that build singletons at the same moment, each on a
// thread of its own, with every wait bounded so that a deadlock fails a test instead of hanging.

// MARK: - A singleton whose initializer blocks

final class Gate: Sendable {
    /// Signalled once the blocking initializer has begun.
    let entered = DispatchSemaphore(value: 0)
    /// Signalled by the test to let the blocking initializer return.
    let opened = DispatchSemaphore(value: 0)
}

final class Blocked {}
final class Unrelated {}

/// A lazy singleton whose initializer waits at a gate (at most `seconds`), and one that does not.
final class GateAssembly: Assembly, @unchecked Sendable {
    let gate = Gate()
    /// How long the blocked initializer waits for the gate before it gives up.
    var seconds = 30.0

    func blocked() -> Blocked {
        define(scope: .lazySingleton) {
            self.gate.entered.signal()
            _ = self.gate.opened.wait(timeout: .now() + StressScale.seconds(self.seconds))
            return Blocked()
        }
    }

    func unrelated() -> Unrelated {
        define(scope: .lazySingleton) { Unrelated() }
    }
}

/// Starts `body` on a new thread, signalling the returned semaphore when it returns.
func onNewThread(_ body: @escaping @Sendable () -> Void) -> DispatchSemaphore {
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        body()
        finished.signal()
    }
    return finished
}

// MARK: - Two singletons whose injections need each other, built on two threads at once

/// A keep and its moat refer to each other through properties: one thread builds the pair
/// (Docs/Behaviour.md, Cycles); two threads that each begin one at the same moment cannot.
final class Keep {
    var moat: Moat?
}

final class Moat {
    var keep: Keep?
}

/// The moment both initializers have run, so that each thread's injection then asks for what the
/// other is building.
final class Rendezvous: Sendable {
    let bothBuilding = Barrier(parties: 2)

    func arrive() {
        bothBuilding.arriveAndWait(seconds: 10)
    }
}

final class KeepAssembly: Assembly, @unchecked Sendable {
    var moats: MoatAssembly?
    var rendezvous: Rendezvous?

    func keep() -> Keep {
        define(scope: .lazySingleton) { () -> Keep in
            self.rendezvous?.arrive()
            return Keep()
        } configuration: {
            $0.injectProperty(\.moat, with: self.moats!.moat())
        }
    }
}

final class MoatAssembly: Assembly, @unchecked Sendable {
    var keeps: KeepAssembly?
    var rendezvous: Rendezvous?

    func moat() -> Moat {
        define(scope: .lazySingleton) { () -> Moat in
            self.rendezvous?.arrive()
            return Moat()
        } configuration: {
            $0.injectProperty(\.keep, with: self.keeps!.keep())
        }
    }
}

/// Builds a keep and a moat on two threads at once, each in its own factory, and each one's
/// injection then needs the other; `nil` if either thread did not return within 20 s.
func buildTwoSingletonsThatNeedEachOtherOnTwoThreads() -> (keep: Keep, moat: Moat)? {
    let rendezvous = Rendezvous()
    let keeps = KeepAssembly()
    let moats = MoatAssembly()
    (keeps.moats, keeps.rendezvous, moats.keeps, moats.rendezvous) = (moats, rendezvous, keeps, rendezvous)
    keeps.activate()
    moats.activate()
    guard let results = resultsOnThreads([{ keeps.keep() }, { moats.moat() }]),
        let keep = results[0] as? Keep, let moat = results[1] as? Moat
    else { return nil }
    return (keep, moat)
}

/// Names the calling thread and writes that name, as messages give it, to standard output.
func announce(_ name: String) {
    nameThisThread(name)
    // Written at once, unbuffered: the process stops before a buffer would be flushed.
    FileHandle.standardOutput.write(Data("\(name)=\(currentThreadName())\n".utf8))
}

/// Gives the calling thread a name that the system keeps (`Thread.current.name` sets it only once
/// the thread's `Thread` object knows its thread, which a thread that has just started may not).
private func nameThisThread(_ name: String) {
    #if canImport(Darwin)
        precondition(pthread_setname_np(name) == 0)
    #else
        // Glibc's pthread_setname_np is hidden from Swift; the kernel takes a thread's name here too.
        do {
            try name.write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
        } catch {
            fatalError("could not name the thread \(name): \(error)")
        }
    #endif
}

/// The names `announce` wrote, by thread name.
func announcedThreads(in output: [UInt8]?) -> [String: String] {
    let lines = String(decoding: output ?? [], as: UTF8.self).split(separator: "\n")
    return Dictionary(
        lines.compactMap { line in
            line.firstIndex(of: "=").map { (String(line[..<$0]), String(line[line.index(after: $0)...])) }
        },
        uniquingKeysWith: { first, _ in first })
}

// MARK: - A singleton whose initializer waits for the main queue

final class Dispatched {}
final class OnMain {}

final class DispatchingAssembly: Assembly, @unchecked Sendable {
    /// Signalled once the initializer has begun, before it waits for the main queue.
    let entered = DispatchSemaphore(value: 0)

    /// Runs a block on the main queue from inside its initializer, as code that touches UI does.
    func dispatched() -> Dispatched {
        define(scope: .lazySingleton) { () -> Dispatched in
            self.entered.signal()
            DispatchQueue.main.sync {}
            return Dispatched()
        }
    }
}

final class MainAssembly: Assembly, @unchecked Sendable {
    func onMain() -> OnMain {
        define(scope: .lazySingleton) { OnMain() }
    }
}

/// Builds a singleton on the main queue while a background build waits for it, in a child process.
///
/// A block on the main queue builds a singleton while a background thread is inside another
/// factory's singleton, whose initializer waits for the main queue (queued behind that block).
/// A watchdog stops the process if that does not end within 20 s.
func buildOnTheMainQueueWhileABackgroundBuildWaitsForIt() {
    startWatchdog(seconds: 20, "the main queue and the background thread waited for each other")
    let background = DispatchingAssembly().activate()
    let main = MainAssembly().activate()
    let mainQueueRuns = DispatchSemaphore(value: 0)
    let builtOnMain = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
        mainQueueRuns.signal()
        background.entered.wait()
        _ = main.onMain()
        builtOnMain.signal()
    }
    mainQueueRuns.wait()
    let finished = onNewThread { _ = background.dispatched() }
    builtOnMain.wait()
    finished.wait()
}

/// Stops the process with `problem` unless it ends within `seconds`.
func startWatchdog(seconds: Double, _ problem: String) {
    Thread.detachNewThread {
        Thread.sleep(forTimeInterval: StressScale.seconds(seconds))
        fatalError("\(problem): not done within \(Int(StressScale.seconds(seconds))) s")
    }
}

// MARK: - A thread that ends inside a build

final class Abandoned {}
final class Later {}

final class AbandoningAssembly: Assembly, @unchecked Sendable {
    let builds = AtomicCounter()
    let ending = DispatchSemaphore(value: 0)

    /// Its first build ends its thread from inside the initializer.
    func abandoned() -> Abandoned {
        define(scope: .lazySingleton) {
            if self.builds.increment() == 1 {
                self.ending.signal()
                pthread_exit(nil)
            }
            return Abandoned()
        }
    }

    func later() -> Later {
        define(scope: .lazySingleton) { Later() }
    }
}

/// Builds, patches and detaches after a thread ended inside a build, in a child process.
///
/// A thread ends inside `abandoned()`'s first build; then the main thread builds another
/// singleton, builds `abandoned()`, patches and detaches. Writes what it did to
/// standard output; a watchdog stops the process if any of it waits for the ended thread.
func buildPatchAndDetachAfterAThreadEndedInsideABuild() {
    startWatchdog(seconds: 20, "a call waited for the thread that ended inside a build")
    let assembly = AbandoningAssembly().activate()
    Thread.detachNewThread { _ = assembly.abandoned() }
    assembly.ending.wait()
    var done: [String] = []
    _ = assembly.later()
    done.append("later() built")
    _ = assembly.abandoned()
    done.append("abandoned() built on its build \(assembly.builds.count)")
    assembly.patch(assembly.later) { Later() }.detach()
    done.append("later() patched and detached")
    print(done.joined(separator: "; "))
}
