/// A read-only map from types to values, built once at activation.
///
/// `Dictionary` hashes an `ObjectIdentifier` with SipHash, which costs more than the rest of a
/// by-type look-up; a type's metadata address is already unique and well spread, so this table
/// mixes it with one multiplication and probes linearly.
///
/// - Complexity: O(1) expected per look-up.
struct TypeTable<Value> {
    private let keys: [ObjectIdentifier?]
    private let values: [Value?]
    private let mask: Int

    init(_ dictionary: [ObjectIdentifier: Value]) {
        var capacity = 8
        while capacity < dictionary.count * 2 { capacity *= 2 }
        var keys = [ObjectIdentifier?](repeating: nil, count: capacity)
        var values = [Value?](repeating: nil, count: capacity)
        for (key, value) in dictionary {
            var index = Self.slot(of: key, mask: capacity - 1)
            while keys[index] != nil { index = (index + 1) & (capacity - 1) }
            keys[index] = key
            values[index] = value
        }
        self.keys = keys
        self.values = values
        self.mask = capacity - 1
    }

    subscript(key: ObjectIdentifier) -> Value? {
        var index = Self.slot(of: key, mask: mask)
        while let stored = keys[index] {
            if stored == key { return values[index] }
            index = (index + 1) & mask
        }
        return nil
    }

    private static func slot(of key: ObjectIdentifier, mask: Int) -> Int {
        let bits = UInt(bitPattern: Int(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: bits >> 32) & mask
    }
}
