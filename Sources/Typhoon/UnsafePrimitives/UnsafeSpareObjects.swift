// Safety statement
//
// Invariant: each word holds 0 or the address of an object retained once for it that nothing else
//   refers to: `offer` stores only an object it finds uniquely referenced (the caller's reference,
//   which it consumes), and `take` empties the word before it hands the object over, so its holder
//   holds its only reference; an object `offer` displaces is released after the word names the new
//   one. Only the owner's thread touches the words (relaxed loads and stores, no atomic
//   read-modify-write): a spare never crosses threads.
// Owner: a thread's `ResolutionContext`, which stores them; their deinit releases the objects and
//   frees the words. The objects are the definitions that in-place builds run their
//   configuration on (`Definition.forBuild(in:scope:)`), holding nothing the user made when they are
//   offered (their steps empty; one whose after call-backs ran is emptied first,
//   `emptiedForReuse`), so releasing one runs no user code.
// Platforms: no platform assumption (words, `Unmanaged`).
// Covered by: SpareObjectsTests (a spare taken back by its class only; one referred to elsewhere
//   not kept; the class offered last takes a shared slot and the displaced spare is released),
//   DefinitionReuseTests (a definition for builds in place emptied of its after call-backs, one
//   that gathers never), InPlaceInjectionTests (every build runs its own after call-back once as
//   the thread reuses its definition; a definition kept by its configuration is not reused; builds
//   of two classes and of nested definitions each reuse theirs), ConcurrencyTests and StressTests
//   (builds of one definition on several threads) under ThreadSanitizer and AddressSanitizer in
//   `.ci/run`.

/// Objects kept by one thread for its next builds to reuse instead of allocating them: one per
/// slot, a class's slot chosen by its metadata's address.
///
/// Two classes that share a slot take turns in it: each offer replaces the other's spare, and a
/// build that finds the other class's allocates, which costs what the reuse saves and nothing
/// else.
///
/// - Warning: Unsafe: used only on its owner's thread.
struct UnsafeSpareObjects: ~Copyable {
    /// How many slots there are: a power of two.
    private static let count = 8

    private let words: UnsafeMutablePointer<Int>

    init() {
        words = .allocate(capacity: Self.count)
        words.initialize(repeating: 0, count: Self.count)
    }

    deinit {
        for index in 0..<Self.count {
            if let address = UnsafeRawPointer(bitPattern: words[index]) {
                Unmanaged<AnyObject>.fromOpaque(address).release()
            }
        }
        words.deallocate()
    }

    /// The slot of the objects of class `metadata`.
    @inline(__always)
    private func slot(of metadata: ObjectIdentifier) -> UnsafeMutablePointer<Int> {
        // Metadata is at least 16-byte aligned: the bits above the alignment tell classes apart.
        words + (Int(bitPattern: metadata) &>> 4 & (Self.count - 1))
    }

    /// The spare object of class `T` exactly, now the caller's alone, if there is one.
    ///
    /// There is none when an enclosing build of the same class on this thread has it, or another
    /// class has the slot.
    func take<T: AnyObject>(as _: T.Type) -> T? {
        let word = slot(of: ObjectIdentifier(T.self))
        guard let address = UnsafeRawPointer(bitPattern: word.pointee) else { return nil }
        // Its metadata compared, the object is a `T`: the retain the word held moves to the result.
        let spare = Unmanaged<AnyObject>.fromOpaque(address)
        guard ObjectIdentifier(type(of: spare.takeUnretainedValue())) == ObjectIdentifier(T.self) else { return nil }
        word.pointee = 0
        return Unmanaged<T>.fromOpaque(address).takeRetainedValue()
    }

    /// Keeps `object` as the spare of its class if nothing else refers to it, in place of any
    /// other class's spare in its slot (released); otherwise lets it go.
    ///
    /// The class offered last keeps the slot: a loop that builds one class again and again reuses
    /// its spare whichever classes held the slot before. Kept by the first class instead, a class
    /// whose slot an earlier one filled allocated on every build for as long as the thread lived.
    ///
    /// The object is tested as an optional: without optimization, the test of a non-optional
    /// `AnyObject` never finds it unique, and such a build kept no spare at all.
    func offer(_ object: consuming AnyObject) {
        var object: AnyObject? = consume object
        guard isKnownUniquelyReferenced(&object), let object else { return }
        let word = slot(of: ObjectIdentifier(type(of: object)))
        let displaced = UnsafeRawPointer(bitPattern: word.pointee)
        // The caller's reference becomes the word's: a retain, and the release of the local right
        // after it, which the optimizer pairs away.
        word.pointee = Int(bitPattern: Unmanaged.passRetained(object).toOpaque())
        // Released once the word no longer names it: a spare holds nothing the user made, so its
        // deinit runs no user code that could reach this slot meanwhile.
        if let displaced { Unmanaged<AnyObject>.fromOpaque(displaced).release() }
    }
}
