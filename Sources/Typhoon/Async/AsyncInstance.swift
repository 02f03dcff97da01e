/// How the async engine keeps an instance: a class instance as itself, any other value in a box,
/// so that every instance is an object the engine can keep, compare and inject.
enum AsyncInstance {
    /// The instance as the engine keeps it.
    static func wrap<C>(_ value: C) -> AnyObject {
        if Swift.type(of: value as Any) is AnyClass { return value as AnyObject }
        return AsyncValueBox(value)
    }

    /// The instance as the declared type, which the front checked it is when it was built.
    static func unwrap<R>(_ object: AnyObject, as _: R.Type) -> R {
        if let box = object as? AsyncValueBox { return box.value as! R }
        return object as! R
    }
}

/// A value (a struct, an enum) kept by the async engine.
final class AsyncValueBox {
    let value: Any

    init(_ value: Any) {
        self.value = value
    }
}
