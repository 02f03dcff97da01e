/// A slot that knows its property's static type, so that it can check a value with `is`.
///
/// It adds no stored property (see ``InjectionSlot`` for why).
@usableFromInline
package final class TypedInjectionSlot<T>: InjectionSlot, @unchecked Sendable {
    /// Makes an empty slot.
    @usableFromInline
    package init() {
        super.init(requiredType: T.self)
    }

    override package func accepts(_ value: Any) -> Bool {
        value is T
    }
}
