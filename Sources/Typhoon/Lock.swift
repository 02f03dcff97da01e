#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutual-exclusion lock that can be held across calls, shared by Typhoon's modules.
///
/// `Synchronization.Mutex` cannot be locked in one call and unlocked in another, which the
/// build lock needs (it is held from the first shared build of a resolution to its end), and
/// it will not take non-Sendable class references in its state; so this wraps the lock, not the
/// state.
@usableFromInline
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Makes an unlocked lock.
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Waits until the lock is free and takes it.
    @usableFromInline
    package func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Gives the lock back; only the thread that took it may.
    @usableFromInline
    package func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` while holding the lock.
    @usableFromInline
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A value that is only read and written under its own lock.
///
/// Used instead of `Synchronization.Mutex`, whose lock the thread sanitizer cannot see on Linux
/// (it reports false races), so that `--sanitize=thread` runs stay meaningful.
package final class Protected<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value

    /// Wraps an initial value.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        try lock.withLock { try body(&value) }
    }
}
