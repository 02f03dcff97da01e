/// A built instance in the two forms the engine keeps, made by ``built(_:as:_:)``.
///
/// Usually one object twice: a class instance declared as its class or as a class-bound
/// protocol. A value, or a class declared as a type that cannot hold it without a box, is boxed.
@usableFromInline
struct Built {
    /// The instance as calls get it back through ``kept(_:as:)``: the object, or a `ValueBox<R>`.
    @usableFromInline let value: AnyObject
    /// The instance as its definition's injections take it, when it is not ``value`` (a
    /// `ValueBox<C>`, or the object behind a boxed value): kept apart only then, so that the
    /// common case holds one reference.
    @usableFromInline let separateInstance: AnyObject?

    @inlinable
    init(instance: AnyObject, value: AnyObject) {
        self.value = value
        separateInstance = instance === value ? nil : instance
    }

    /// The object as its injections take it.
    @inlinable
    init(object: AnyObject) {
        value = object
        separateInstance = nil
    }

    /// The instance as its definition's injections take it.
    var instance: AnyObject { separateInstance ?? value }
}

/// A value (or existential) kept by the engine as an object.
@usableFromInline
final class ValueBox<Value>: AnyValueBox {
    @usableFromInline let value: Value
    @inlinable init(_ value: Value) { self.value = value }

    var valueTypeName: String { typeName(type(of: value as Any)) }
}

/// A ``ValueBox`` whose value's type is not known statically.
protocol AnyValueBox: AnyObject {
    /// The boxed value's dynamic type, for messages.
    var valueTypeName: String { get }
}

/// An initializer's result in the engine's two forms, checked against the declared type `R`.
///
/// A class instance declared as its class or a class-bound protocol needs no box; whether it
/// converts to `R` is learned once per record and class.
@inlinable
func built<R, C>(_ instance: C, as _: R.Type, _ record: DefinitionRecord) -> Built {
    if C.self is AnyClass {
        let object = uncheckedObject(instance)
        if C.self == R.self || isRepresented(object, as: R.self, record) {
            return Built(instance: object, value: object)
        }
        return Built(instance: object, value: ValueBox<R>(cast(instance, record)))
    }
    let value = ValueBox<R>(C.self == R.self ? uncheckedSameType(instance, as: R.self) : cast(instance, record))
    // An existential that holds a class is that object to its injections (and to a weak singleton).
    return Built(instance: objectIfClass(instance) ?? (C.self == R.self ? value : ValueBox<C>(instance)), value: value)
}

/// What an initializer returns, or a stop naming the definition and the error it threw.
@inlinable
func initialized<C>(_ initializer: () throws -> C, _ record: DefinitionRecord) -> C {
    do {
        return try initializer()
    } catch {
        stopBecauseInitializerThrew(error, record)
    }
}

/// Stops because a definition's initializer threw.
@usableFromInline
func stopBecauseInitializerThrew(_ error: any Error, _ record: DefinitionRecord) -> Never {
    stop(.initializerThrew(definition: record.name, error: String(reflecting: error)))
}

/// Whether the object itself can stand for its value as `R` (a superclass, or a class-bound
/// protocol), learning the conversion for ``converted(_:_:)``; stops if it is no `R` at all.
@inlinable
func isRepresented<R>(_ object: AnyObject, as _: R.Type, _ record: DefinitionRecord) -> Bool {
    let metadata = Int(bitPattern: ObjectIdentifier(type(of: object)))
    if record.conversionClass.loadAcquiring() == metadata { return true }
    let value: R = cast(object, record)
    let witness = R.self is AnyClass ? 0 : ClassExistential.witness(of: value, holding: object)
    record.learnConversion(of: metadata, witness: witness)
    return witness != nil
}

/// An object the engine keeps (``Built/value``, a published or weak singleton) as the declared
/// type `R`.
@inlinable
func kept<R>(_ object: AnyObject, as record: DefinitionRecord) -> R {
    if R.self is AnyClass { return uncheckedClassCast(object, to: R.self) }
    if ObjectIdentifier(type(of: object)) == ObjectIdentifier(ValueBox<R>.self) {
        return uncheckedDowncast(object, to: ValueBox<R>.self).value
    }
    return converted(object, record)
}

/// An object as the declared type `R`, a class or a class-bound protocol.
///
/// The runtime's conformance look-up costs more than the rest of a build, so the conversion
/// learned by ``isRepresented(_:as:_:)`` for the object's class (and, for a protocol, its
/// witness table) is used instead of a cast.
@inlinable
func converted<R>(_ object: AnyObject, _ record: DefinitionRecord) -> R {
    if record.conversionClass.loadAcquiring() == Int(bitPattern: ObjectIdentifier(type(of: object))) {
        if R.self is AnyClass { return uncheckedClassCast(object, to: R.self) }
        return ClassExistential.make(object, witness: record.conversionWitness.loadRelaxed())
    }
    return cast(object, record)
}

/// The instance cast to `R`, or a stop that names the definition and both types.
@inlinable
func cast<R, C>(_ instance: C, _ record: DefinitionRecord) -> R {
    if let value = instance as? R { return value }
    stop(
        .componentTypeMismatch(component: record.name, listedAs: typeName(R.self), built: typeName(type(of: instance))))
}
