// Safety statement
//
// Invariant: the closure handed to the new thread is retained once for it (`passRetained`) and
//   taken back exactly once: by the thread, which runs it, or here, when the thread could not be
//   started. The C side copies the name into a buffer of its own before the call returns.
// Owner: the new thread, from its start.
// Platforms: `pthread_create` with a detached, sized stack and `pthread_setname_np` on Linux
//   (glibc, musl) and every Apple platform, from the package's C target, every result checked.
// Covered by: VerifyBoundsTests (the name of a parked verification thread, 1,000 parked threads'
//   memory), VerifyTests and VerifyReachTests (every verification runs on such threads).

import CTyphoonAtomics

/// Starts a thread that runs `body`, with a stack of `stackSize` bytes and a name that tools show
/// (`top -H`, a debugger); nobody joins it.
///
/// Use it for a thread that may never end (a verification's, parked at a problem), whose stack
/// should be small, and that tools should name: on Linux, a Foundation `Thread` given a name
/// before it started showed none (`/proc/self/task/*/comm`), and a size is the pthread
/// attribute's to set.
///
/// - Parameters:
///   - name: At most 15 bytes: Linux keeps no more.
///   - stackSize: The stack's size in bytes, a multiple of the page size.
///   - body: What the thread runs.
func startDetachedThread(named name: String, stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    let result = typhoon_start_thread(name, stackSize, runThreadBody, context)
    guard result == 0 else {
        Unmanaged<ThreadBody>.fromOpaque(context).release()
        fatalError("Typhoon could not start its thread \"\(name)\": pthread error \(result).")
    }
}

/// What a started thread runs: its closure, taken back from the context pointer.
private func runThreadBody(_ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
}

/// The closure a started thread runs, as one object for the C call's context pointer.
private final class ThreadBody: Sendable {
    let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
    }
}
