/// By-type look-ups and activation of async definitions.
extension ComponentFactory {
    /// Builds the components listed `eager: true` whose definitions are async, in listing order.
    ///
    /// Call it once after making the factory, from async code (a server's start-up): the factory
    /// builds its plain eager singletons when it is made, but nothing synchronous can await an
    /// async initializer. Calling it again finds them built.
    ///
    /// - Throws: The first error an eager async build threw; the others are not built.
    public func activate() async throws {
        for candidate in core.eagerCandidates {
            guard let component = candidate.asyncComponent else { continue }
            _ = try await callAsync(candidate, component)
        }
    }

    /// The component of a type when the one that matches is an async definition, `nil` when it
    /// is not (the synchronous look-up builds it then).
    ///
    /// - Throws: What the definition throws, or the by-type errors of a type that several
    ///   components match.
    func asyncListedComponent<T>(_ type: T.Type) async throws -> T? {
        let wanted = core.candidates(for: T.self).isEmpty ? OptionalUnwrapping.innermost(T.self) : T.self
        guard core.candidates(for: wanted).contains(where: { $0.asyncComponent != nil }) else { return nil }
        let candidate = try core.choose(wanted, requiredBy: nil)
        guard let component = candidate.asyncComponent else { return nil }
        let built = try await AsyncWiring.referringByType { try await callAsync(candidate, component) }
        guard let value = built as? T else {
            throw TyphoonError.componentTypeMismatch(
                component: core.name(of: candidate), listedAs: typeName(wanted), built: typeName(Swift.type(of: built)))
        }
        return value
    }

    /// Awaits an async candidate's method on its assembly.
    func callAsync(_ candidate: Candidate, _ component: Component) async throws -> Any {
        guard let assembly = candidate.liveAssembly(), let call = component.asyncCall else {
            throw TyphoonError.factoryReleased(
                assembly: candidate.assemblyTypeName, definition: core.name(of: candidate))
        }
        return try await call(assembly)
    }
}
