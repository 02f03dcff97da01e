import Typhoon

// DELETE THIS FILE when the engine has `Definition.injectProperty(_:backReferenceTo:)`.
//
// A stand-in so that this suite compiles before the engine has the back-reference form: it
// forwards to the plain `injectProperty(_:with:)`, which is what the engine did for every
// property injection before the back-reference form. Only `BackReferenceTests.swift` uses it.

extension Definition {
    /// Injects a property that refers back to a component whose initializer may still be running.
    func injectProperty<V>(
        _ keyPath: ReferenceWritableKeyPath<C, V>, backReferenceTo value: @autoclosure @escaping () -> V
    ) {
        injectProperty(keyPath, with: value())
    }
}
