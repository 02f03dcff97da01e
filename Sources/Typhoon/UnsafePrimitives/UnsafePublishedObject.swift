// Safety statement
//
// Invariant: the word holds 0 or the address of an object retained once for it. Readers load the
//   address without a lock and use it unretained until they retain it (a definition's front,
//   where it is inlined: `unretainedReference`), so an object that leaves the word (replaced by
//   a patch, forgotten by a detach or a factory's release) is never released while the word's
//   owner lives: it moves to the owner's `retired` list, which the owner frees in its deinit,
//   when no reader can remain (a reader holds the assembly whose table owns the record). The
//   list stays short: a record publishes through the word only until its definition's first
//   patch and keeps its singleton under its lock from then on, so at most one object is ever
//   retired per record.
// Owner: a `DefinitionRecord`, which stores the word in its `AtomicWords` and the retired list,
//   guards writes with its table's lock, and calls `releaseCurrent()` in its deinit.
// Platforms: no platform assumption (atomic words, `Unmanaged`).
// Covered by: StressTests (patch and detach under readers, a factory released while threads
//   resolve from it) under AddressSanitizer and ThreadSanitizer in `.ci/run`; PatchTests (what
//   patches and detaches replace is freed while the assembly lives).

/// The published instance of a no-argument singleton, read by every thread without a lock.
///
/// - Warning: Unsafe: a view of its owner's word, valid while the owner lives.
@usableFromInline
struct UnsafePublishedObject {
    @usableFromInline let word: UnsafeAtomicWord

    @inlinable
    init(_ word: UnsafeAtomicWord) {
        self.word = word
    }

    /// The published object, retained for the caller, or `nil`.
    @inlinable
    var object: AnyObject? {
        unretainedReference?.object
    }

    /// The published object, unretained, or `nil`.
    ///
    /// Valid while the owner lives, even once the object has left the word (it is retired, not
    /// released). Whoever keeps it past the owner's life retains it first
    /// (``UnsafeReference/object``).
    @inlinable
    var unretainedReference: UnsafeReference<AnyObject>? {
        let bits = word.loadAcquiring()
        guard let address = UnsafeRawPointer(bitPattern: bits) else { return nil }
        return UnsafeReference<AnyObject>(opaque: address)
    }

    /// Publishes an object, retiring the one it replaces.
    ///
    /// Call with the owner's lock held.
    func publish(_ object: AnyObject, retiringInto retired: inout [AnyObject]) {
        let bits = Int(bitPattern: Unmanaged.passRetained(object).toOpaque())
        retire(word.exchange(bits), into: &retired)
    }

    /// Empties the word, retiring what it held.
    ///
    /// Call with the owner's lock held.
    func retract(retiringInto retired: inout [AnyObject]) {
        retire(word.exchange(0), into: &retired)
    }

    /// Releases what the word holds; only the owner's deinit may, when no reader remains.
    func releaseCurrent() {
        if let address = UnsafeRawPointer(bitPattern: word.exchange(0)) {
            Unmanaged<AnyObject>.fromOpaque(address).release()
        }
    }

    private func retire(_ bits: Int, into retired: inout [AnyObject]) {
        guard let address = UnsafeRawPointer(bitPattern: bits) else { return }
        retired.append(Unmanaged<AnyObject>.fromOpaque(address).takeRetainedValue())
    }
}
