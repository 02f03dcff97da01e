/// Whether `T` is a class: the same answer as `T.self is AnyClass`, in a form the optimizer
/// decides where `T` is known.
///
/// The front calls this in every definition (``built(_:as:_:)``, ``kept(_:as:)``,
/// `Definition.typed(_:)`) to pick between the one-reference path and the boxed one. Swift's SIL
/// optimizer leaves `T.self is AnyClass` as a run-time cast even for a final class (only code
/// generation folds it), so each definition carried both paths through every optimization pass:
/// about a tenth of what a release build spends on a definition. `_canBeClass` is decided at
/// compile time: 0 for a value or an existential with witness tables, 1 for a class and for an
/// existential of one reference (`AnyObject`, alone or with `Sendable`, and an `@objc`
/// protocol), 2 in code not specialized, which asks the runtime as before.
@inlinable @inline(__always)
func isClassType<T>(_: T.Type) -> Bool {
    #if canImport(ObjectiveC)
        // An `@objc` protocol's existential is one reference too, and there is no list of them.
        return T.self is AnyClass
    #else
        switch _canBeClass(T.self) {
        case 0:
            return false
        case 1:
            // The only existentials of one reference without Objective-C; both checks fold.
            return !(T.self is AnyObject.Protocol || T.self is (any AnyObject & Sendable).Protocol)
        default:
            return T.self is AnyClass
        }
    #endif
}
