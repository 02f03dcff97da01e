/// How a definition builds its component: scope, injections and call-backs.
///
/// You get one in the `configuration` closure of ``Assembly/define(scope:arguments:initializer:configuration:isolation:function:fileID:line:column:)``.
/// Everything it is told is applied to each instance after the initializer returns and before
/// the instance is handed to whoever asked for it, in this order: `typhoonWillInject()` and
/// ``performBeforeInjections(_:)`` call-backs, property injections, auto-injected properties still
/// empty, method injections. The after call-backs (``performAfterInjections(_:)``,
/// `typhoonSetFactory(_:)`, `typhoonDidInject()`) run when the outermost call of the resolution
/// ends, once every component it built is complete.
///
/// Values are autoclosures, evaluated when the instance is injected, so `self.quest()` in a
/// value is resolved in the same object graph as the component.
public final class Definition<C> {
    /// How long the component lives; the last value set wins over `define(scope:)`.
    public var scope: Scope {
        didSet { scopeWasSet = true }
    }

    private var scopeWasSet: Bool
    // The steps take the instance as an object and convert it themselves (``typed(_:)``): arrays
    // of `(C) -> Void` would make every unspecialized loop over them ask the runtime for the
    // function type's metadata, a hashed look-up per array per build. None of this is usable from
    // inlined code: a stored property that code outside the module may touch is checked for
    // exclusivity at run time on every access.
    var beforeInjections: [(AnyObject) -> Void] = []
    var propertyInjections: [(AnyObject, InjectionEnvironment) -> Void] = []
    var methodInjections: [(AnyObject) -> Void] = []
    var afterInjections: [(AnyObject) -> Void] = []
    /// Set by ``mustBePatchedInTests()``.
    var replacedInTests = false
    /// Whether this is an option's definition (``Assembly/option(on:scope:arguments:cases:isolation:function:fileID:line:column:)``),
    /// whose component is another definition's, built and injected there.
    var isOptionDefinition = false
    /// Whether the configuration declares its steps in the order a build runs them, learned on
    /// the definition's first call (``DeclarationOrder``).
    var declaredOrder = DeclarationOrder()
    /// Whether builds in place run their configuration on this definition (``forBuild(in:scope:)``).
    ///
    /// Its thread reuses it for its next build in place of the class, so it gathers no step:
    /// nothing the user made is kept in it from one build to the next. A step reaches it outside
    /// its configuration's run only through a definition kept past it, and a step gathered there
    /// was never run.
    let forInPlace: Bool

    /// - Parameters:
    ///   - scope: The scope `define` was given.
    ///   - forInPlace: Whether builds in place run their configuration on it.
    @usableFromInline
    init(scope: Scope, forInPlace: Bool = false) {
        self.scope = scope
        self.scopeWasSet = scope != .objectGraph
        self.forInPlace = forInPlace
    }

    /// The definition one build's configuration runs on: for a build in place, the one the thread
    /// kept from its last build in place of the class (``ResolutionContext/spareDefinitions``), or
    /// a new one, named to the thread's resolution as the one configured on `target`; for a build
    /// that gathers (or the run that learns the scope), a new one.
    ///
    /// Not inlined, so that the front of every definition only calls it; it runs unspecialized,
    /// and allocates through its own metatype, which asks the runtime for no metadata.
    ///
    /// - Parameters:
    ///   - target: The instance to inject in place, `nil` for a build that gathers.
    ///   - scope: The scope `define` was given, which a configuration that sets none keeps (read
    ///     only from the run that learns).
    /// - Returns: The definition, for the configuration to run on.
    @usableFromInline
    static func forBuild(in target: InjectionTarget?, scope: Scope) -> Definition {
        guard let target else { return self.init(scope: scope) }
        // A generic function's `define` builds one record's instances with as many types `C` as
        // it is called with: each has its spare.
        let spare = target.context.borrow { $0.spareDefinitions.take(as: self) }
        let definition = spare ?? self.init(scope: .objectGraph, forInPlace: true)
        target.context.borrow { $0.configuresInPlace.storeRelaxed(address(of: definition)) }
        return definition
    }

    /// The target while this definition's configuration runs on it in place, as this thread's
    /// resolution says (``ResolutionContext/configuresInPlace``); `nil` for a build that gathers,
    /// and for a definition used after its configuration returned, whose target may be gone.
    @inlinable @inline(__always)
    var inPlace: InjectionTarget? {
        guard let context = ThreadContextSlot.existingContext() else { return nil }
        return context.borrow { $0.inPlaceTarget(of: Self.address(of: self)) }
    }

    /// The definition's address, which names it in ``ResolutionContext/configuresInPlace``.
    @inlinable
    static func address(of definition: Definition) -> Int {
        Int(bitPattern: ObjectIdentifier(definition))
    }

    /// Whether a step the configuration declares outside a build in place is gathered, noting its
    /// kind in the declaration order; a definition for builds in place gathers none
    /// (``forInPlace``).
    @inline(__always)
    func gathers(_ step: DeclarationOrder.Step) -> Bool {
        guard !forInPlace else { return false }
        declaredOrder.note(step)
        return true
    }

    /// Whether the configuration declared anything to do after the initializer.
    @usableFromInline
    var declaresInjections: Bool {
        !(beforeInjections.isEmpty && propertyInjections.isEmpty && methodInjections.isEmpty
            && afterInjections.isEmpty)
    }

    /// Injects a property with a value: another definition's component, a configuration value,
    /// or any Swift value.
    ///
    /// Use it for dependencies that are optional or set after the initializer, and for circular
    /// references between components that exist (a delegate pointing back at an owner built
    /// through properties). A value that refers back to a component whose initializer is still
    /// running needs ``injectProperty(_:backReferenceTo:fileID:line:)`` instead.
    ///
    /// - Parameters:
    ///   - keyPath: The property, as `\.quest`.
    ///   - value: The value, evaluated when the instance is injected (`self.defaultQuest()`).
    ///   - fileID: Names the injection in messages; leave the default.
    ///   - line: Names the injection in messages; leave the default.
    @inlinable @inline(__always) @_semantics("optimize.sil.specialize.generic.never")
    public func injectProperty<V>(
        _ keyPath: ReferenceWritableKeyPath<C, V>, with value: @autoclosure @escaping () -> V,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        // Only the store is inlined where the key path is written, so that the compiler turns it
        // into a plain store instead of a walk of the key path at run time; the rest is one call,
        // which keeps what each injection costs the compiler small. The closure's context is read
        // here, where its type is known: read in the unspecialized call, it asked the runtime for
        // the function type's metadata on every injection.
        var instance: UnsafeReference<AnyObject>?
        guard let made = madeInPlace(keyPath, value, KeptClosure(value), fileID, line, for: &instance), let instance
        else { return }
        // Borrowed: the build running this configuration holds the instance (`InjectionTarget`),
        // so a retain here, and its release after the store, would only cost two atomic updates.
        instance.borrow { Self.typed($0)[keyPath: keyPath] = made }
    }

    /// ``injectProperty(_:with:fileID:line:)`` but the store: in place, the value made for the
    /// instance it puts in `instance` (unretained: the build holds it), or `nil` when it gathered
    /// the injection instead, or wrote it itself (a class with auto-injected properties, whose
    /// key-path writes read first).
    // The instance comes back apart from the value: this runs unspecialized, and returning them as
    // one optional tuple asked the runtime for the tuple's metadata on every injection.
    @usableFromInline
    func madeInPlace<V>(
        _ keyPath: ReferenceWritableKeyPath<C, V>, _ value: @escaping () -> V, _ kept: KeptClosure,
        _ fileID: StaticString, _ line: UInt, for instance: inout UnsafeReference<AnyObject>?
    ) -> V? {
        guard let target = inPlace else {
            gatherProperty(keyPath, value, fileID, line)
            return nil
        }
        target.keepUntilEnd(kept)
        guard let made = target.making(PropertySite(keyPath, fileID, line), value) else { return nil }
        guard !target.autoInjected else {
            target.write(made, to: keyPath)
            return nil
        }
        instance = target.instance
        return made
    }

    /// ``injectProperty(_:with:fileID:line:)`` for a build that gathers its injections.
    func gatherProperty<V>(
        _ keyPath: ReferenceWritableKeyPath<C, V>, _ value: @escaping () -> V, _ fileID: StaticString, _ line: UInt
    ) {
        guard gathers(.property) else { return }
        propertyInjections.append { instance, environment in
            _ = environment.making(PropertySite(keyPath, fileID, line)) {
                environment.write(value(), to: keyPath, of: Self.typed(instance))
            }
        }
    }

    /// Injects a property with a component that refers back to one whose initializer is still
    /// running: the value is made once that initializer has returned.
    ///
    /// Use it for the side of a cycle that points back at a component built through its
    /// initializer: a controller whose initializer takes its view, and the view's `delegate`,
    /// which is that controller:
    ///
    /// ```swift
    /// func settingsView() -> SettingsView {
    ///     define { SettingsView() } configuration: {
    ///         $0.injectProperty(\.delegate, backReferenceTo: self.settingsController())
    ///     }
    /// }
    /// ```
    ///
    /// When no initializer of the resolution is running, it is injected in its place, like
    /// ``injectProperty(_:with:fileID:line:)``. Otherwise it waits until the outermost running initializer has
    /// returned, so the component handed to that initializer arrives with this one property still
    /// unset; everything else about it is set. Swift cannot see what a value refers to before
    /// making it, so the engine cannot tell a back-reference apart by itself: the plain spelling
    /// in such a cycle stops with a message that names the property and this method.
    ///
    /// - Parameters:
    ///   - keyPath: The property, as `\.delegate`.
    ///   - value: The value, evaluated once the component it refers to exists.
    ///   - fileID: Names the injection in messages; leave the default.
    ///   - line: Names the injection in messages; leave the default.
    public func injectProperty<V>(
        _ keyPath: ReferenceWritableKeyPath<C, V>, backReferenceTo value: @autoclosure @escaping () -> V,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        let injection = { (instance: AnyObject, environment: InjectionEnvironment) in
            environment.context.runOrWait {
                _ = environment.making(PropertySite(keyPath, fileID, line)) {
                    environment.write(value(), to: keyPath, of: Self.typed(instance))
                }
            }
        }
        guard let target = inPlace else {
            guard gathers(.property) else { return }
            return propertyInjections.append(injection)
        }
        target.keepUntilEnd(value)
        injection(target.instance.object, target.environment)
    }

    /// Injects a property with the one listed component whose type matches the property's.
    ///
    /// Use it when exactly one component of that type exists in the factory; an optional
    /// property is matched by its wrapped type. When none or several match, `component(_:)` and
    /// `inject(_:)` throw a ``TyphoonError`` that names the type and every candidate; a definition
    /// called directly stops with the same message.
    ///
    /// - Parameters:
    ///   - keyPath: The property, as `\.quest`.
    ///   - fileID: Names the injection in messages; leave the default.
    ///   - line: Names the injection in messages; leave the default.
    @inlinable @inline(__always)
    public func injectProperty<V>(
        _ keyPath: ReferenceWritableKeyPath<C, V>, fileID: StaticString = #fileID, line: UInt = #line
    ) {
        guard let target = inPlace else { return gatherProperty(byType: keyPath, fileID, line) }
        let site = PropertySite(keyPath, fileID, line)
        // `nil`: no component, or a verification skips the property.
        guard let value = target.making(site, { target.component(V.self, for: site) }) ?? nil else { return }
        target.write(value, to: keyPath)
    }

    /// Injects an optional property with the one listed component whose type matches the
    /// property's wrapped type.
    ///
    /// The same as ``injectProperty(_:fileID:line:)`` (Swift chooses this form for an optional
    /// property), with the look-up specialized for the wrapped type, so that the component is not
    /// cast into an optional at run time.
    ///
    /// - Parameters:
    ///   - keyPath: The property, as `\.quest`.
    ///   - fileID: Names the injection in messages; leave the default.
    ///   - line: Names the injection in messages; leave the default.
    @inlinable @inline(__always)
    public func injectProperty<W>(
        _ keyPath: ReferenceWritableKeyPath<C, W?>, fileID: StaticString = #fileID, line: UInt = #line
    ) {
        guard let target = inPlace else { return gatherProperty(byType: keyPath, fileID, line) }
        let site = PropertySite(keyPath, fileID, line)
        guard let value = target.making(site, { target.component(wrapping: W.self, for: site) }) ?? nil
        else { return }
        target.write(value, to: keyPath)
    }

    /// ``injectProperty(_:fileID:line:)`` for a build that gathers its injections.
    @usableFromInline
    func gatherProperty<V>(byType keyPath: ReferenceWritableKeyPath<C, V>, _ fileID: StaticString, _ line: UInt) {
        guard gathers(.property) else { return }
        propertyInjections.append { instance, environment in
            let site = PropertySite(keyPath, fileID, line)
            _ = environment.making(site) {
                guard let value = environment.component(V.self, for: site) else { return }
                environment.write(value, to: keyPath, of: Self.typed(instance))
            }
        }
    }

    /// Calls a method (or runs any code) on the instance after its property injections.
    ///
    /// Use it for setters that take several values at once, e.g.
    /// `definition.injectMethod { $0.setQuest(self.defaultQuest(), andDamselsRescued: 321) }`.
    ///
    /// - Parameter method: The call, given the instance.
    @inlinable
    public func injectMethod(_ method: @escaping (C) -> Void) {
        guard let target = inPlace else { return gatherMethod(method) }
        // A property that could not be filled for an outermost call that throws ends the build
        // before its methods, which would read it.
        guard target.buildGoesOn else { return }
        target.keepUntilEnd(method)
        method(Self.typed(target.instance.object))
    }

    /// Runs a call-back on the instance before any of its injections.
    ///
    /// Use it to prepare an object the way a third-party framework expects before it is filled.
    ///
    /// - Parameter callback: The call-back, given the instance.
    @inlinable
    public func performBeforeInjections(_ callback: @escaping (C) -> Void) {
        guard let target = inPlace else { return gatherBefore(callback) }
        target.keepUntilEnd(callback)
        callback(Self.typed(target.instance.object))
    }

    /// ``injectMethod(_:)`` for a build that gathers its injections.
    @usableFromInline
    func gatherMethod(_ method: @escaping (C) -> Void) {
        guard gathers(.method) else { return }
        methodInjections.append { method(Self.typed($0)) }
    }

    /// ``performBeforeInjections(_:)`` for a build that gathers its injections.
    @usableFromInline
    func gatherBefore(_ callback: @escaping (C) -> Void) {
        guard gathers(.before) else { return }
        beforeInjections.append { callback(Self.typed($0)) }
    }

    /// Runs a call-back on the instance once the outermost call of its resolution ends.
    ///
    /// Use it to finish wiring that needs every injected value, e.g. to connect a view's
    /// controls to an injected behaviour: by then every component the resolution built is
    /// complete, back-references included. The call-backs of a resolution run in the order the
    /// components' injections finished (a collaborator's before its owner's).
    ///
    /// - Parameter callback: The call-back, given the instance.
    public func performAfterInjections(_ callback: @escaping (C) -> Void) {
        declaredOrder.hasAfterCallbacks = true
        // In place, only a record that runs after call-backs (its first call learned that the
        // configuration declares some) gets them: any other would keep them and never run them.
        if forInPlace && inPlace?.record.borrow(\.order.hasAfterCallbacks) != true { return }
        afterInjections.append { callback(Self.typed($0)) }
    }

    /// Marks the component as one every test must replace: a test that builds it without a
    /// patch fails, naming the definition and the path that reached it.
    ///
    /// Use it for what a test must never touch for real: the network, the clock, the disk, a
    /// payment service. In a test run with the module `TyphoonTesting` (its Swift Testing trait
    /// `.activating(…)` or its XCTest base class `TyphoonTestCase`), building the original
    /// records a failure of that test (or is thrown, by `component(_:)` and `inject(_:)`), as
    /// an unimplemented dependency does; the test can patch it with `.patching(…)` or
    /// ``ComponentFactory/patch(_:with:)-(()->T,_)->Patch``. Outside such a test, in the app and in tests that
    /// activate assemblies themselves, the mark changes nothing, except that
    /// ``ComponentFactory/verify(samples:)-9hdp`` never builds it for real: it builds its patch, or
    /// names it as not verified.
    public func mustBePatchedInTests() {
        replacedInTests = true
    }

    /// Applies a base (abstract) definition's configuration before this one's.
    ///
    /// Use it to share settings among definitions of related classes: write the base as a
    /// generic function `func abstractClient<C: ClientBase>(_ definition: Definition<C>)` and
    /// call `definition.inherit(from: self.abstractClient)`. This definition's own settings are
    /// applied after the base's and win; its scope is the base's unless it sets one.
    ///
    /// - Parameter configure: The base configuration.
    public func inherit(from configure: (Definition<C>) -> Void) {
        // The base's steps run before this definition's own, wherever the call is: a definition
        // that inherits gathers its steps, never makes them in place.
        declaredOrder.isBuildOrder = false
        // A configuration that inherits never runs in place (its record learned that).
        guard !forInPlace else { return }
        let base = Definition<C>(scope: scope)
        base.scopeWasSet = false
        configure(base)
        beforeInjections = base.beforeInjections + beforeInjections
        propertyInjections = base.propertyInjections + propertyInjections
        methodInjections = base.methodInjections + methodInjections
        afterInjections = base.afterInjections + afterInjections
        replacedInTests = replacedInTests || base.replacedInTests
        if base.scopeWasSet && !scopeWasSet {
            scope = base.scope
        }
    }
}

/// What an injection needs from the container: the factory, the definition's name and the
/// resolution it runs in.
@usableFromInline
struct InjectionEnvironment {
    @usableFromInline let core: FactoryCore
    /// The definition; its table owns it, as for the resolution's nodes.
    @usableFromInline let record: UnsafeReference<DefinitionRecord>
    /// The resolution the injection runs in.
    @usableFromInline let context: ResolutionContext
    /// Whether the class has auto-injected properties, whose key-path writes read first.
    @usableFromInline let autoInjected: Bool

    @usableFromInline
    init(core: FactoryCore, record: UnsafeReference<DefinitionRecord>, context: ResolutionContext, autoInjected: Bool) {
        self.core = core
        self.record = record
        self.context = context
        self.autoInjected = autoInjected
    }

    /// Makes a property's value, naming the property to the resolution meanwhile, for the
    /// message of a reference back to a component that does not exist yet.
    ///
    /// - Returns: The value, or `nil` when a verification skips the property.
    @inlinable
    func making<V>(_ property: PropertySite, _ value: () -> V) -> V? {
        context.making(property, value)
    }

    /// The one listed component of a property's type, or `nil` after reporting why there is none
    /// (to the outermost call if it throws, otherwise by stopping).
    ///
    /// Inlined where the property is declared, so that the common case (one component declared
    /// as exactly `V`) is a typed call, without the runtime's look-up of generic metadata.
    @inlinable
    func component<V>(_ type: V.Type, for property: PropertySite) -> V? {
        if let value = core.declaredComponent(V.self) { return value }
        return componentLookingUp(V.self, for: property)
    }

    /// ``component(_:for:)`` when the component is not declared as exactly `V`, or not named yet.
    // `do`, not `Result`: this runs unspecialized, and `Result<V, _>` would ask the runtime for
    // its metadata on every injection.
    @usableFromInline
    func componentLookingUp<V>(_ type: V.Type, for property: PropertySite) -> V? {
        do throws(TyphoonError) {
            return try core.component(
                ofType: V.self, requiredBy: "\(record.borrow(\.name)) property \(property.keyPath.object)")
        } catch {
            context.report(error)
            return nil
        }
    }

    /// Writes a property through its key path.
    ///
    /// A key-path write to a computed property reads it first, and reading an auto-injected property
    /// that is still empty stops; so while the write runs, such a read gets the value being written.
    @usableFromInline
    func write<C, V>(_ value: V, to keyPath: ReferenceWritableKeyPath<C, V>, of instance: C) {
        guard autoInjected else {
            instance[keyPath: keyPath] = value
            return
        }
        let outer = context.valueBeingWritten
        context.valueBeingWritten = value
        defer { context.valueBeingWritten = outer }
        instance[keyPath: keyPath] = value
    }
}

/// A property injection as a message names it: its key path, and where the configuration
/// declares it (a key path of a property that is not plainly stored has no readable name).
@usableFromInline
struct PropertySite {
    /// The property's key path, unretained.
    ///
    /// The injection that makes the site holds it: a site lives only while its property's value
    /// is made (the resolution names it between
    /// ``ResolutionContext/enterProperty(_:)`` and ``ResolutionContext/leaveProperty(restoring:)``),
    /// so it need not be retained there on every injection.
    let keyPath: UnsafeReference<AnyKeyPath>
    let fileID: StaticString
    let line: UInt

    @usableFromInline
    init(_ keyPath: AnyKeyPath, _ fileID: StaticString, _ line: UInt) {
        self.keyPath = UnsafeReference(keyPath)
        self.fileID = fileID
        self.line = line
    }

    /// `\SettingsView.delegate (SettingsAssembly.swift:12)`, or the location alone.
    var name: String {
        let path = "\(keyPath.object)"
        let location = "\(fileID):\(line)"
        return path.contains("<") ? "injected at \(location)" : "\(path) (\(location))"
    }
}
