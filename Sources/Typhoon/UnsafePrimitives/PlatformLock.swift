// Safety statement
//
// Invariant: a `PlatformLock` owns one platform lock at a fixed address from its init to its
//   deinit, and is only ever unlocked by the thread that locked it.
// Owner: whatever stores it (`Lock`, an auto-injected property's `InjectionSlot`); being
//   `~Copyable`, it cannot be copied away from that owner.
// Platforms: `pthread_mutex_t` on Linux (checked here, results checked with `precondition`);
//   `os_unfair_lock` on Apple platforms, the platform's own lock, which donates priority to the
//   holder (a spin lock does not, the reason `OSSpinLock` was deprecated).
// Covered by: ConcurrencyTests, StressTests and ParallelTests under ThreadSanitizer in `.ci/run`.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The platform's mutual-exclusion lock, owned in place.
///
/// Use it for short critical sections that must not spin; ``Lock`` is the shareable class form.
@usableFromInline
package struct PlatformLock: ~Copyable {
    #if canImport(Darwin)
        private let platform: UnsafeMutablePointer<os_unfair_lock>
    #else
        private let platform: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    /// Makes an unlocked lock.
    package init() {
        platform = .allocate(capacity: 1)
        #if canImport(Darwin)
            platform.initialize(to: os_unfair_lock())
        #else
            platform.initialize(to: pthread_mutex_t())
            let result = pthread_mutex_init(platform, nil)
            precondition(result == 0, "pthread_mutex_init failed: \(result)")
        #endif
    }

    deinit {
        #if !canImport(Darwin)
            let result = pthread_mutex_destroy(platform)
            precondition(result == 0, "pthread_mutex_destroy failed: \(result)")
        #endif
        platform.deinitialize(count: 1)
        platform.deallocate()
    }

    /// Waits for the lock and takes it.
    package func lock() {
        #if canImport(Darwin)
            os_unfair_lock_lock(platform)
        #else
            let result = pthread_mutex_lock(platform)
            precondition(result == 0, "pthread_mutex_lock failed: \(result)")
        #endif
    }

    /// Lets go of the lock, which the calling thread holds.
    package func unlock() {
        #if canImport(Darwin)
            os_unfair_lock_unlock(platform)
        #else
            let result = pthread_mutex_unlock(platform)
            precondition(result == 0, "pthread_mutex_unlock failed: \(result)")
        #endif
    }

    /// Runs `body` with the lock held.
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
