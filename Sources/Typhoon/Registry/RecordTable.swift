#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An assembly's definition records, found by call site without taking a lock.
///
/// Records are only ever added while the assembly is active, so readers probe an
/// open-addressing array of atomic slots; a writer takes the lock, and when the array is half
/// full publishes a twice-as-large copy. Replaced arrays are kept until the table goes (a reader
/// may still be probing one), which costs at most as much again as the current array.
///
/// - Complexity: A look-up is O(1) expected; activation adds nothing per definition, since a
///   record is made on the definition's first call.
@usableFromInline
final class RecordTable: @unchecked Sendable {
    /// One array of slots; the table keeps every generation it made.
    @usableFromInline
    final class Generation {
        @usableFromInline let mask: Int
        /// Each slot is a record's address, or 0; the generation owns them.
        @usableFromInline let slots: AtomicWords
        var count = 0

        init(capacity: Int) {
            mask = capacity - 1
            slots = AtomicWords(count: capacity)
        }

        @inlinable
        func find(_ site: DefinitionSite) -> UnsafeRawPointer? {
            var index = site.hash & mask
            while let pointer = UnsafeRawPointer(bitPattern: slots[index].loadAcquiring()) {
                let matches = Unmanaged<DefinitionRecord>.fromOpaque(pointer)._withUnsafeGuaranteedRef {
                    $0.site == site
                }
                if matches { return pointer }
                index = (index &+ 1) & mask
            }
            return nil
        }

        func insert(_ record: DefinitionRecord) {
            var index = record.site.hash & mask
            while slots[index].loadRelaxed() != 0 {
                index = (index &+ 1) & mask
            }
            slots[index].storeReleasing(Int(bitPattern: Unmanaged.passUnretained(record).toOpaque()))
            count += 1
        }
    }

    /// Where the assembly stands: never activated, active, or its factory was released.
    @usableFromInline
    enum State: UInt8 {
        case inactive, active, released
    }

    /// The current generation's address, and the ``State``: read without a lock.
    @usableFromInline let atomics = AtomicWords(count: 2)
    /// The thread-local key of the resolution context, copied so that the hot path skips the
    /// global's lazy initialization check.
    @usableFromInline let contextKey = Typhoon.contextKey
    /// Guards insertion, the records' shared instances and patches.
    @usableFromInline let lock = Lock()
    private var generations: [Generation]
    private var records: [DefinitionRecord] = []

    init() {
        let first = Generation(capacity: 16)
        generations = [first]
        setCurrent(first)
    }

    /// The generation readers probe; the table keeps it (and every older one) alive.
    @inlinable
    var current: Unmanaged<Generation> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: atomics[0].loadAcquiring())!)
    }

    private func setCurrent(_ generation: Generation) {
        atomics[0].storeReleasing(Int(bitPattern: Unmanaged.passUnretained(generation).toOpaque()))
    }

    @inlinable
    var state: State {
        State(rawValue: UInt8(truncatingIfNeeded: atomics[1].loadAcquiring())) ?? .inactive
    }

    func setState(_ state: State) {
        atomics[1].storeReleasing(Int(state.rawValue))
    }

    /// The record for a call site, if its definition has been called before.
    @inlinable
    func find(_ site: DefinitionSite) -> Unmanaged<DefinitionRecord>? {
        let pointer = current._withUnsafeGuaranteedRef { $0.find(site) }
        return pointer.map { Unmanaged.fromOpaque($0) }
    }

    /// Adds a record, or returns the one another thread added first for the same call site.
    @usableFromInline
    func insert(_ record: DefinitionRecord) -> DefinitionRecord {
        lock.withLock {
            let generation = current.takeUnretainedValue()
            if let existing = generation.find(record.site) {
                return Unmanaged<DefinitionRecord>.fromOpaque(existing).takeUnretainedValue()
            }
            records.append(record)
            if (generation.count + 1) * 2 > generation.mask + 1 {
                grow(from: generation)
            }
            current.takeUnretainedValue().insert(record)
            return record
        }
    }

    private func grow(from generation: Generation) {
        let larger = Generation(capacity: (generation.mask + 1) * 2)
        for record in records.dropLast() {
            larger.insert(record)
        }
        generations.append(larger)
        setCurrent(larger)
    }

    /// Drops every shared instance, when the factory is released.
    func release() {
        setState(.released)
        let dropped = lock.withLock {
            var dropped: [Any] = []
            for record in records {
                dropped += record.resetShared() + record.dropRetired()
            }
            return dropped
        }
        withExtendedLifetime(dropped) {}
    }
}
