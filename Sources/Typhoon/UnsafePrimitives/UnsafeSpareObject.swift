// Safety statement
//
// Invariant: the word holds 0 or the address of an object retained once for it that nothing else
//   refers to: `offer` stores only an object it finds uniquely referenced (the caller's reference,
//   which it consumes), and `take` empties the word in one atomic exchange, so at most one thread
//   holds the object at any time, and that thread holds its only reference. The exchange and the
//   compare-and-swap order the memory: what the last holder wrote happens before the next holder's
//   reads.
// Owner: a `DefinitionRecord`, which stores the word in its `AtomicWords` and calls
//   `releaseCurrent()` in its deinit. The objects are the definitions that in-place builds run
//   their configuration on (`Definition.forBuild(in:scope:)`), holding nothing the user made when they
//   are offered (their steps empty), so releasing one runs no user code.
// Platforms: no platform assumption (atomic words, `Unmanaged`).
// Covered by: InPlaceInjectionTests (a definition kept by its configuration is not reused),
//   ConcurrencyTests and StressTests (builds of one definition on several threads) under
//   ThreadSanitizer and AddressSanitizer in `.ci/run`.

/// One object kept for the next build to reuse instead of allocating one, taken by one thread at
/// a time.
///
/// - Warning: Unsafe: a view of its owner's word, valid while the owner lives.
struct UnsafeSpareObject {
    let word: UnsafeAtomicWord

    init(_ word: UnsafeAtomicWord) {
        self.word = word
    }

    /// The spare object, now the caller's alone, if there is one of class `T` exactly.
    ///
    /// There is none when another thread, or an enclosing build of the same definition on this
    /// one, has it. One of another class is released.
    func take<T: AnyObject>(as _: T.Type) -> T? {
        guard let address = UnsafeRawPointer(bitPattern: word.exchange(0)) else { return nil }
        let spare = Unmanaged<AnyObject>.fromOpaque(address)
        // Its metadata compared, the object is a `T`: the retain the word held moves to the result.
        guard ObjectIdentifier(type(of: spare.takeUnretainedValue())) == ObjectIdentifier(T.self) else {
            spare.release()
            return nil
        }
        return Unmanaged<T>.fromOpaque(address).takeRetainedValue()
    }

    /// Keeps `object` as the spare if nothing else refers to it and no spare is kept; otherwise
    /// lets it go.
    func offer(_ object: consuming AnyObject) {
        var object = consume object
        guard isKnownUniquelyReferenced(&object) else { return }
        // The caller's reference becomes the word's: a retain, and the release of the local
        // right after it, which the optimizer pairs away.
        let bits = Int(bitPattern: Unmanaged.passRetained(object).toOpaque())
        _ = consume object
        if !word.compareExchange(expected: 0, desired: bits) {
            Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release()
        }
    }

    /// Releases the spare; only the owner's deinit may.
    func releaseCurrent() {
        if let address = UnsafeRawPointer(bitPattern: word.exchange(0)) {
            Unmanaged<AnyObject>.fromOpaque(address).release()
        }
    }
}
