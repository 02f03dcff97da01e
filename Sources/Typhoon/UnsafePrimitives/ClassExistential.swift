// Safety statement
//
// Invariant: a class-bound existential with one protocol (`any Quest` where `Quest: AnyObject`) is
//   two words, the object's address then the conformance's witness table, on every platform
//   Swift's ABI covers. A witness table is learned from a value the runtime's own cast made
//   (`object as? R`), and only after checking that its first word is that object; it is reused
//   only for objects of the same class (compared by metadata address), for which the runtime
//   would return the same table.
// Owner: the witness table is the runtime's, alive for the process; the words that remember it
//   belong to a `DefinitionRecord`.
// Platforms: Linux x86_64 and arm64 checked here; the layout is Swift's ABI on Apple platforms
//   (32-bit watchOS included: two pointer-sized words).
// Covered by: ProtocolTypeTests and the model-based test (components declared as protocols),
//   under AddressSanitizer debug and release.

/// Builds class-bound existentials from an object and a remembered witness table, so that a
/// conversion that the runtime would look up on every build costs two stores.
@usableFromInline
enum ClassExistential {
    /// Whether `R` may be an existential of one class-bound protocol: two words, not a class.
    ///
    /// ``witness(of:holding:)`` confirms it on a value.
    @inlinable
    static func mayBeSingleProtocol<R>(_: R.Type) -> Bool {
        !isClassType(R.self) && MemoryLayout<R>.size == 2 * MemoryLayout<Int>.size
    }

    /// The existential of `object` with a table learned by ``witness(of:holding:)``.
    @inlinable
    static func make<R>(_ object: consuming AnyObject, witness: Int) -> R {
        unsafeBitCast((object, witness), to: R.self)
    }

    /// The witness table inside `value`, if it is laid out as `object` followed by a table: then
    /// `R` is a class-bound protocol's existential (a value of another two-word type does not
    /// start with the object's address, since the runtime's cast made it from the object).
    @inlinable
    static func witness<R>(of value: R, holding object: AnyObject) -> Int? {
        guard mayBeSingleProtocol(R.self) else { return nil }
        let words = withUnsafeBytes(of: value) {
            ($0.load(as: Int.self), $0.load(fromByteOffset: MemoryLayout<Int>.size, as: Int.self))
        }
        guard words.0 == Int(bitPattern: Unmanaged.passUnretained(object).toOpaque()), words.1 != 0 else {
            return nil
        }
        return words.1
    }
}

/// The instance as an object when `C` is a class (or an existential holding one).
@inlinable
func objectIfClass<C>(_ instance: C) -> AnyObject? {
    if C.self is AnyClass {
        return uncheckedObject(instance)
    }
    if type(of: instance as Any) is AnyClass {
        return instance as AnyObject
    }
    return nil
}
