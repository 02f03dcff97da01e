import Typhoon

extension TypedInjectionSlot {
    /// The filled value, or a stop that names the property and how to fill it.
    ///
    /// Inlined so that the cast is specialized for `T` where the property is read.
    @inlinable
    func read(property: @autoclosure () -> String) -> T {
        if let value = value as? T { return value }
        return readBeingWritten(property: property())
    }

    /// The value a key-path write on this thread is storing, or a stop: the property is empty.
    @usableFromInline
    func readBeingWritten(property: String) -> T {
        if let value = valueBeingWrittenOnThisThread() as? T { return value }
        stop(.unfilledProperty(property: property, type: typeName(T.self)))
    }
}

/// `Owner.name` for a wrapper's storage key path (`\Owner._name`).
@usableFromInline
func propertyName<Owner, Storage>(_ owner: Owner.Type, _ storage: KeyPath<Owner, Storage>) -> String {
    let path = String(describing: storage)
    let last = path.split(separator: ".").last.map(String.init) ?? path
    return "\(typeName(owner)).\(last.hasPrefix("_") ? String(last.dropFirst()) : last)"
}
