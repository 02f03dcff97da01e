import Typhoon

extension ComponentFactory {
    /// Fills every `@InjectedClass` and `@InjectedProtocol` property of an instance, and of its
    /// superclasses, by type across all the factory's assemblies.
    ///
    /// Use it for objects the factory does not build, above all XCTest cases in
    /// `setUpWithError` and Swift Testing suites in `init`. Where the instance's class has a
    /// listed definition, its injections are applied first and win; then what is still empty is
    /// filled.
    ///
    /// - Parameter instance: The object to fill.
    /// - Throws: ``TyphoonError`` naming the property, its type and the candidates when a
    ///   property's type has no match or several, or when a wrapper is where it cannot be filled
    ///   (in an optional, an `Any`, an enum or a collection). Every property is checked before
    ///   any is filled, so nothing is half done, and one error names each property that cannot
    ///   be: ``TyphoonError/unfillableProperties(instance:problems:)`` when there are several.
    public func inject(_ instance: AnyObject) throws {
        try injectAutomatically(instance)
    }

    /// Fills an instance's auto-injected properties on the main actor when its class's
    /// definition, or a component it needs, is isolated to it.
    ///
    /// Use it from asynchronous code that may run off the main actor; otherwise it is
    /// `inject(_:)`. A property whose component is an async definition (`defineAsync`) is
    /// awaited first: only this form can fill it.
    ///
    /// - Parameter instance: The object to fill.
    /// - Throws: What `inject(_:)` throws, and what an async definition throws.
    public func inject(_ instance: AnyObject) async throws {
        // Properties whose components are async definitions first: only this form can await them.
        try await fillAsyncSlots(of: instance)
        guard injectionMustHopToMainActor(instance) else { return try injectAutomatically(instance) }
        // The instance is only used on the main actor from here until the hop returns.
        nonisolated(unsafe) let object = instance
        try await MainActor.run { try self.injectAutomatically(object) }
    }
}

extension Assembly {
    /// Fills an instance's auto-injected properties from this assembly's factory; see
    /// ``ComponentFactory/inject(_:)-860pq``.
    ///
    /// Use it in a test's set-up: `try ApplicationAssembly().activate().inject(self)`.
    ///
    /// - Parameter instance: The object to fill.
    /// - Throws: ``TyphoonError`` when a property's type has no match or several, naming every
    ///   such property.
    public func inject(_ instance: AnyObject) throws {
        try injectAutomatically(instance)
    }

    /// Fills an instance's auto-injected properties, on the main actor where needed; see
    /// `ComponentFactory.inject(_:)`.
    ///
    /// - Parameter instance: The object to fill.
    /// - Throws: What `inject(_:)` throws.
    public func inject(_ instance: AnyObject) async throws {
        try await factory.inject(instance)
    }
}
