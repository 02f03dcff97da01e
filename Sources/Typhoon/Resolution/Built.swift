/// A built instance in the two forms the engine keeps, made by ``built(_:as:_:)``, or a failed build.
///
/// Usually one object in both forms: a class instance declared as its class or as a class-bound
/// protocol. A value, or a class declared as a type that cannot hold it without a box, is boxed.
/// An enum, so that the common case carries one reference and nothing else to release.
@usableFromInline
enum Built {
    /// A class instance that calls get back as it is and its injections take.
    case object(AnyObject)
    /// A box (`ValueBox<R>`) that calls get back, and the instance its injections take (a
    /// `ValueBox<C>`, or the object behind a boxed value).
    case boxed(value: AnyObject, instance: AnyObject)
    /// The build of a throwing definition call that failed (``failedBuild(_:)``): a case of its
    /// own, so that every build tells it apart without loading ``FailedBuild/shared``.
    case failed

    @inlinable
    init(instance: AnyObject, value: AnyObject) {
        self = instance === value ? .object(value) : .boxed(value: value, instance: instance)
    }

    /// The object as calls get it and its injections take it.
    @inlinable
    init(object: AnyObject) {
        self = .object(object)
    }
}

/// A value (or existential) kept by the engine as an object.
@usableFromInline
final class ValueBox<Value>: AnyValueBox {
    @usableFromInline let value: Value
    @inlinable init(_ value: Value) { self.value = value }

    var valueTypeName: String { typeName(type(of: value as Any)) }

    var anyValue: Any { value }
}

/// A ``ValueBox`` whose value's type is not known statically.
protocol AnyValueBox: AnyObject {
    /// The boxed value's dynamic type, for messages.
    var valueTypeName: String { get }
    /// The value, for code that does not know its type (an instance post-processor).
    var anyValue: Any { get }
}

/// An initializer's result in the engine's two forms, checked against the declared type `R`.
///
/// Only the common cases are inlined into each definition (a class declared as itself, or as a
/// type its conversion to was learned for), so that a definition costs the compiler little; the
/// others go through ``builtConverting(_:as:_:)``, compiled once.
@inlinable @inline(__always)
func built<R, C>(_ instance: consuming C, as _: R.Type, _ record: DefinitionRecord) -> Built {
    if isClassType(C.self) {
        let object = uncheckedObject(instance)
        if C.self == R.self || record.convertsLearned(object) { return Built(object: object) }
        return builtConverting(object, as: R.self, record)
    }
    return builtConverting(instance, as: R.self, record)
}

/// ``built(_:as:_:)`` for an instance declared as another type than its own: a class declared as
/// a superclass or a class-bound protocol needs no box, and whether it converts to `R` is learned
/// once per record and class; a value, or a class declared as a type that cannot hold it without
/// a box, is boxed.
@usableFromInline
func builtConverting<R, C>(_ instance: C, as _: R.Type, _ record: DefinitionRecord) -> Built {
    if C.self is AnyClass {
        let object = uncheckedObject(instance)
        if isRepresented(object, as: R.self, record) { return Built(object: object) }
        return Built(instance: object, value: ValueBox<R>(cast(object, record)))
    }
    let value = ValueBox<R>(C.self == R.self ? uncheckedSameType(instance, as: R.self) : cast(instance, record))
    // An existential that holds a class is that object to its injections (and to a weak singleton).
    return Built(instance: objectIfClass(instance) ?? (C.self == R.self ? value : ValueBox<C>(instance)), value: value)
}

/// What an initializer returns, or a stop naming the definition and the error it threw.
@inlinable @inline(__always)
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
    stop(.initializerThrew(definition: record.name, error: String(reflecting: error)), at: record.site)
}

/// Whether the object itself can stand for its value as `R` (a superclass, or a class-bound
/// protocol), learning the conversion for ``kept(_:as:)``; stops if it is no `R` at all.
@usableFromInline
func isRepresented<R>(_ object: AnyObject, as _: R.Type, _ record: DefinitionRecord) -> Bool {
    let metadata = Int(bitPattern: ObjectIdentifier(type(of: object)))
    if record.conversionClass.loadAcquiring() == metadata { return true }
    let value: R = cast(object, record)
    let witness = R.self is AnyClass ? 0 : ClassExistential.witness(of: value, holding: object)
    record.learnConversion(of: metadata, witness: witness)
    return witness != nil
}

/// An object the engine keeps (what a ``Built`` calls get, a published or weak singleton) as the declared
/// type `R`.
///
/// The common cases are inlined (a class, a class-bound protocol whose conversion is learned, a
/// boxed value); a cast goes through ``keptConverting(_:_:)``.
///
/// The record comes as an ``UnsafeReference`` (its table keeps it) and is borrowed only for what
/// it is asked, so that the object moves from the engine into the result without a retain.
@inlinable @inline(__always)
func kept<R>(_ object: consuming AnyObject, as record: UnsafeReference<DefinitionRecord>) -> R {
    if isClassType(R.self) { return uncheckedClassCast(object, to: R.self) }
    // A class-bound protocol, built here in two stores: the object's reference moves into it.
    if ClassExistential.mayBeSingleProtocol(R.self), record.borrow({ $0.convertsLearned(object) }) {
        return ClassExistential.make(object, witness: record.borrow { $0.conversionWitness.loadRelaxed() })
    }
    // A value singleton, or a value kept for the resolution: tested here, where `R` is known, the
    // box's class is one load from a cache the caller's module keeps, and the test compares the
    // object's class with it. Compiled once in the library, for any `R`, it looked the box's class
    // up in the runtime's table of generic types and cast through the runtime's general cast on
    // every call: some thirty cache lines that a server's request meets cold.
    if let box = object as? ValueBox<R> { return box.value }
    return keptConverting(object, record)
}

/// ``kept(_:as:)`` for what it does not inline: a cast (a class-bound protocol whose conversion is
/// not learned yet, or a class declared as a protocol that is not class-bound).
@usableFromInline
func keptConverting<R>(_ object: consuming AnyObject, _ record: UnsafeReference<DefinitionRecord>) -> R {
    record.borrow { cast(object, $0) }
}

/// The instance cast to `R`, or a stop that names the definition and both types.
@inlinable
func cast<R, C>(_ instance: C, _ record: DefinitionRecord) -> R {
    if let value = instance as? R { return value }
    stop(declaredTypeMismatch(record, R.self, built: instance), at: record.site)
}
