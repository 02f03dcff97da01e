import Synchronization

/// The storage behind an auto-injected property (`@InjectedClass`, `@InjectedProtocol`): the
/// type it needs and the value once filled.
///
/// It is a reference, so the container can fill the property of an instance it only sees through
/// `Mirror`. Shared between the modules with `package`, not `public`. Reads take no lock (a
/// test case reads its properties often); a value replaced by a later write is kept until the
/// slot goes, because a reader on another thread may still be using it.
@usableFromInline
package class InjectionSlot: @unchecked Sendable {
    /// A filled value, immutable once published.
    private final class Holder {
        let value: Any
        init(_ value: Any) { self.value = value }
    }

    /// The type the property needs.
    package let requiredType: Any.Type
    private let current = Atomic<Unmanaged<Holder>?>(nil)
    private let writing = Atomic<Bool>(false)
    private var replaced: [Holder] = []

    @usableFromInline
    init(requiredType: Any.Type) {
        self.requiredType = requiredType
    }

    deinit {
        current.load(ordering: .acquiring)?.release()
    }

    /// Makes an empty slot for a property of type `T`.
    ///
    /// Inlined so that the slot's class is specialized where the wrapper is used, instead of
    /// being looked up in the runtime's generic-metadata cache for every wrapper.
    @inlinable
    package static func make<T>(for type: T.Type) -> InjectionSlot {
        TypedInjectionSlot<T>()
    }

    /// Whether a value is of the required type.
    package func accepts(_ value: Any) -> Bool {
        false
    }

    /// The value, or `nil` while the property was never filled.
    package var value: Any? {
        get {
            guard let holder = current.load(ordering: .acquiring) else { return nil }
            let value: Any = holder._withUnsafeGuaranteedRef { $0.value }
            return value
        }
        set {
            let holder = newValue.map { Unmanaged.passRetained(Holder($0)) }
            while !writing.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {}
            if let old = current.exchange(holder, ordering: .acquiringAndReleasing) {
                replaced.append(old.takeRetainedValue())
            }
            writing.store(false, ordering: .releasing)
        }
    }
}

/// A slot that knows its property's static type, so that it can check a value with `is`.
@usableFromInline
final class TypedInjectionSlot<T>: InjectionSlot, @unchecked Sendable {
    @usableFromInline
    init() {
        super.init(requiredType: T.self)
    }

    override func accepts(_ value: Any) -> Bool {
        value is T
    }
}

/// A property wrapper that carries an ``InjectionSlot``.
package protocol InjectionSlotCarrier {
    /// The wrapper's slot.
    var injectionSlot: InjectionSlot { get }
}

/// Finds the slots of an instance: its own class's and its superclasses'.
///
/// `Mirror` is far too slow to run on every `inject(_:)` (it demangles each field's type), so it
/// runs once per class: it tells which properties are auto-injected, and the first instance
/// tells where in the object each slot reference is stored. Later instances of the class are
/// read at those offsets. A class whose layout cannot be learned that way is reflected each time.
package enum SlotScanner {
    /// Where a class's slots are, or `nil` offsets when they could not be located.
    private struct Layout {
        let properties: [String]
        let offsets: [Int]?
    }

    private static let layouts = Protected<[ObjectIdentifier: Layout]>([:])

    /// Whether instances of the object's class have any auto-injected property.
    package static func hasSlots(_ object: AnyObject) -> Bool {
        !layout(of: object).properties.isEmpty
    }

    /// Every slot of the object, with the name of its property, superclasses' first.
    ///
    /// - Complexity: O(number of slots) after the first instance of a class.
    package static func slots(of object: AnyObject) -> [(property: String, slot: InjectionSlot)] {
        let layout = layout(of: object)
        guard !layout.properties.isEmpty else { return [] }
        guard let offsets = layout.offsets else { return reflectedSlots(of: object) }
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return zip(layout.properties, offsets).map { property, offset in
            let pointer = base.load(fromByteOffset: offset, as: UnsafeRawPointer.self)
            return (property, Unmanaged<InjectionSlot>.fromOpaque(pointer).takeUnretainedValue())
        }
    }

    private static func layout(of object: AnyObject) -> Layout {
        let identifier = ObjectIdentifier(type(of: object))
        if let known = layouts.withLock({ $0[identifier] }) {
            return known
        }
        let reflected = reflectedSlots(of: object)
        let layout = Layout(
            properties: reflected.map(\.property), offsets: offsets(of: reflected.map(\.slot), in: object))
        layouts.withLock { $0[identifier] = layout }
        return layout
    }

    /// The offset of each slot's reference in the object, found by looking for the reference word by
    /// word after the object's header.
    ///
    /// The search stops at the last slot, so it never reads past the object; a slot is referenced by
    /// its wrapper only, so the first match is its field.
    private static func offsets(of slots: [InjectionSlot], in object: AnyObject) -> [Int]? {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        let word = MemoryLayout<UnsafeRawPointer>.size
        var offsets: [Int] = []
        for slot in slots {
            let target = UnsafeRawPointer(Unmanaged.passUnretained(slot).toOpaque())
            var offset = (offsets.last ?? word) + word
            while offset < 1 << 16, base.load(fromByteOffset: offset, as: UnsafeRawPointer?.self) != target {
                offset += word
            }
            guard offset < 1 << 16 else { return nil }
            offsets.append(offset)
        }
        return offsets
    }

    /// The slots found by reflection, superclasses' first.
    private static func reflectedSlots(of object: AnyObject) -> [(property: String, slot: InjectionSlot)] {
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
