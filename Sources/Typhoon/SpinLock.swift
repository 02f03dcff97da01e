import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock made of one atomic flag, for state held only while a value is copied in or out.
///
/// Use it where a ``Lock`` would cost too much to make: it needs no allocation, so a type with
/// many instances (an auto-injected property's slot) can have one each, and the thread sanitizer
/// sees its atomics. Store it in a `let` of a class.
package struct SpinLock: ~Copyable {
    private let locked = Atomic<Bool>(false)

    /// Makes an unlocked lock.
    package init() {}

    /// Runs `body` while holding the lock.
    ///
    /// - Complexity: O(1) when the lock is free; a waiting thread yields its core every 64 tries,
    ///   because a holder that was preempted needs it more.
    package func withLock<T>(_ body: () -> T) -> T {
        var spins = 0
        while !locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            spins += 1
            if spins.isMultiple(of: 64) { _ = sched_yield() }
        }
        defer { locked.store(false, ordering: .releasing) }
        return body()
    }
}
