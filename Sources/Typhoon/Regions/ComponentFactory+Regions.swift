extension ComponentFactory {
    /// Runs `body` in a new scoped region: every ``Scope/scoped`` definition resolved inside it
    /// has one instance, shared by everything the region resolves, and released when `body`
    /// returns or throws.
    ///
    /// Use it for a unit of work whose components share state for its length and no longer, the
    /// per-request graph of a server (a transaction its services share), from synchronous code:
    ///
    /// ```swift
    /// let receipt = try factory.withScope {
    ///     try assembly.checkout().pay(order)  // its ledger and its mailer share one transaction
    /// }
    /// ```
    ///
    /// The region reaches the code `body` runs on this thread, not a `Thread` or `DispatchQueue`
    /// block it starts: those run outside any region. Regions nest: an inner region has
    /// instances of its own, and does not see the outer region's (Docs/Behaviour.md,
    /// Scopes). It covers the `.scoped` definitions of every factory.
    ///
    /// - Parameter body: The region's work; what it returns is returned, what it throws is thrown.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, after the region has ended.
    @inlinable
    public func withScope<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        try ScopeRegion.withNew(body)
    }

    /// Runs the asynchronous `body` in a new scoped region: every ``Scope/scoped`` definition
    /// resolved inside it, on any child task, has one instance, shared by everything the region
    /// resolves, and released when `body` returns or throws.
    ///
    /// Use it for the per-request graph of a server; its child tasks (`async let`, task groups)
    /// and the tasks it creates with `Task { … }` are in the region too:
    ///
    /// ```swift
    /// try await factory.withScope {
    ///     async let stock = assembly.stockService().reserve(order)
    ///     async let invoice = assembly.billing().invoice(order)  // the same unit of work
    ///     try await (stock, invoice)
    /// }
    /// ```
    ///
    /// A `Task.detached`, a `Thread` or a `DispatchQueue` block does not inherit the region: what
    /// it resolves is outside any region. A task that outlives the region finds it ended.
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
        try await ScopeRegion.withNew(isolation: isolation, body)
    }
}
