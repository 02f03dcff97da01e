/// An instance that its definition's configuration injects in place, step by step as the
/// configuration declares them.
///
/// Once a definition has learned that its configuration declares its steps in the order a build
/// runs them (``DeclarationOrder``), each later build runs the configuration on the built
/// instance: `injectProperty`, `injectMethod` and `performBeforeInjections` then make their
/// injection where they are called instead of gathering a closure to run afterwards. Inlined into
/// the configuration, a property's key path is a literal the compiler turns into a plain store,
/// where a gathered injection walks the key path at run time (about 1,500 instructions).
///
/// What the configuration's closures captured is kept until the resolution ends, as for a
/// gathered build (Docs/Behaviour.md, Lifetime).
///
/// Its references are unretained, so that copying it costs nothing: it is used only while its
/// definition's configuration runs in place (``Definition/inPlace``), when the call that runs the
/// configuration's injection (``Injection/runInPlace(in:_:of:)``) holds the instance (its
/// parameter, ``Injection/instance``), the injection holds the core (or the definition's assembly
/// does, ``BuildCore``), the instance's table the record, and the thread's slot the context. The
/// thread's context keeps it meanwhile (``ResolutionContext/inPlaceWords``), beside the
/// definition it runs on.
@usableFromInline
struct InjectionTarget {
    /// The instance, as its definition's injections take it (the instance of its ``Built``).
    @usableFromInline let instance: UnsafeReference<AnyObject>
    /// The factory that builds what the injections need.
    @usableFromInline let core: UnsafeReference<FactoryCore>
    /// The definition, for messages.
    @usableFromInline let record: UnsafeReference<DefinitionRecord>
    /// The resolution the configuration runs in.
    @usableFromInline let context: UnsafeReference<ResolutionContext>
    /// Whether the class has auto-injected properties, whose key-path writes read first.
    @usableFromInline let autoInjected: Bool
    /// The address of the definition's assembly, whose method runs the configuration, and whose
    /// caller holds it meanwhile.
    @usableFromInline let assembly: Int

    @inlinable
    init(
        instance: UnsafeReference<AnyObject>, core: UnsafeReference<FactoryCore>,
        record: UnsafeReference<DefinitionRecord>, context: UnsafeReference<ResolutionContext>, autoInjected: Bool,
        assembly: Int
    ) {
        self.instance = instance
        self.core = core
        self.record = record
        self.context = context
        self.autoInjected = autoInjected
        self.assembly = assembly
    }

    init(_ injection: Injection, _ context: ResolutionContext, _ assembly: UnsafeReference<Assembly>) {
        instance = injection.instance
        core = injection.core.reference
        record = injection.record
        self.context = UnsafeReference(context)
        autoInjected = injection.traits & ClassTraits.autoInjected != 0
        self.assembly = assembly.bits
    }

    /// What a gathered injection gets: the same, retained, for code that runs later (a
    /// back-reference that waits) or off the fast path.
    @usableFromInline
    var environment: InjectionEnvironment {
        InjectionEnvironment(core: core.object, record: record, context: context.object, autoInjected: autoInjected)
    }

    /// Makes a property's value, naming the property to the resolution meanwhile.
    ///
    /// - Returns: The value, or `nil` when a verification skips the property.
    @inlinable @inline(__always)
    func making<V>(_ property: PropertySite, _ value: () -> V) -> V? {
        context.borrow { $0.making(property, value) }
    }

    /// Writes a property of the instance.
    ///
    /// A class with auto-injected properties goes through ``InjectionEnvironment/write(_:to:of:)``,
    /// which lets a read made by the write see the value being written.
    @inlinable @inline(__always)
    func write<C, V>(_ value: V, to keyPath: ReferenceWritableKeyPath<C, V>) {
        guard !autoInjected else {
            return environment.write(value, to: keyPath, of: Definition<C>.typed(instance.object))
        }
        Definition<C>.typed(instance.object)[keyPath: keyPath] = value
    }

    /// The one listed component of a property's type, or `nil` after reporting why there is none.
    ///
    /// The common case (one component declared as exactly `V`) is a typed call, specialized where
    /// the property is declared.
    @inlinable @inline(__always)
    func component<V>(_ type: V.Type, for property: PropertySite) -> V? {
        if let value = core.borrow({ $0.declaredComponent(V.self) }) { return value }
        return environment.componentLookingUp(V.self, for: property)
    }

    /// ``component(_:for:)`` for an optional property, found by its wrapped type `W`; the outer
    /// optional is `nil` after a problem was reported.
    @inlinable @inline(__always)
    func component<W>(wrapping type: W.Type, for property: PropertySite) -> W?? {
        if let value = core.borrow({ $0.declaredComponent(W.self) }) { return .some(value) }
        return environment.componentLookingUp(W?.self, for: property)
    }

    /// Whether the build goes on: no problem was reported for an outermost call that throws.
    @inlinable
    var buildGoesOn: Bool {
        context.borrow(\.buildGoesOn)
    }

    /// Keeps what a closure of the configuration captured until the resolution ends.
    ///
    /// A closure that captured only the assembly (`self.mount()`) keeps nothing: the assembly's
    /// method runs while its configuration does, so its caller holds the assembly, and the
    /// resolution's reference would never be the last one.
    @usableFromInline
    func keepUntilEnd(_ kept: KeptClosure) {
        if let captured = kept.context, Int(bitPattern: ObjectIdentifier(captured)) == assembly { return }
        context.borrow { $0.keepUntilEnd(kept) }
    }

    /// Keeps a closure of the configuration, and what it captured, until the resolution ends.
    @inlinable
    func keepUntilEnd<V>(_ closure: @escaping () -> V) {
        keepUntilEnd(KeptClosure(closure))
    }

    /// Keeps a closure of the configuration, and what it captured, until the resolution ends.
    @inlinable
    func keepUntilEnd<C>(_ closure: @escaping (C) -> Void) {
        keepUntilEnd(KeptClosure(closure))
    }
}
