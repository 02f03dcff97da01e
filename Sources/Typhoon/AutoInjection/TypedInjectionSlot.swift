/// A slot that knows its property's static type, so that it can check a value with `is`.
///
/// It adds no stored property (see ``InjectionSlot`` for why).
@usableFromInline
package final class TypedInjectionSlot<T>: InjectionSlot, @unchecked Sendable {
    /// Makes an empty slot for a wrapper made in `declaringType`, at `fileID`:`line`.
    @usableFromInline
    package init(declaringType: StaticString, fileID: StaticString, line: UInt) {
        super.init(requiredType: T.self, declaringType: declaringType, fileID: fileID, line: line)
    }

    override package func accepts(_ value: Any) -> Bool {
        value is T
    }
}
