// Safety statement
//
// Invariant: each slot holds 0 or the address of a `DefinitionRecord` that the owning table keeps
//   in its `records` array for its whole life; slots are written once (0 to an address, with
//   release) under the table's lock and read with acquire by any thread. A full generation is
//   replaced by a larger copy, and every replaced generation is kept until the table goes,
//   because a reader may still be probing it.
// Owner: a `RecordTable`, which owns every generation and every record they point at.
// Platforms: no platform assumption (atomic words; capacities are powers of two).
// Covered by: every definition call in the suite, DefinitionIdentityTests, ConcurrencyTests and
//   StressTests, under ThreadSanitizer and AddressSanitizer in `.ci/run`.

/// One open-addressing array of a record table's slots, probed without a lock.
///
/// - Warning: Unsafe: the records it points at are owned by its table, which must outlive every
///   probe (a caller holds the assembly that owns the table).
@usableFromInline
final class UnsafeRecordSlots {
    @usableFromInline let mask: Int
    /// Each slot is a record's address, or 0.
    @usableFromInline let slots: AtomicWords
    /// How many slots are used; written under the table's lock.
    private(set) var count = 0

    init(capacity: Int) {
        mask = capacity - 1
        slots = AtomicWords(count: capacity)
    }

    /// Whether one more record would fill a quarter of the slots: kept that sparse so that a
    /// look-up rarely probes a second slot (a mispredicted branch costs more than the memory).
    var isQuarterFullAfterOneMore: Bool {
        (count + 1) * 4 > mask + 1
    }

    /// The record of a call site, if one is in the slots.
    @inlinable @inline(__always)
    func find(_ site: DefinitionSite) -> UnsafeReference<DefinitionRecord>? {
        findInFirstSlot(site) ?? findByProbing(site)
    }

    /// The record of a call site if it is in the site's first slot, written with the same copy of
    /// the `#fileID` literal.
    ///
    /// The common case, which needs so few registers that the function it is inlined into saves
    /// none. A collision, or a copy of the literal from another image, is found by probing
    /// (``findByProbing(_:)``).
    @inlinable @inline(__always)
    func findInFirstSlot(_ site: DefinitionSite) -> UnsafeReference<DefinitionRecord>? {
        guard let address = UnsafeRawPointer(bitPattern: slots[site.hash & mask].loadAcquiring()) else { return nil }
        let record = UnsafeReference<DefinitionRecord>(opaque: address)
        return record.borrow({ $0.site.isSameLiteral(as: site) }) ? record : nil
    }

    /// The record of a call site, probing from its first slot (compared again, this time by the
    /// file's text too): where ``findInFirstSlot(_:)`` has already failed.
    @usableFromInline @inline(never)
    func findByProbing(_ site: DefinitionSite) -> UnsafeReference<DefinitionRecord>? {
        var index = site.hash & mask
        while let address = UnsafeRawPointer(bitPattern: slots[index].loadAcquiring()) {
            let record = UnsafeReference<DefinitionRecord>(opaque: address)
            if record.borrow({ $0.site == site }) { return record }
            index = (index &+ 1) & mask
        }
        return nil
    }

    /// Puts a record in the first free slot of its probe sequence.
    ///
    /// Call with the table's lock held.
    func insert(_ record: DefinitionRecord) {
        var index = record.site.hash & mask
        while slots[index].loadRelaxed() != 0 {
            index = (index &+ 1) & mask
        }
        slots[index].storeReleasing(Int(bitPattern: Unmanaged.passUnretained(record).toOpaque()))
        count += 1
    }
}
