/// Finds the slots of an instance: its own class's and its superclasses'.
///
/// `Mirror` is far too slow to run on every `inject(_:)` (it demangles each field's type), so it
/// runs once per class: it tells which properties are auto-injected, and the first instance
/// tells where in the object each slot reference is stored. Later instances of the class are
/// read at those offsets. A class whose layout cannot be learned that way is reflected each time.
package enum SlotScanner {
    /// Where a class's slots are: their properties' names, superclasses' first, and the byte
    /// offset of each slot's reference in an instance, or `nil` offsets when they could not be
    /// located.
    package struct Layout {
        package let properties: [String]
        package let offsets: [Int]?
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
        return zip(layout.properties, offsets).map { property, offset in
            (property, slot(at: offset, in: object))
        }
    }

    /// The slot whose reference is stored at `offset` in the object, as ``Layout`` found it.
    package static func slot(at offset: Int, in object: AnyObject) -> InjectionSlot {
        unmanagedSlot(at: offset, in: object).takeUnretainedValue()
    }

    /// The same slot, not retained: valid while the object lives.
    static func unmanagedSlot(at offset: Int, in object: AnyObject) -> Unmanaged<InjectionSlot> {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return .fromOpaque(base.load(fromByteOffset: offset, as: UnsafeRawPointer.self))
    }

    /// The layout of the object's class, learned from the first instance.
    package static func layout(of object: AnyObject) -> Layout {
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
