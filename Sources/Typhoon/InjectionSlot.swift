/// The storage behind an auto-injected property (`@InjectedClass`, `@InjectedProtocol`): the
/// type it needs and the value once filled.
///
/// It is a reference, so the container can fill the property of an instance it only sees through
/// `Mirror`. Shared between the modules with `package`, not `public`.
package final class InjectionSlot: @unchecked Sendable {
    /// The type the property needs.
    package let requiredType: Any.Type
    /// Whether a value is of the required type (`is` needs the static type, which the wrapper has).
    package let accepts: (Any) -> Bool
    private let lock = Lock()
    private var storage: Any?

    /// Makes an empty slot for a property of type `T`.
    package init<T>(for type: T.Type) {
        requiredType = T.self
        accepts = { $0 is T }
    }

    /// The value, or `nil` while the property was never filled.
    package var value: Any? {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}

/// A property wrapper that carries an ``InjectionSlot``.
package protocol InjectionSlotCarrier {
    /// The wrapper's slot.
    var injectionSlot: InjectionSlot { get }
}

/// Finds the slots of an instance: its own class's and its superclasses'.
///
/// Which classes have none is worked out once per class, so that building a component of such a
/// class (most classes) never reflects.
package enum SlotScanner {
    private static let classesWithSlots = Protected<[ObjectIdentifier: Bool]>([:])

    /// Whether instances of the object's class have any auto-injected property.
    package static func hasSlots(_ object: AnyObject) -> Bool {
        let identifier = ObjectIdentifier(type(of: object))
        if let known = classesWithSlots.withLock({ $0[identifier] }) {
            return known
        }
        let found = !slots(of: object).isEmpty
        classesWithSlots.withLock { $0[identifier] = found }
        return found
    }

    /// Every slot of the object, with the name of its property, superclasses' first.
    package static func slots(of object: AnyObject) -> [(property: String, slot: InjectionSlot)] {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            mirrors.append(current)
            mirror = current.superclassMirror
        }
        return mirrors.reversed().flatMap { mirror in
            mirror.children.compactMap { child -> (String, InjectionSlot)? in
                guard let carrier = child.value as? any InjectionSlotCarrier else { return nil }
                let label = child.label ?? "?"
                return (label.hasPrefix("_") ? String(label.dropFirst()) : label, carrier.injectionSlot)
            }
        }
    }
}
