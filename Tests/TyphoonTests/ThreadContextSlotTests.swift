import Foundation
import Synchronization
import Testing
import Typhoon

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
