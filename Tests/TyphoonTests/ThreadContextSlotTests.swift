import Foundation
import Synchronization
import Testing

@testable import Typhoon

/// Each thread's resolution context is released when its thread ends, and a definition call made
/// while the thread ends (from another thread-specific value's destructor) gets a new one: the
/// context a definition call reads must never be the one already released (the suite runs under
/// AddressSanitizer in `.ci/run`, which would report the read).
@Suite struct ThreadContextSlotTests {
    @Test func aDefinitionCalledWhileItsThreadEndsBuildsItsComponent() {
        let work = EndingThreadWork(EndingThreadAssembly().activate())
        let thread = Thread { work.buildNowAndWhenThisThreadEnds() }
        thread.start()
        work.ended.wait()
        #expect(work.built.withLock { $0 } == ["CampaignQuest", "CampaignQuest"])
    }

    /// A definition called from a destructor in the last round of thread-specific destructors,
    /// after the context's own destructor ran: no later round releases a context made then, so
    /// the call must not leave one behind.
    ///
    /// ThreadSanitizer ends a thread's own bookkeeping in that last round, before a later key's
    /// destructor runs, and then stops on any code there; so the test does not run under it.
    @Test(.disabled(if: isThreadSanitizerLoaded(), "ThreadSanitizer cannot run code in the last destructor round"))
    func aContextMadeInTheLastRoundOfThreadSpecificDestructorsIsFreedWhenTheCallReturns() {
        let work = LastRoundWork(EndingThreadAssembly().activate())
        let thread = Thread { work.buildNowAndInTheLastDestructorRound() }
        thread.start()
        #expect(work.ended.wait(timeout: .now() + 10) == .success)
        #expect(work.built.withLock { $0 } == 2)
        #expect(work.lastRoundContext.withLock { $0.object } == nil)
    }
}

/// Two definitions: enough for a resolution with an object graph.
private final class EndingThreadAssembly: Assembly, @unchecked Sendable {
    func knight() -> EndingThreadKnight { define { EndingThreadKnight(quest: self.quest()) } }
    func quest() -> any Quest { define { CampaignQuest() } }
}

private final class EndingThreadKnight {
    let quest: any Quest
    init(quest: any Quest) { self.quest = quest }
}

/// Builds a knight on a thread twice: at once, and from a thread-specific value's destructor.
///
/// The first build makes the thread's context. The value's key is made after the context's, and
/// glibc runs destructors in key order, so there the second build comes after the context's
/// release.
private final class EndingThreadWork: Sendable {
    let assembly: EndingThreadAssembly
    /// The quest type of each knight built.
    let built = Mutex<[String]>([])
    /// Signalled by the destructor, once the second knight is built.
    let ended = DispatchSemaphore(value: 0)

    init(_ assembly: EndingThreadAssembly) {
        self.assembly = assembly
    }

    func buildNowAndWhenThisThreadEnds() {
        build()
        var key = pthread_key_t()
        let made = pthread_key_create(&key) { pointer in
            // Optional on Linux, non-optional on Darwin: the same closure serves both.
            let address: UnsafeMutableRawPointer? = pointer
            let work = Unmanaged<EndingThreadWork>.fromOpaque(address!).takeRetainedValue()
            work.build()
            work.ended.signal()
        }
        precondition(made == 0)
        precondition(pthread_setspecific(key, Unmanaged.passRetained(self).toOpaque()) == 0)
    }

    private func build() {
        let knight = assembly.knight()
        built.withLock { $0.append("\(type(of: knight.quest))") }
    }
}

/// Reads the context of the resolution that runs it, weakly.
private final class ContextProbe {
    weak var context: ResolutionContext?

    init() { context = ThreadContextSlot.existingContext()?.object }
}

extension EndingThreadAssembly {
    fileprivate func contextProbe() -> ContextProbe { define { ContextProbe() } }
}

/// A weak reference that crosses threads.
private struct WeakContext: @unchecked Sendable {
    weak var object: ResolutionContext?
}

/// Builds once on a thread, then again from a thread-specific destructor that sets its value
/// again each round until the last one glibc (or Darwin) runs.
private final class LastRoundWork: @unchecked Sendable {
    let assembly: EndingThreadAssembly
    /// How many builds ran.
    let built = Mutex(0)
    /// The context of the last round's build, weakly.
    let lastRoundContext = Mutex(WeakContext())
    /// Signalled by the last round's destructor, after its build.
    let ended = DispatchSemaphore(value: 0)
    private var key = pthread_key_t()
    private var round = 0

    init(_ assembly: EndingThreadAssembly) {
        self.assembly = assembly
    }

    func buildNowAndInTheLastDestructorRound() {
        _ = assembly.contextProbe()
        built.withLock { $0 += 1 }
        let made = pthread_key_create(&key) { pointer in
            // Optional on Linux, non-optional on Darwin: the same closure serves both.
            let address: UnsafeMutableRawPointer? = pointer
            Unmanaged<LastRoundWork>.fromOpaque(address!).takeUnretainedValue().destructorRound(address!)
        }
        precondition(made == 0)
        precondition(pthread_setspecific(key, Unmanaged.passRetained(self).toOpaque()) == 0)
    }

    private func destructorRound(_ address: UnsafeMutableRawPointer) {
        round += 1
        guard round == Int(PTHREAD_DESTRUCTOR_ITERATIONS) else {
            precondition(pthread_setspecific(key, address) == 0)
            return
        }
        let probe = assembly.contextProbe()
        lastRoundContext.withLock { $0.object = probe.context }
        built.withLock { $0 += 1 }
        ended.signal()
        Unmanaged<LastRoundWork>.fromOpaque(address).release()
    }
}

/// Whether this process runs under ThreadSanitizer: its runtime is linked in.
private func isThreadSanitizerLoaded() -> Bool {
    dlsym(dlopen(nil, RTLD_LAZY), "__tsan_init") != nil
}
