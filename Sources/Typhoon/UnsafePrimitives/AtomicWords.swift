// Safety statement
//
// Invariant: an `AtomicWords` owns `count` machine words at a fixed address from its init to its
//   deinit; every access while other threads may touch a word goes through `UnsafeAtomicWord`,
//   whose operations are the compiler's atomic builtins (CTyphoonAtomics).
// Owner: the class that stores the `AtomicWords` (a definition record, a record table, a
//   candidate); an `UnsafeAtomicWord` is a borrowed address and must not outlive that owner.
// Platforms: Linux (x86_64, arm64) checked here; the builtins are the same on every platform
//   Clang targets, including 32-bit watchOS, since a word is `intptr_t`.
// Covered by: ConcurrencyTests, StressTests and the model-based test, under ThreadSanitizer and
//   AddressSanitizer in `.ci/run`.

import CTyphoonAtomics

/// Machine words that threads read and write atomically, at an address that never moves.
///
/// It stands in for `Synchronization.Atomic`, which needs macOS 15 / iOS 18. Being `~Copyable`,
/// it has one owner, whose deinit frees the words.
@usableFromInline
struct AtomicWords: ~Copyable {
    @usableFromInline let base: UnsafeMutablePointer<Int>

    /// Allocates `count` words, each zero.
    init(count: Int) {
        base = .allocate(capacity: count)
        base.initialize(repeating: 0, count: count)
    }

    deinit {
        base.deallocate()
    }

    /// The word at `index`, borrowed from this owner.
    @inlinable
    subscript(index: Int) -> UnsafeAtomicWord {
        UnsafeAtomicWord(base + index)
    }
}

/// One word of an ``AtomicWords``, read and written with the atomic builtins.
///
/// - Warning: Unsafe: it is a bare address; its owner must outlive every use of it.
@usableFromInline
struct UnsafeAtomicWord {
    @usableFromInline let address: UnsafeMutablePointer<Int>

    @inlinable
    init(_ address: UnsafeMutablePointer<Int>) {
        self.address = address
    }

    /// The value, with every write that released it visible.
    @inlinable func loadAcquiring() -> Int { typhoon_atomic_load_acquire(address) }

    /// The value, ordering nothing else.
    @inlinable func loadRelaxed() -> Int { typhoon_atomic_load_relaxed(address) }

    /// Stores a value, releasing the writes before it to whoever acquires it.
    @inlinable func storeReleasing(_ value: Int) { typhoon_atomic_store_release(address, value) }

    /// Stores a value, ordering nothing else.
    @inlinable func storeRelaxed(_ value: Int) { typhoon_atomic_store_relaxed(address, value) }

    /// Stores a value and returns the one it replaced.
    @inlinable func exchange(_ value: Int) -> Int { typhoon_atomic_exchange(address, value) }

    /// Stores `desired` if the word holds `expected`; returns whether it did.
    @inlinable func compareExchange(expected: Int, desired: Int) -> Bool {
        typhoon_atomic_compare_exchange(address, expected, desired)
    }

    /// Adds `delta` (negative to subtract) and returns the new value.
    @inlinable @discardableResult func add(_ delta: Int) -> Int { typhoon_atomic_add(address, delta) }
}
