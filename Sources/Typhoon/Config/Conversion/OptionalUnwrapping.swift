/// Lets a look-up see through `Optional`: a property of type `URL?` is filled by converting
/// to `URL`, then wrapping.
protocol OptionalMarker {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalMarker {
    static var wrappedType: Any.Type {
        Wrapped.self
    }
}

enum OptionalUnwrapping {
    /// The type inside any number of `Optional`s (`URL` for `URL??`).
    static func innermost(_ type: Any.Type) -> Any.Type {
        var current = type
        while let optional = current as? any OptionalMarker.Type {
            current = optional.wrappedType
        }
        return current
    }
}
