import Foundation

/// A call made in a test that TyphoonTesting manages, run on a thread of its own, so that a
/// problem which would stop the program fails that test instead of ending the run.
///
/// A definition method that meets such a problem (a cycle of initializers, a missing
/// configuration value, a by-type property with no match inside a definition) has nothing to
/// return and cannot unwind. On this thread it does not stop the process: the thread records the
/// problem, gives back every claim, group and activation it holds, lets the caller go on, and
/// waits for ever (``park(_:_:)``). The caller gets the problem and fails the test with it; every
/// later isolated call of the same test throws it too, since what the abandoned call left half
/// built stays in the test's factory.
///
/// When to use it: the throwing entry points (`component(_:)`, `inject(_:)`) and the set-up and
/// bodies that TyphoonTesting runs. It costs a thread start per call, and a parked thread per
/// failed test; no other thread ever waits for a parked one. The caller waits inside the graph of
/// ``SharedBuilds``, so a call made inside a resolution whose thread holds what the isolated call
/// needs is handed it instead of waiting for ever.
package final class IsolatedRun: @unchecked Sendable {
    /// The call as work its thread does and its caller waits for.
    private let work = GraphWork(name: "a call that a test runs on a thread of its own")
    /// Guards ``problem``.
    private let lock = NSLock()
    /// The problem the call met, if it was abandoned, and where the stop would have pointed
    /// (`Module/File.swift:12`).
    private var problem: (error: TyphoonError, location: String)?

    /// Whether the caller waits running the main run loop, which the end of the call wakes.
    private var wakesMainRunLoop = false

    private init() {}

    /// The call and its test, until its thread takes them; written before the thread starts it.
    ///
    /// The caller's scoped region (``ScopeRegion``) goes with it, so that a call made inside
    /// `withScope` is in that region on this thread too.
    private var pending: (test: ActiveTest, region: ScopeRegion?, body: () -> Void)?

    /// Runs the call with the test's task-local values, and lets go of both before returning, so
    /// that the caller, which goes on once ``finish()`` runs, finds nothing of its test still held
    /// here (a test checks that its factory is gone when it ends).
    private func perform() {
        guard let (test, region, body) = pending else { return }
        pending = nil
        ActiveTest.$current.withValue(test) { ScopeRegion.bind(region, body) }
    }

    /// Lets the caller go on: the call returned, or was abandoned.
    private func finish() {
        SharedBuilds.process.end(work, finished: true)
        // An empty block on the main queue makes the main run loop's wait return.
        if wakesMainRunLoop { DispatchQueue.main.async {} }
    }

    /// Whether a call on this thread, in this task, runs isolated: inside a test that
    /// TyphoonTesting manages, and not already on an isolated call's thread.
    ///
    /// Code on the main actor runs in place: components of the main actor are built there, and
    /// keep the rule that what cannot be thrown stops.
    static var isolatingTest: ActiveTest? {
        guard let test = ActiveTest.current, !isOnMainActor() else { return nil }
        return ThreadContextSlot.withContext { $0.isolatedRun == nil } ? test : nil
    }

    /// Runs a throwing call isolated in `test` (``run(in:_:)``) and hands back what it returned.
    ///
    /// - Throws: What the call threw, or the problem that abandoned it.
    static func call<T>(in test: ActiveTest, _ body: @escaping () throws(TyphoonError) -> T) throws(TyphoonError) -> T {
        let result = ResultBox<Result<T, TyphoonError>>()
        try run(in: test) {
            do throws(TyphoonError) {
                result.value = .success(try body())
            } catch {
                result.value = .failure(error)
            }
        }
        return try result.value!.get()
    }

    /// Runs `body` on a thread of its own, with the test's task-local values, and waits for it.
    ///
    /// - Parameters:
    ///   - test: The test the call belongs to.
    ///   - pumpsMainRunLoop: Whether the caller, the main thread, keeps running its run loop while
    ///     it waits (XCTest's test body, which may wait for the main queue), instead of waiting
    ///     inside the graph of ``SharedBuilds``.
    ///   - body: The call; it is kept by its thread, which may never end.
    /// - Throws: The problem that abandoned the call, or the one that abandoned an earlier call of
    ///   the same test.
    package static func run(
        in test: ActiveTest, pumpingMainRunLoop pumpsMainRunLoop: Bool = false, _ body: @escaping () -> Void
    ) throws(TyphoonError) {
        if let earlier = test.abandonment { throw earlier }
        let run = IsolatedRun()
        run.wakesMainRunLoop = pumpsMainRunLoop && Thread.isMainThread
        run.pending = (test, ScopeRegion.current, body)
        IsolationThread.take().start {
            ThreadContextSlot.withContext {
                $0.isolatedRun = run
                SharedBuilds.process.hand(run.work, to: $0.builder)
            }
            run.perform()
            ThreadContextSlot.withContext { $0.isolatedRun = nil }
            run.finish()
        }
        if run.wakesMainRunLoop {
            while !SharedBuilds.process.isFinished(run.work) {
                _ = RunLoop.current.run(mode: .default, before: .distantFuture)
            }
        } else {
            ThreadContextSlot.withContext { SharedBuilds.process.waitUntilFinished(run.work, $0.builder) }
        }
        guard let problem = run.lock.withLock({ run.problem }) else { return }
        test.abandon(with: problem.error, at: problem.location)
        throw problem.error
    }

    /// What a stop adds to its message in a test that TyphoonTesting manages: how to write the
    /// test so that the mistake fails it alone.
    ///
    /// A stop happens there where the call was not isolated (a definition called by reference in a
    /// Swift Testing body, or on the main actor). Empty outside such a test.
    static var hintInManagedTest: String {
        guard let test = ActiveTest.current else { return "" }
        return " (In the test \(test.name), which TyphoonTesting manages: reach the component through"
            + " `try factory.component(_:)` or `try inject(self)`, off the main actor, and this mistake"
            + " fails that test alone instead of ending the run.)"
    }

    /// Reports a problem that would stop the program, if this thread runs an isolated call, and
    /// then never returns; on any other thread it returns at once, and the caller stops.
    ///
    /// - Parameters:
    ///   - error: The problem.
    ///   - location: Where the stop would point (the definition's `define`), for the test's failure.
    static func parkIfIsolated(_ error: TyphoonError, at location: @autoclosure () -> String) {
        guard let context = ThreadContextSlot.existingContext(), let run = context.borrow({ $0.isolatedRun })
        else { return }
        let location = location()
        context.borrow { run.park(error, at: location, $0) }
    }

    /// Records the problem, gives back what the thread holds, lets the caller go on and waits for
    /// ever: the definition method that met the problem can neither return nor unwind.
    private func park(_ error: TyphoonError, at location: String, _ context: ResolutionContext) -> Never {
        lock.withLock { problem = (error, location) }
        context.abandonClaims()
        finish()
        parkThisThreadForever()
    }
}

/// A thread that runs isolated calls (``IsolatedRun``) one after another, kept idle between them,
/// since starting a thread for each call cost a test about 300 µs; one whose call was abandoned
/// stays parked and is never reused.
private final class IsolationThread: @unchecked Sendable {
    /// The threads waiting for a call.
    private static let idle = Protected<[IsolationThread]>([])

    /// Wakes the thread for its next call.
    private let condition = NSCondition()
    /// The next call; guarded by ``condition``.
    private var job: (() -> Void)?

    /// An idle thread, or a new one.
    static func take() -> IsolationThread {
        if let thread = idle.withLock({ $0.popLast() }) { return thread }
        let made = IsolationThread()
        let thread = Thread { made.serve() }
        // At most 15 bytes: Linux keeps no longer thread name.
        thread.name = "Typhoon test"
        thread.start()
        return made
    }

    /// Hands the thread its call.
    func start(_ call: @escaping () -> Void) {
        condition.withLock {
            job = call
            condition.signal()
        }
    }

    /// Runs calls until the process ends; a call that never returns keeps it for ever.
    private func serve() {
        while true {
            let call = condition.withLock { () -> () -> Void in
                while job == nil { condition.wait() }
                defer { job = nil }
                return job!
            }
            call()
            Self.idle.withLock { $0.append(self) }
        }
    }
}

/// Waits for the rest of the process: what a thread does once a definition method on it met a
/// problem it can neither return from nor unwind (a verification's thread, an isolated call's),
/// after giving back what it holds.
func parkThisThreadForever() -> Never {
    let never = NSCondition()
    never.lock()
    while true { never.wait() }
}
