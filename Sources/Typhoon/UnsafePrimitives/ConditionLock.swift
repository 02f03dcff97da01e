// Safety statement
//
// Invariant: a `ConditionLock` owns one `pthread_mutex_t` and one `pthread_cond_t`, each at a
//   fixed address from its init to its deinit. The condition is waited on only by a thread that
//   holds the mutex, and the mutex is unlocked only by the thread that locked it. Its `state` is
//   read and written only by a thread that holds the mutex, each access ending before a wait
//   (no access spans one), so no two accesses overlap; release builds therefore skip the run-time
//   exclusivity check (a look-up in the thread's access set, which cost a quarter of a first
//   build); debug builds keep it.
// Owner: whatever stores it (the process's `SharedBuilds`, which lives as long as the process).
// Platforms: POSIX mutexes and condition variables, on Linux and every Apple platform (an
//   `os_unfair_lock` has no condition to wait on); every pthread result is checked.
// Covered by: SharedBuildTests (a thread waiting for another's build, a cycle of waiting threads),
//   ConcurrencyTests and StressTests, under ThreadSanitizer and AddressSanitizer in `.ci/run`.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A mutual-exclusion lock, the state it guards, and a condition that its holder can wait on
/// until another holder announces a change.
///
/// Use it where a thread must sleep until shared state changes (a build it waits for ends),
/// not for short critical sections: ``Lock`` is cheaper on Apple platforms.
///
/// - Warning: Unsafe in release builds: ``state`` is not checked for overlapping accesses there.
final class ConditionLock<State>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    #if DEBUG
        /// The guarded state: read and write it only with the lock held, never across ``wait()``.
        var state: State
    #else
        /// The guarded state: read and write it only with the lock held, never across ``wait()``.
        @exclusivity(unchecked) var state: State
    #endif

    /// Makes an unlocked lock guarding `state`.
    init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        check(pthread_mutex_init(mutex, nil), "pthread_mutex_init")
        check(pthread_cond_init(condition, nil), "pthread_cond_init")
    }

    deinit {
        check(pthread_cond_destroy(condition), "pthread_cond_destroy")
        check(pthread_mutex_destroy(mutex), "pthread_mutex_destroy")
        condition.deinitialize(count: 1)
        condition.deallocate()
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Waits for the lock and takes it.
    func lock() {
        check(pthread_mutex_lock(mutex), "pthread_mutex_lock")
    }

    /// Lets go of the lock, which the calling thread holds.
    func unlock() {
        check(pthread_mutex_unlock(mutex), "pthread_mutex_unlock")
    }

    /// Lets go of the lock until another thread calls ``broadcast()`` (or the system wakes this
    /// one early), then takes it again; the caller holds the lock and checks its state again.
    func wait() {
        check(pthread_cond_wait(condition, mutex), "pthread_cond_wait")
    }

    /// Wakes every thread waiting in ``wait()``; they run once the caller lets go of the lock.
    func broadcast() {
        check(pthread_cond_broadcast(condition), "pthread_cond_broadcast")
    }

    /// Runs `body` with the lock held.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }

    private func check(_ result: Int32, _ function: StaticString) {
        precondition(result == 0, "\(function) failed: \(result)")
    }
}
