/// What a built instance's class asks of the container beyond its definition.
///
/// Learned once per definition and class and packed with the class's metadata address into one
/// atomic word of the record, so that a build needs no dynamic cast to know it.
@usableFromInline
enum ClassTraits {
    @usableFromInline static let injectionAware = 1
    @usableFromInline static let factoryAware = 2
    @usableFromInline static let autoInjected = 4

    /// The traits of an instance's class, from the record's cache when it built that class
    /// before.
    ///
    /// The cache is checked with the instance's dynamic type alone, so the common case neither
    /// casts nor retains the instance.
    @inlinable @inline(__always)
    static func of<C>(_ instance: C, cachedIn cache: UnsafeAtomicWord) -> Int {
        let metadata = Int(bitPattern: ObjectIdentifier(type(of: instance)))
        let packed = cache.loadRelaxed()
        if packed & ~7 == metadata {
            return packed & 7
        }
        return learn(objectIfClass(instance), metadata: metadata, in: cache)
    }

    /// Works out the traits of a class not seen before and caches them.
    @usableFromInline
    static func learn(_ object: AnyObject?, metadata: Int, in cache: UnsafeAtomicWord) -> Int {
        var traits = 0
        if let object {
            if object is any InjectionAware { traits |= injectionAware }
            if object is any FactoryAware { traits |= factoryAware }
            if SlotLayout.of(type(of: object)).hasSlots { traits |= autoInjected }
        }
        cache.storeRelaxed(metadata | traits)
        return traits
    }
}
