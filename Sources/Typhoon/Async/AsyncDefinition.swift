/// The configuration of an async definition: its scope, the injections it declares (each may
/// await) and its call-backs.
///
/// ``Assembly/defineAsync(scope:arguments:initializer:configuration:function:fileID:line:column:)``
/// hands one to its configuration closure on each call that builds. The injections are written as
/// closures, so that nothing runs until the instance exists:
///
/// ```swift
/// func repository() async throws -> Repository {
///     try await defineAsync { Repository() } configuration: { definition in
///         definition.injectProperty(\.database) { try await self.database() }
///         definition.performAfterInjections { try await $0.warmUp() }
///     }
/// }
/// ```
///
/// A build runs them in Typhoon's order (Docs/Behaviour.md, Order of a build): before call-backs,
/// properties, methods, each in the order declared; after call-backs when the outermost call of
/// the resolution ends.
public final class AsyncDefinition<C>: @unchecked Sendable {
    /// The scope; setting it here wins over `defineAsync(scope:)`.
    public var scope: Scope

    /// What this configuration declared, in the order declared within each step.
    var steps = AsyncSteps()
    /// Set by ``mustBePatchedInTests()``.
    var isReplacedInTests = false

    init(scope: Scope) {
        self.scope = scope
    }

    /// Sets a property of the instance to what `value` returns, once the initializer has
    /// returned.
    ///
    /// - Parameters:
    ///   - keyPath: The property, on the built type.
    ///   - value: Makes the value; it may await other definitions.
    public func injectProperty<V>(
        _ keyPath: ReferenceWritableKeyPath<C, V>, _ value: @escaping @Sendable () async throws -> V
    ) {
        appendProperty(keyPath, value, isBackReference: false)
    }

    /// Sets a property that refers back to a component whose initializer may still be running
    /// (a view's delegate that is the controller whose initializer took the view).
    ///
    /// It runs in its place when no initializer on the way to it is running; otherwise it waits
    /// until the outermost one running returns (Docs/Behaviour.md, Cycles). It is the disfavored
    /// overload, so that a trailing closure is the plain form's; write this one's label.
    ///
    /// - Parameters:
    ///   - keyPath: The property, on the built type.
    ///   - value: Makes the value, usually a call of the definition referred back to; write it
    ///     with its label, `injectProperty(\.delegate, backReferenceTo: { try await self.controller() })`.
    @_disfavoredOverload
    public func injectProperty<V>(
        _ keyPath: ReferenceWritableKeyPath<C, V>, backReferenceTo value: @escaping @Sendable () async throws -> V
    ) {
        appendProperty(keyPath, value, isBackReference: true)
    }

    /// A property injection's step: makes the value, then sets it on the instance.
    private func appendProperty<V>(
        _ keyPath: ReferenceWritableKeyPath<C, V>, _ value: @escaping @Sendable () async throws -> V,
        isBackReference: Bool
    ) {
        let keyPath = UncheckedSendable(keyPath)
        steps.properties.append(
            AsyncStep(isBackReference: isBackReference, keyPath: UncheckedSendable(keyPath.value)) { instance in
                let made = try await value()
                let target = AsyncInstance.unwrap(instance, as: C.self)
                target[keyPath: keyPath.value] = made
            })
    }

    /// Calls a method of the instance (method injection), after its properties are set.
    ///
    /// - Parameter method: Calls the method; it may await other definitions.
    public func injectMethod(_ method: @escaping @Sendable (C) async throws -> Void) {
        steps.methods.append(
            AsyncStep(isBackReference: false) { try await method(AsyncInstance.unwrap($0, as: C.self)) })
    }

    /// Runs a call-back on the instance before its injections.
    ///
    /// - Parameter callback: The call-back.
    public func performBeforeInjections(_ callback: @escaping @Sendable (C) async throws -> Void) {
        steps.before.append(
            AsyncStep(isBackReference: false) { try await callback(AsyncInstance.unwrap($0, as: C.self)) })
    }

    /// Runs a call-back on the instance when the outermost call of its resolution ends, after
    /// every component of the resolution has been injected.
    ///
    /// - Parameter callback: The call-back.
    public func performAfterInjections(_ callback: @escaping @Sendable (C) async throws -> Void) {
        steps.after.append(
            AsyncStep(isBackReference: false) { try await callback(AsyncInstance.unwrap($0, as: C.self)) })
    }

    /// Marks the definition as one that every test must patch (strict patching), as
    /// ``Definition/mustBePatchedInTests()`` marks a plain one.
    ///
    /// Use it for what a test must never touch for real: a database server, the network, a
    /// payment service. In a test run with the module `TyphoonTesting`, a call that would build
    /// the original throws ``TyphoonError/unpatchedInTest(definition:declaredAt:test:path:)``
    /// (an async call always throws, so the error fails the test where it is awaited), and
    /// nothing is built; the test patches it with `try await factory.patch(…)`. Outside such a
    /// test, the mark changes nothing, except that `try await factory.verify()` never builds it
    /// for real: it builds its patch, or names it as not verified.
    public func mustBePatchedInTests() {
        isReplacedInTests = true
    }
}
