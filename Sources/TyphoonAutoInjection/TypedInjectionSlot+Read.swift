import Typhoon

extension TypedInjectionSlot {
    /// The filled value of a class's property, or a stop that names the property and how to fill
    /// it.
    ///
    /// Inlined so that the cast is specialized for `T` where the property is read; a collaborator
    /// assembly is cast as an object (``InjectionSlot/collaboratorAssembly``).
    @inlinable
    func read(property: @autoclosure () -> String) -> T {
        if T.self is AnyClass, let assembly = collaboratorAssembly, let typed = assembly as? T { return typed }
        if let value = value as? T { return value }
        return readBeingWritten { .unfilledProperty(property: property(), type: typeName(T.self)) }
    }

    /// The filled value of a wrapper that no class encloses (one in a struct), or a stop that
    /// names the type that declares it and where.
    @inlinable
    func readInValue() -> T {
        if let value = value as? T { return value }
        return readBeingWritten(orStop: unfilledInValue)
    }

    /// The error of a wrapper in a struct read before it was filled.
    @usableFromInline
    func unfilledInValue() -> TyphoonError {
        .unfilledWrapper(owner: "\(declaringType)", declaredAt: "\(fileID):\(line)", type: typeName(T.self))
    }

    /// The value a key-path write on this thread is storing, or a stop that points at the
    /// property's declaration: the property is empty.
    @usableFromInline
    func readBeingWritten(orStop unfilled: () -> TyphoonError) -> T {
        if let value = valueBeingWrittenOnThisThread() as? T { return value }
        stop(unfilled(), file: fileID, line: line)
    }
}

/// `Owner.name` for a wrapper's storage key path (`\Owner._name`).
@usableFromInline
func propertyName<Owner, Storage>(_ owner: Owner.Type, _ storage: KeyPath<Owner, Storage>) -> String {
    let path = String(describing: storage)
    let last = path.split(separator: ".").last.map(String.init) ?? path
    return "\(typeName(owner)).\(last.hasPrefix("_") ? String(last.dropFirst()) : last)"
}
