import Synchronization

/// The storage behind an auto-injected property (`@InjectedClass`, `@InjectedProtocol`): the
/// type it needs and the value once filled.
///
/// It is a reference, so the container can fill the property of an instance it only sees through
/// its layout. Shared between the modules with `package`, not `public`. Reads take no lock (a
/// test case reads its properties often). The first value is stored in place, since most
/// properties are filled once; a later value is published in a holder, and a replaced holder is
/// kept until the slot goes, because a reader on another thread may still be using it.
///
/// Its storage is not generic on purpose: a generic class's fields would make every allocation,
/// read and release look up the runtime's generic metadata. Only ``accepts(_:)`` knows the type.
@usableFromInline
package class InjectionSlot: @unchecked Sendable {
    /// A value stored after the first, immutable once published.
    private final class Holder {
        let value: Any?
        init(_ value: Any?) { self.value = value }
    }

    /// The type the property needs.
    package let requiredType: Any.Type
    /// Written once, before ``state`` leaves `empty`, and never again.
    @exclusivity(unchecked) private var first: Any?
    private let state = Atomic<Int>(SlotState.empty)
    private let current = Atomic<Unmanaged<Holder>?>(nil)
    /// Serializes writers.
    private let writing = Atomic<Bool>(false)
    @exclusivity(unchecked) private var replaced: [Holder] = []

    @usableFromInline
    init(requiredType: Any.Type) {
        self.requiredType = requiredType
    }

    deinit {
        current.load(ordering: .acquiring)?.release()
    }

    /// Whether a value is of the required type.
    package func accepts(_ value: Any) -> Bool {
        false
    }

    /// The value, or `nil` while the property was never filled.
    @usableFromInline
    package var value: Any? {
        get {
            switch state.load(ordering: .acquiring) {
            case SlotState.empty: return nil
            case SlotState.first: return first
            default: return current.load(ordering: .acquiring)?._withUnsafeGuaranteedRef { $0.value }
            }
        }
        set { store(newValue) }
    }

    /// Stores a value (`nil` empties the property), moving it rather than copying it: a copy of
    /// an `Any` costs more than the rest of a write.
    package func store(_ newValue: consuming Any?) {
        while !writing.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {}
        defer { writing.store(false, ordering: .releasing) }
        if state.load(ordering: .relaxed) == SlotState.empty, newValue != nil {
            first = consume newValue
            state.store(SlotState.first, ordering: .releasing)
            return
        }
        let holder = Unmanaged.passRetained(Holder(newValue))
        if let old = current.exchange(holder, ordering: .acquiringAndReleasing) {
            replaced.append(old.takeRetainedValue())
        }
        state.store(SlotState.holder, ordering: .releasing)
    }

    /// Whether the property was never filled (or was set to `nil`).
    package var isEmpty: Bool {
        switch state.load(ordering: .acquiring) {
        case SlotState.empty: return true
        case SlotState.first: return false
        default: return current.load(ordering: .acquiring)?._withUnsafeGuaranteedRef { $0.value == nil } ?? true
        }
    }
}

/// Where an ``InjectionSlot``'s value is.
private enum SlotState {
    static let empty = 0
    /// The slot's `first` holds the value.
    static let first = 1
    /// The slot's `current` holder holds the value.
    static let holder = 2
}

/// A property wrapper that carries an ``InjectionSlot``.
package protocol InjectionSlotCarrier {
    /// The wrapper's slot.
    var injectionSlot: InjectionSlot { get }
}
