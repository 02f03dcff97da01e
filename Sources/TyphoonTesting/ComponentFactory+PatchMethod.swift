import Typhoon

extension ComponentFactory {
    /// Replaces a definition given as an unbound method, `ShopAssembly.clock`, of the assembly of
    /// that class in this factory; see ``Typhoon/ComponentFactory/patch(_:with:)-(()->T,_)->Patch``.
    ///
    /// Use it in a test that has its factory but not its assemblies:
    /// `ComponentFactory.default?.patch(ShopAssembly.clock) { FixedClock() }`. Asking for an
    /// assembly the factory does not hold stops, as ``Typhoon/ComponentFactory/assembly(_:)`` does.
    ///
    /// - Parameters:
    ///   - method: The definition method, unbound.
    ///   - replacement: Builds the stand-in.
    /// - Returns: The patch; call ``Typhoon/Patch/detach()`` to restore the original.
    @discardableResult
    public func patch<A: Assembly, T>(_ method: @escaping (A) -> () -> T, with replacement: @escaping () -> T) -> Patch
    {
        patch(method(assembly(A.self)), with: replacement)
    }
}
