import Typhoon

// Delete this file when the engine declares `injectProperty(_:backReferenceTo:)`: it stands in for
// that form (forwarding to `with:`) so that the model-based test compiles before the engine has it.
extension Definition {
    func injectProperty<V>(
        _ keyPath: ReferenceWritableKeyPath<C, V>, backReferenceTo value: @autoclosure @escaping () -> V
    ) {
        injectProperty(keyPath, with: value())
    }
}
