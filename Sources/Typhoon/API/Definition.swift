/// How a definition builds its component: scope, injections and call-backs.
///
/// You get one in the `configuration` closure of ``Assembly/define(scope:arguments:initializer:configuration:function:fileID:line:column:)``.
/// Everything it is told is applied to each instance after the initializer returns, in this
/// order: `typhoonWillInject()` and ``performBeforeInjections(_:)`` call-backs, property
/// injections, auto-injected properties still empty, method injections, then
/// ``performAfterInjections(_:)`` call-backs and `typhoonDidInject()`.
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
    // function type's metadata, a hashed look-up per array per build.
    @usableFromInline var beforeInjections: [(AnyObject) -> Void] = []
    @usableFromInline var propertyInjections: [(AnyObject, InjectionEnvironment) -> Void] = []
    @usableFromInline var methodInjections: [(AnyObject) -> Void] = []
    @usableFromInline var afterInjections: [(AnyObject) -> Void] = []

    @usableFromInline
    init(scope: Scope) {
        self.scope = scope
        self.scopeWasSet = scope != .objectGraph
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
    /// references (a delegate pointing back at its owner).
    ///
    /// - Parameters:
    ///   - keyPath: The property, as `\.quest`.
    ///   - value: The value, evaluated when the instance is injected (`self.defaultQuest()`).
    public func injectProperty<V>(_ keyPath: ReferenceWritableKeyPath<C, V>, with value: @autoclosure @escaping () -> V)
    {
        propertyInjections.append { instance, environment in
            environment.write(value(), to: keyPath, of: Self.typed(instance))
        }
    }

    /// Injects a property with the one listed component whose type matches the property's.
    ///
    /// Use it when exactly one component of that type exists in the factory; an optional
    /// property is matched by its wrapped type. When none or several match, `component(_:)` and
    /// `inject(_:)` throw a ``TyphoonError`` that names the type and every candidate; a definition
    /// called directly stops with the same message.
    ///
    /// - Parameter keyPath: The property, as `\.quest`.
    public func injectProperty<V>(_ keyPath: ReferenceWritableKeyPath<C, V>) {
        propertyInjections.append { instance, environment in
            // `do`, not `Result`: this closure runs unspecialized, and `Result<V, _>` would ask the
            // runtime for its metadata on every injection.
            let value: V
            do throws(TyphoonError) {
                value = try environment.core.component(
                    ofType: V.self, requiredBy: "\(environment.definition) property \(keyPath)")
            } catch {
                return ResolutionContext.current.report(error)
            }
            environment.write(value, to: keyPath, of: Self.typed(instance))
        }
    }

    /// Calls a method (or runs any code) on the instance after its property injections.
    ///
    /// Use it for setters that take several values at once, e.g.
    /// `definition.injectMethod { $0.setQuest(self.defaultQuest(), andDamselsRescued: 321) }`.
    ///
    /// - Parameter method: The call, given the instance.
    public func injectMethod(_ method: @escaping (C) -> Void) {
        methodInjections.append { method(Self.typed($0)) }
    }

    /// Runs a call-back on the instance before any of its injections.
    ///
    /// Use it to prepare an object the way a third-party framework expects before it is filled.
    ///
    /// - Parameter callback: The call-back, given the instance.
    public func performBeforeInjections(_ callback: @escaping (C) -> Void) {
        beforeInjections.append { callback(Self.typed($0)) }
    }

    /// Runs a call-back on the instance after all of its injections.
    ///
    /// Use it to finish wiring that needs every injected value, e.g. to connect a view's
    /// controls to an injected behaviour; collaborators built during this resolution are fully
    /// injected by then.
    ///
    /// - Parameter callback: The call-back, given the instance.
    public func performAfterInjections(_ callback: @escaping (C) -> Void) {
        afterInjections.append { callback(Self.typed($0)) }
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
        let base = Definition<C>(scope: scope)
        base.scopeWasSet = false
        configure(base)
        beforeInjections = base.beforeInjections + beforeInjections
        propertyInjections = base.propertyInjections + propertyInjections
        methodInjections = base.methodInjections + methodInjections
        afterInjections = base.afterInjections + afterInjections
        if base.scopeWasSet && !scopeWasSet {
            scope = base.scope
        }
    }
}

/// What an injection needs from the container: the factory and the definition's name.
@usableFromInline
struct InjectionEnvironment {
    @usableFromInline let core: FactoryCore
    @usableFromInline let definition: String
    /// Set when the class has auto-injected properties, whose key-path writes read first.
    @usableFromInline let context: ResolutionContext?

    @usableFromInline
    init(core: FactoryCore, definition: String, autoInjected: Bool) {
        self.core = core
        self.definition = definition
        self.context = autoInjected ? ResolutionContext.current : nil
    }

    /// Writes a property through its key path.
    ///
    /// A key-path write to a computed property reads it first, and reading an auto-injected property
    /// that is still empty stops; so while the write runs, such a read gets the value being written.
    func write<C, V>(_ value: V, to keyPath: ReferenceWritableKeyPath<C, V>, of instance: C) {
        guard let context else {
            instance[keyPath: keyPath] = value
            return
        }
        let outer = context.valueBeingWritten
        context.valueBeingWritten = value
        defer { context.valueBeingWritten = outer }
        instance[keyPath: keyPath] = value
    }
}
