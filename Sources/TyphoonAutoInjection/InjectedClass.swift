import Typhoon

/// A property filled by type with the one component whose class is, or inherits from, `T`.
///
/// Use it for top-level objects (controllers, test cases) whose dependencies are obvious from
/// their types, instead of writing a definition for them:
///
/// ```swift
/// final class ChannelBrowserController {
///     @InjectedClass var webService: HttpWebService
/// }
/// let controller = ChannelBrowserController()
/// try factory.inject(controller)
/// ```
///
/// ``Typhoon/ComponentFactory/inject(_:)-860pq`` fills it, and so does the factory when it builds an instance of the enclosing
/// class; a value a definition injects explicitly wins. Reading it before it is filled stops
/// with a message that names the property and how to fill it. In an ``Typhoon/Assembly``, a property of
/// an assembly type is a collaborating assembly, filled at activation. It refers to that assembly
/// without keeping it, so assemblies may name each other: the factory keeps its assemblies, and
/// dropping the factory (or the assembly you activated) frees them all. Reading it after that
/// stops with a message that says to keep the factory.
@propertyWrapper
public struct InjectedClass<T: AnyObject>: InjectionSlotCarrier {
    @usableFromInline let slot: TypedInjectionSlot<T>

    /// The slot, for the container.
    package var injectionSlot: InjectionSlot { slot }

    /// Makes an empty property, to be filled by type: `@InjectedClass var name: Type`.
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
