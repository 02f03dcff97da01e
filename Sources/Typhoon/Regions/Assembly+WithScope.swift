extension Assembly {
    /// Runs `body` in a new scoped region, as ``ComponentFactory/withScope(_:)`` of the
    /// assembly's factory does.
    ///
    /// Use it where code holds an activated assembly rather than its factory, such as a server's
    /// request middleware that a definition builds: `assembly.factory.withScope` would fetch the
    /// factory's handle, under the factory's lock, on every request. A region covers the
    /// `.scoped` definitions of every factory, so it is the same region either way:
    ///
    /// ```swift
    /// let receipt = try assembly.withScope {
    ///     try assembly.checkout().pay(order)  // its ledger and its mailer share one transaction
    /// }
    /// ```
    ///
    /// Called on an assembly that is not activated, or whose factory was released, it stops, as
    /// ``factory`` does.
    ///
    /// - Parameter body: The region's work; what it returns is returned, what it throws is thrown.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, after the region has ended.
    @inlinable
    public func withScope<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        _ = core(calling: "withScope")
        return try ScopeRegion.withNew(body)
    }

    /// Runs the asynchronous `body` in a new scoped region, as
    /// ``ComponentFactory/withScope(isolation:_:)`` of the assembly's factory does.
    ///
    /// Use it for a server's per-request graph where the code holds an activated assembly (see
    /// ``withScope(_:)``); the region's child tasks are in it, as with the factory's.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor, so that `body` runs where the caller does; leave the
    ///     default.
    ///   - body: The region's work; what it returns is returned, what it throws is thrown.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, after the region has ended.
    @inlinable
    public func withScope<R, E: Error>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws(E) -> R
    ) async throws(E) -> R {
        _ = core(calling: "withScope")
        return try await ScopeRegion.withNew(isolation: isolation, body)
    }
}
