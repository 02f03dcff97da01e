// Safety statement
//
// Invariant: see PlatformLock.swift; a `Lock` is a class so that one lock can be shared (a
//   table's lock, a factory's).
// Owner: whoever holds a reference; the platform lock lives exactly as long as the `Lock`.
// Platforms: as PlatformLock. Covered by: ConcurrencyTests, StressTests under ThreadSanitizer.

/// A mutual-exclusion lock that can be held across calls, shared by Typhoon's modules.
///
/// It guards state it does not own (a record table's lock guards its records' shared instances
/// and patches), so it wraps the lock, not the state.
@usableFromInline
package final class Lock: @unchecked Sendable {
    private let platform = PlatformLock()

    /// Makes an unlocked lock.
    package init() {}

    /// Waits until the lock is free and takes it.
    @usableFromInline
    package func lock() {
        platform.lock()
    }

    /// Gives the lock back; only the thread that took it may.
    @usableFromInline
    package func unlock() {
        platform.unlock()
    }

    /// Runs `body` while holding the lock.
    @usableFromInline
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        platform.lock()
        defer { platform.unlock() }
        return try body()
    }
}

/// A value that is only read and written under its own lock.
///
/// Used instead of `Synchronization.Mutex`, which needs macOS 15 / iOS 18 and whose lock the
/// thread sanitizer cannot see on Linux (it reports false races).
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
