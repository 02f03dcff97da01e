import Typhoon

extension InjectionSlot {
    /// The filled value, or a stop that names the property and how to fill it.
    func read<T>(as type: T.Type, property: @autoclosure () -> String) -> T {
        if let value = value as? T { return value }
        if let value = valueBeingWrittenOnThisThread() as? T { return value }
        stop(.unfilledProperty(property: property(), type: typeName(T.self)))
    }
}

/// `Owner.name` for a wrapper's storage key path (`\Owner._name`).
func propertyName<Owner, Storage>(_ owner: Owner.Type, _ storage: KeyPath<Owner, Storage>) -> String {
    let path = String(describing: storage)
    let last = path.split(separator: ".").last.map(String.init) ?? path
    return "\(typeName(owner)).\(last.hasPrefix("_") ? String(last.dropFirst()) : last)"
}
