/// A definition as a ``DefinitionPostProcessor`` sees and changes it.
///
/// Use ``scope`` to change how its instances are shared and ``replace(with:)`` to build
/// something else in place of what its initializer builds; ``original`` says which definition
/// it is.
public struct ProcessedDefinition: Sendable {
    /// The definition as its method declares it.
    public let original: DefinitionDescription
    /// The scope its instances get; the method's own until a post-processor sets another.
    public var scope: Scope
    /// The type the method returns, to check a replacement against.
    let declaredType: ObjectIdentifier
    /// What ``replace(with:)`` put in place of the initializer.
    private(set) var replacement: PatchReplacement?
    /// What ``replace(with:)`` put in place of the initializer, as an async definition builds it.
    private(set) var asyncReplacement: AsyncReplacement?
    /// The type name of a replacement of another type than the declared one, reported when the
    /// definition is made.
    private(set) var mismatchedReplacement: String?

    init(original: DefinitionDescription, declaredType: ObjectIdentifier) {
        self.original = original
        scope = original.scope ?? .objectGraph
        self.declaredType = declaredType
    }

    /// Builds every instance of the definition with `make` instead of its initializer and
    /// configuration, as a patch does, in the definition's ``scope``; for an async definition
    /// (``DefinitionDescription/isAsync``) too, whose initializer is then never awaited.
    ///
    /// Use it to put a stand-in in place of a definition for a whole run (a demo mode, a
    /// recording proxy). `T` must be the method's return type (write `replace { FakeQuest() as
    /// any Quest }`); another type is reported when the definition is made, as
    /// ``TyphoonError/replacementTypeMismatch(definition:declared:replacement:)``.
    ///
    /// - Parameter make: Builds the stand-in; it gets no injections.
    public mutating func replace<T>(with make: @escaping @Sendable () -> T) {
        guard ObjectIdentifier(T.self) == declaredType else {
            mismatchedReplacement = typeName(T.self)
            return
        }
        mismatchedReplacement = nil
        replacement = PatchReplacement(make)
        asyncReplacement = AsyncReplacement { AsyncInstance.wrap(make()) }
    }
}
