import Synchronization

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
        @usableFromInline let slots: UnsafeMutablePointer<Atomic<UnsafeRawPointer?>>
        var count = 0

        init(capacity: Int) {
            mask = capacity - 1
            slots = .allocate(capacity: capacity)
            for index in 0..<capacity {
                (slots + index).initialize(to: Atomic(nil))
            }
        }

        deinit {
            slots.deinitialize(count: mask + 1)
            slots.deallocate()
        }

        @inlinable
        func find(_ site: DefinitionSite) -> UnsafeRawPointer? {
            var index = site.hash & mask
            while let pointer = slots[index].load(ordering: .acquiring) {
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
            while slots[index].load(ordering: .relaxed) != nil {
                index = (index &+ 1) & mask
            }
            slots[index].store(UnsafeRawPointer(Unmanaged.passUnretained(record).toOpaque()), ordering: .releasing)
            count += 1
        }
    }

    /// Where the assembly stands: never activated, active, or its factory was released.
    @usableFromInline
    enum State: UInt8 {
        case inactive, active, released
    }

    @usableFromInline let current: Atomic<Unmanaged<Generation>>
    /// The thread-local key of the resolution context, copied so that the hot path skips the
    /// global's lazy initialization check.
    @usableFromInline let contextKey = Typhoon.contextKey
    @usableFromInline let stateValue = Atomic<UInt8>(State.inactive.rawValue)
    /// Guards insertion, the records' shared instances and patches.
    @usableFromInline let lock = Lock()
    private var generations: [Generation]
    private var records: [DefinitionRecord] = []

    init() {
        let first = Generation(capacity: 16)
        generations = [first]
        current = Atomic(Unmanaged.passUnretained(first))
    }

    @inlinable
    var state: State {
        State(rawValue: stateValue.load(ordering: .acquiring)) ?? .inactive
    }

    func setState(_ state: State) {
        stateValue.store(state.rawValue, ordering: .releasing)
    }

    /// The record for a call site, if its definition has been called before.
    @inlinable
    func find(_ site: DefinitionSite) -> Unmanaged<DefinitionRecord>? {
        let pointer = current.load(ordering: .acquiring)._withUnsafeGuaranteedRef { $0.find(site) }
        return pointer.map { Unmanaged.fromOpaque($0) }
    }

    /// Adds a record, or returns the one another thread added first for the same call site.
    @usableFromInline
    func insert(_ record: DefinitionRecord) -> DefinitionRecord {
        lock.withLock {
            let generation = current.load(ordering: .relaxed).takeUnretainedValue()
            if let existing = generation.find(record.site) {
                return Unmanaged<DefinitionRecord>.fromOpaque(existing).takeUnretainedValue()
            }
            records.append(record)
            if (generation.count + 1) * 2 > generation.mask + 1 {
                grow(from: generation)
            }
            current.load(ordering: .relaxed).takeUnretainedValue().insert(record)
            return record
        }
    }

    private func grow(from generation: Generation) {
        let larger = Generation(capacity: (generation.mask + 1) * 2)
        for record in records.dropLast() {
            larger.insert(record)
        }
        generations.append(larger)
        current.store(Unmanaged.passUnretained(larger), ordering: .releasing)
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
        _ = consume dropped
    }
}
