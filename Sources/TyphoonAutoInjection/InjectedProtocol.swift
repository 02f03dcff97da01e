import Typhoon

/// A property filled by type with the one component listed as `T`, typically a protocol.
///
/// Use it where a class depends on an abstraction: `@InjectedProtocol var imageProvider: any
/// ImageProvider` is filled with the component whose declared type is `any ImageProvider` or
/// that names it in `implements:`. It behaves like ``InjectedClass`` in every other way.
@propertyWrapper
public struct InjectedProtocol<T>: InjectionSlotCarrier {
    package let injectionSlot: InjectionSlot

    /// Makes an empty property, to be filled by type.
    public init() {
        injectionSlot = InjectionSlot.make(for: T.self)
    }

    /// The injected component; setting it by hand works too.
    public var wrappedValue: T {
        get { injectionSlot.read(as: T.self, property: "an @InjectedProtocol property") }
        set { injectionSlot.value = newValue }
    }

    /// Reads and writes the property of a class instance, naming it if it was never filled.
    public static subscript<Owner: AnyObject>(
        _enclosingInstance instance: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, T>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> T {
        get {
            instance[keyPath: storageKeyPath].injectionSlot.read(
                as: T.self, property: propertyName(Owner.self, storageKeyPath))
        }
        set { instance[keyPath: storageKeyPath].injectionSlot.value = newValue }
    }
}
