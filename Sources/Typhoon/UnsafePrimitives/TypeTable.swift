// Safety statement
//
// Invariant: `keys` and `values` hold `mask + 1` initialized optionals from init to
//   its deinit; the table is only read after it is built.
// Owner: the FactoryCore, which builds one at activation. The table is `~Copyable`: it cannot be
//   copied out of its owner, and its deinit frees the memory when the owner replaces it or goes.
// Platforms: the hash constant is the golden ratio of the word's width (32-bit watchOS too).
// Covered by: ByTypeLookupTests and the model-based test, under AddressSanitizer.

/// A read-only map from types to values, built once at activation.
///
/// `Dictionary` hashes an `ObjectIdentifier` with SipHash, which costs more than the rest of a
/// by-type look-up; a type's metadata address is already unique and well spread, so this table
/// mixes it with one multiplication and probes linearly. Its storage is plain memory, so copying
/// the table out of the factory touches no reference count; the factory frees it.
///
/// - Complexity: O(1) expected per look-up.
@usableFromInline
struct TypeTable<Value>: ~Copyable {
    private let keys: UnsafeMutablePointer<ObjectIdentifier?>
    private let values: UnsafeMutablePointer<Value?>
    private let mask: Int

    init(_ dictionary: [ObjectIdentifier: Value]) {
        var capacity = 8
        while capacity < dictionary.count * 2 { capacity *= 2 }
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: nil, count: capacity)
        values = .allocate(capacity: capacity)
        values.initialize(repeating: nil, count: capacity)
        mask = capacity - 1
        for (key, value) in dictionary {
            var index = Self.slot(of: key, mask: mask)
            while keys[index] != nil { index = (index + 1) & mask }
            keys[index] = key
            values[index] = value
        }
    }

    deinit {
        keys.deinitialize(count: mask + 1)
        keys.deallocate()
        values.deinitialize(count: mask + 1)
        values.deallocate()
    }

    @usableFromInline
    subscript(key: ObjectIdentifier) -> Value? {
        var index = Self.slot(of: key, mask: mask)
        while let stored = keys[index] {
            if stored == key { return values[index] }
            index = (index + 1) & mask
        }
        return nil
    }

    private static func slot(of key: ObjectIdentifier, mask: Int) -> Int {
        // Fibonacci hashing: the high half of the product mixes every bit of the key.
        let bits = UInt(bitPattern: Int(bitPattern: key)) &* goldenRatioMultiplier
        return Int(truncatingIfNeeded: bits >> (UInt.bitWidth / 2)) & mask
    }
}

/// The golden ratio of the word's width, for Fibonacci hashing.
///
/// A key multiplied by it has high bits that mix every bit of the key. Built from 32-bit halves
/// so that it compiles where `UInt` is 32 bits wide (arm64_32).
@inline(__always)
var goldenRatioMultiplier: UInt {
    UInt.bitWidth == 64 ? UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64) : 0x9E37_79B9
}
