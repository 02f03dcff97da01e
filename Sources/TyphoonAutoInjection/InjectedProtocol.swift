import Typhoon

/// A property filled by type with the one component listed as `T`, typically a protocol.
///
/// Use it where a class depends on an abstraction: `@InjectedProtocol var imageProvider: any
/// ImageProvider` is filled with the component whose declared type is `any ImageProvider` or
/// that names it in `implements:`. It behaves like ``InjectedClass`` in every other way.
@propertyWrapper
public struct InjectedProtocol<T>: InjectionSlotCarrier {
    @usableFromInline let slot: TypedInjectionSlot<T>

    /// The slot, for the container.
    package var injectionSlot: InjectionSlot { slot }

    /// Makes an empty property, to be filled by type: `@InjectedProtocol var name: Type`.
    ///
    /// - Parameters:
    ///   - declaringType: The type that declares the property; Swift passes it.
    ///   - fileID: The file of the declaration; Swift passes it.
    ///   - line: The line of the declaration; Swift passes it. The three name the property in
    ///     the message of a read before it was filled when it is in a struct, where Swift does not
    ///     tell a wrapper its enclosing instance.
    @inlinable
    // Swift calls it for `@InjectedProtocol var x: T` with the defaults; nobody writes it, so the
    // reference leaves it out.
    @_documentation(visibility: internal)
    public init(declaringType: StaticString = #function, fileID: StaticString = #fileID, line: UInt = #line) {
        slot = TypedInjectionSlot<T>(declaringType: declaringType, fileID: fileID, line: line)
    }

    /// The injected component; setting it by hand works too.
    public var wrappedValue: T {
        get { slot.readInValue() }
        set { slot.value = newValue }
    }

    /// Reads and writes the property of a class instance, naming it if it was never filled.
    @inlinable
    public static subscript<Owner: AnyObject>(
        _enclosingInstance instance: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, T>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> T {
        get {
            instance[keyPath: storageKeyPath].slot.read(property: propertyName(Owner.self, storageKeyPath))
        }
        set { instance[keyPath: storageKeyPath].slot.value = newValue }
    }
}
