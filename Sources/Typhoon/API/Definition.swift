/// How a definition builds its component: scope, injections and call-backs.
///
/// You get one in the `configuration` closure of ``Assembly/define(scope:arguments:initializer:configuration:function:fileID:line:column:)``.
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
    // function type's metadata, a hashed look-up per array per build.
    @usableFromInline var beforeInjections: [(AnyObject) -> Void] = []
    @usableFromInline var propertyInjections: [(AnyObject, InjectionEnvironment) -> Void] = []
    @usableFromInline var methodInjections: [(AnyObject) -> Void] = []
    @usableFromInline var afterInjections: [(AnyObject) -> Void] = []
    /// Set by ``mustBePatchedInTests()``.
    @usableFromInline var isReplacedInTests = false

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
    /// references between components that exist (a delegate pointing back at an owner built
    /// through properties). A value that refers back to a component whose initializer is still
    /// running needs ``injectProperty(_:backReferenceTo:fileID:line:)`` instead.
    ///
    /// - Parameters:
    ///   - keyPath: The property, as `\.quest`.
    ///   - value: The value, evaluated when the instance is injected (`self.defaultQuest()`).
    ///   - fileID: Names the injection in messages; leave the default.
    ///   - line: Names the injection in messages; leave the default.
    public func injectProperty<V>(
        _ keyPath: ReferenceWritableKeyPath<C, V>, with value: @autoclosure @escaping () -> V,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        propertyInjections.append { instance, environment in
            environment.inject(PropertySite(keyPath, fileID, line)) {
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
        propertyInjections.append { instance, environment in
            environment.context.runOrWait {
                environment.inject(PropertySite(keyPath, fileID, line)) {
                    environment.write(value(), to: keyPath, of: Self.typed(instance))
                }
            }
        }
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
    public func injectProperty<V>(
        _ keyPath: ReferenceWritableKeyPath<C, V>, fileID: StaticString = #fileID, line: UInt = #line
    ) {
        propertyInjections.append { instance, environment in
            // `do`, not `Result`: this closure runs unspecialized, and `Result<V, _>` would ask the
            // runtime for its metadata on every injection.
            environment.inject(PropertySite(keyPath, fileID, line)) {
                let value: V
                do throws(TyphoonError) {
                    value = try environment.core.component(
                        ofType: V.self, requiredBy: "\(environment.definition) property \(keyPath)")
                } catch {
                    return environment.context.report(error)
                }
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

    /// Runs a call-back on the instance once the outermost call of its resolution ends.
    ///
    /// Use it to finish wiring that needs every injected value, e.g. to connect a view's
    /// controls to an injected behaviour: by then every component the resolution built is
    /// complete, back-references included. The call-backs of a resolution run in the order the
    /// components' injections finished (a collaborator's before its owner's).
    ///
    /// - Parameter callback: The call-back, given the instance.
    public func performAfterInjections(_ callback: @escaping (C) -> Void) {
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
    /// ``ComponentFactory/patch(_:with:)-(()->T,_)``. Outside such a test, in the app and in tests that
    /// activate assemblies themselves, the mark changes nothing.
    public func mustBePatchedInTests() {
        isReplacedInTests = true
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
        isReplacedInTests = isReplacedInTests || base.isReplacedInTests
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
    @usableFromInline let definition: String
    /// The resolution the injection runs in.
    @usableFromInline let context: ResolutionContext
    /// Whether the class has auto-injected properties, whose key-path writes read first.
    @usableFromInline let autoInjected: Bool

    @usableFromInline
    init(core: FactoryCore, definition: String, context: ResolutionContext, autoInjected: Bool) {
        self.core = core
        self.definition = definition
        self.context = context
        self.autoInjected = autoInjected
    }

    /// Runs the injection of one property, naming it to the resolution while its value is made,
    /// for the message of a reference back to a component that does not exist yet.
    func inject(_ property: PropertySite, _ body: () -> Void) {
        let outer = context.enterProperty(property)
        body()
        context.leaveProperty(restoring: outer)
    }

    /// Writes a property through its key path.
    ///
    /// A key-path write to a computed property reads it first, and reading an auto-injected property
    /// that is still empty stops; so while the write runs, such a read gets the value being written.
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
struct PropertySite {
    let keyPath: AnyKeyPath
    let fileID: StaticString
    let line: UInt

    init(_ keyPath: AnyKeyPath, _ fileID: StaticString, _ line: UInt) {
        self.keyPath = keyPath
        self.fileID = fileID
        self.line = line
    }

    /// `\SettingsView.delegate (SettingsAssembly.swift:12)`, or the location alone.
    var name: String {
        let path = "\(keyPath)"
        let location = "\(fileID):\(line)"
        return path.contains("<") ? "injected at \(location)" : "\(path) (\(location))"
    }
}
