// Safety statement
//
// Invariant: an offset in a `SlotLayout` is the address, relative to an instance of its class, of
//   a stored `InjectionSlot` reference, as the Swift runtime's own field metadata gives it
//   (`_forEachField`): the field of the class (its superclasses' too), then the field of each
//   struct or tuple on the way, then the wrapper's slot field. It is the same for every instance
//   of the class, whatever the platform's object header, so reading a reference there is sound.
//   Nothing is read at an offset the metadata did not give.
// Owner: the layouts are cached per class for the process's life; a slot read through one is
//   borrowed from the instance, which the caller keeps alive.
// Platforms: Linux checked here (debug and release, under AddressSanitizer); on Apple platforms
//   the same metadata gives the offsets of a Swift subclass of NSObject (one-word header).
// Covered by: SlotLayoutTests (wrappers first, behind structs and tuples, in generic classes and
//   subclasses in another module, beside a custom Mirror, hidden in Optional, Any, enums and
//   collections).

@_spi(Reflection) import Swift

/// The Swift runtime's entry point that tells a metadata's kind (ABI-stable, exported by the
/// standard library on every platform).
@_silgen_name("swift_getMetadataKind")
private func metadataKind(_ type: Any.Type) -> UInt

/// Where a class keeps its auto-injected properties, learned once per class from the runtime's
/// field metadata.
package struct SlotLayout: Sendable {
    /// An auto-injected property at a fixed place in every instance.
    package struct Field: Sendable {
        package let property: String
        /// Where the wrapper's slot reference is, from the start of the instance.
        package let offset: Int
    }

    /// A stored property that may hold a wrapper where no fixed offset reaches it (an `Any`, an
    /// enum's payload), checked on each instance.
    struct HidingField: @unchecked Sendable {
        let property: String
        let offset: Int
        let type: Any.Type
    }

    /// Every auto-injected property the instances have, base class first.
    package let fields: [Field]
    /// Properties whose type puts a wrapper out of reach (`Optional<InjectedClass<…>>`, an
    /// `Array` of wrappers).
    let unreachable: [(property: String, type: String)]
    let hiding: [HidingField]

    private static let cache = Protected<[ObjectIdentifier: SlotLayout]>([:])

    /// The layout of a class, learned on its first use.
    package static func of(_ type: AnyClass) -> SlotLayout {
        let key = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[key] }) { return known }
        let layout = SlotLayout(learning: type)
        cache.withLock { $0[key] = layout }
        return layout
    }

    /// Whether the class has auto-injected properties.
    package var hasSlots: Bool { !fields.isEmpty }

    /// The slot of a field of `object`, borrowed: the object keeps it alive.
    static func unmanagedSlot(at offset: Int, in object: AnyObject) -> UnsafeReference<InjectionSlot> {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return UnsafeReference(opaque: base.load(fromByteOffset: offset, as: UnsafeRawPointer.self))
    }

    /// Every auto-injected property of `object` with its slot.
    package func slots(of object: AnyObject) -> [(property: String, slot: InjectionSlot)] {
        fields.map { ($0.property, Self.unmanagedSlot(at: $0.offset, in: object).object) }
    }

    /// An error for each wrapper `object` keeps where inject cannot fill it; empty for most.
    func unreachableWrappers(of object: AnyObject) -> [TyphoonError] {
        guard !unreachable.isEmpty || !hiding.isEmpty else { return [] }
        let owner = typeName(Swift.type(of: object))
        var errors = unreachable.map {
            TyphoonError.unreachableWrapper(property: "\(owner).\($0.property)", holder: $0.type)
        }
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        for field in hiding {
            let value = Self.load(field.type, at: base + field.offset)
            if Self.hidesWrapper(value, depth: 0) {
                errors.append(
                    .unreachableWrapper(property: "\(owner).\(field.property)", holder: typeName(Swift.type(of: value)))
                )
            }
        }
        return errors
    }
}

// MARK: Learning a layout

extension SlotLayout {
    private init(learning type: AnyClass) {
        var found = Found()
        found.walk(type, at: 0, path: nil)
        fields = found.fields
        unreachable = found.unreachable
        hiding = found.hiding
    }

    /// What a walk over the fields finds.
    private struct Found {
        var fields: [Field] = []
        var unreachable: [(property: String, type: String)] = []
        var hiding: [HidingField] = []

        /// Visits the stored fields of `type` (a class, struct or tuple) laid out at `offset`.
        mutating func walk(_ type: Any.Type, at offset: Int, path: String?) {
            // The option's raw value: the stdlib's `.classType` is a `static var`, which Swift 6
            // will not read from nonisolated code.
            let options = type is AnyClass ? _EachFieldOptions(rawValue: 1) : []
            _forEachField(of: type, options: options) { name, fieldOffset, child, kind in
                visit(String(cString: name), child, kind, at: offset + fieldOffset, path: path)
                return true
            }
        }

        private mutating func visit(
            _ name: String, _ type: Any.Type, _ kind: _MetadataKind, at offset: Int, path: String?
        ) {
            let property = path ?? (name.hasPrefix("_") ? String(name.dropFirst()) : name)
            if let carrier = type as? any InjectionSlotCarrier.Type {
                fields.append(Field(property: property, offset: offset + SlotLayout.slotOffset(in: carrier)))
            } else if kind == .struct || kind == .tuple {
                walkValue(property, type, at: offset, path: path ?? property)
            } else if kind == .optional || kind == .enum || kind == .existential {
                hidden(property, type, at: offset)
            }
        }

        /// Visits a struct or tuple field; a collection of wrappers (an `Array`, a `Dictionary`)
        /// keeps them in storage of its own, out of a fixed offset's reach, unless it is a struct
        /// that holds them in place.
        private mutating func walkValue(_ property: String, _ type: Any.Type, at offset: Int, path: String) {
            guard SlotLayout.elementsContainCarrier(type, depth: 0) else { return walk(type, at: offset, path: path) }
            var inPlace = Found()
            inPlace.walk(type, at: offset, path: path)
            guard !inPlace.fields.isEmpty else { return unreachable.append((property, typeName(type))) }
            fields += inPlace.fields
            unreachable += inPlace.unreachable
            hiding += inPlace.hiding
        }

        /// A field whose wrappers, if any, are out of a fixed offset's reach.
        private mutating func hidden(_ property: String, _ type: Any.Type, at offset: Int) {
            let innermost = OptionalUnwrapping.innermost(type)
            if SlotLayout.containsCarrier(innermost) {
                unreachable.append((property, typeName(type)))
            } else if SlotLayout.mayHide(innermost) {
                hiding.append(HidingField(property: property, offset: offset, type: type))
            }
        }
    }

    /// The offset of the slot reference inside a wrapper, from the wrapper's own metadata.
    private static func slotOffset(in carrier: any InjectionSlotCarrier.Type) -> Int {
        var found = 0
        _forEachField(of: carrier) { _, offset, child, _ in
            guard child is InjectionSlot.Type else { return true }
            found = offset
            return false
        }
        return found
    }

    /// Whether a struct or tuple type holds a wrapper at some depth, in its fields or, for a
    /// collection, in its elements.
    private static func containsCarrier(_ type: Any.Type, depth: Int = 0) -> Bool {
        if type is any InjectionSlotCarrier.Type { return true }
        var contains = false
        guard depth < 8, kind(of: type) == .struct || kind(of: type) == .tuple else { return false }
        _forEachField(of: type) { _, _, child, kind in
            if kind == .struct || kind == .tuple || child is any InjectionSlotCarrier.Type {
                contains = containsCarrier(child, depth: depth + 1)
            }
            return !contains
        }
        return contains || elementsContainCarrier(type, depth: depth)
    }

    /// Whether a sequence's elements (an `Array`'s, a `Dictionary`'s values) hold a wrapper,
    /// optional or not; false for a type that is not a sequence.
    private static func elementsContainCarrier(_ type: Any.Type, depth: Int) -> Bool {
        func element<S: Sequence>(_: S.Type) -> Any.Type { S.Element.self }
        guard let sequence = type as? any Sequence.Type else { return false }
        return containsCarrier(OptionalUnwrapping.innermost(element(sequence)), depth: depth + 1)
    }

    /// Whether values of a type can hold a wrapper that only an instance shows: `Any`, or an
    /// enum's payload.
    ///
    /// Other existentials are left alone: a wrapper conforms to no protocol of the user's, and a
    /// class-bound one may be stored weakly, which the field metadata does not say, so loading it
    /// as a strong value would misread it.
    private static func mayHide(_ type: Any.Type) -> Bool {
        type == Any.self || kind(of: type) == .enum
    }

    /// The runtime's kind of a type's metadata (struct, enum, tuple, …).
    private static func kind(of type: Any.Type) -> _MetadataKind? {
        _MetadataKind(rawValue: metadataKind(type))
    }
}

// MARK: Checking an instance

extension SlotLayout {
    /// The value of a field of a type known only at run time.
    private static func load(_ type: Any.Type, at address: UnsafeRawPointer) -> Any {
        func open<T>(_: T.Type) -> Any { address.load(as: T.self) }
        return open(type)
    }

    /// Whether a value is, or holds in a payload or field, a wrapper; class instances are other
    /// objects and are not searched.
    private static func hidesWrapper(_ value: Any, depth: Int) -> Bool {
        if value is any InjectionSlotCarrier { return true }
        guard depth < 8 else { return false }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle != .class else { return false }
        return mirror.children.contains { hidesWrapper($0.value, depth: depth + 1) }
    }
}
