import Foundation
import Synchronization

/// Ends the process when one case runs past its deadline, so that a case that deadlocks (a hook's
/// deinit that waits for a lock its own thread holds, say) fails, with the note of ``CrashNote``
/// naming the case, instead of hanging the run.
///
/// A thread looks once a second at when the running case began; each comparison and each wait
/// for a child process starts the clock again, and a child replaying a case watches its own.
enum CaseDeadline {
    /// Far above what one case takes (milliseconds), also under the sanitizers.
    static let seconds: UInt64 = 60
    /// When the running case began, in nanoseconds of uptime; 0 while none runs.
    private static let began = Atomic<UInt64>(0)
    private static let watching = Atomic<Bool>(false)

    /// Starts the clock, and the thread that watches it if none does yet.
    static func start() {
        restart()
        guard !watching.exchange(true, ordering: .relaxed) else { return }
        Thread.detachNewThread {
            while true {
                Thread.sleep(forTimeInterval: 1)
                let began = began.load(ordering: .relaxed)
                guard began != 0, DispatchTime.now().uptimeNanoseconds - began > seconds * 1_000_000_000 else {
                    continue
                }
                FileHandle.standardError.write(
                    Data("Model-based test: a case ran for more than \(seconds) s: it hangs.\n".utf8))
                abort()
            }
        }
    }

    /// A new case begins.
    static func restart() {
        began.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
    }

    /// No case runs any more.
    static func stop() {
        began.store(0, ordering: .relaxed)
    }
}
