// Safety statement
//
// Invariant: each cast reinterprets a value as a type its caller has already established, so
//   none can produce a value of the wrong type: `uncheckedObject` and `uncheckedClassCast` take a
//   class instance to and from `AnyObject` when the static type is known to be a class (checked
//   with `T.self is AnyClass`, or `isClassType`, which answers the same) and, for
//   `uncheckedClassCast`, the object's class was checked to convert to it (a learned conversion,
//   `Built`); `uncheckedSameType` is called only when `C.self == R.self`; `uncheckedDowncast`
//   only where the object's class was checked (its metadata compared, or the assembly's class
//   checked at registration, or a typed call stored for exactly that declared type);
//   `metatype(of:)` only on an `ObjectIdentifier` made from a metatype (a `DefinitionSite`'s
//   type), whose bits are that metatype's.
// Owner: nothing is owned; a cast neither retains nor releases beyond what the value does.
// Platforms: no platform assumption (`unsafeBitCast` checks the sizes; class references are one
//   pointer everywhere, and so are a metatype and the identifier made of it).
// Covered by: every test that builds a component, the model-based test (declared types that
//   differ from the built class: superclasses, protocols, values), under AddressSanitizer;
//   `uncheckedMetatype` by WiringGraphTests (declared types named in a graph).

/// A class instance as `AnyObject`, without the dynamic cast `as AnyObject` would make.
///
/// - Warning: `C` must be a class (`C.self is AnyClass`).
@inlinable @inline(__always)
func uncheckedObject<C>(_ instance: consuming C) -> AnyObject {
    unsafeBitCast(instance, to: AnyObject.self)
}

/// An object as the class `T` it is known to be an instance of.
///
/// - Warning: `T` must be a class, and `object` an instance of it or of a subclass.
@inlinable @inline(__always)
func uncheckedClassCast<T>(_ object: consuming AnyObject, to _: T.Type) -> T {
    unsafeBitCast(object, to: T.self)
}

/// A value as the same type under another generic name.
///
/// - Warning: `C.self == R.self` must hold.
@inlinable
func uncheckedSameType<C, R>(_ value: C, as _: R.Type) -> R {
    unsafeBitCast(value, to: R.self)
}

/// An object as the class it is known to be, without the runtime's check.
///
/// - Warning: `object` must be an instance of `T` (or of a subclass).
@inlinable
func uncheckedDowncast<T: AnyObject>(_ object: AnyObject, to _: T.Type) -> T {
    unsafeDowncast(object, to: T.self)
}

/// The type an `ObjectIdentifier` was made from.
///
/// - Warning: `identifier` must have been made from a metatype (`ObjectIdentifier(R.self)`, as a
///   ``DefinitionSite``'s type is), never from an object.
func metatype(of identifier: ObjectIdentifier) -> Any.Type {
    unsafeBitCast(identifier, to: Any.Type.self)
}
