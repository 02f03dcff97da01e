/// A factory's definitions, as data and as text: Typhoon's `description` of a factory.
extension ComponentFactory: CustomStringConvertible {
    /// Every definition of the factory's assemblies: those that have run, plain and async
    /// (``DefinitionDescription/isAsync``), with their scope and where their `define` is, and the
    /// listed components whose methods have not run yet.
    ///
    /// Use it to see what a factory holds (a debug screen, a log line at start-up) or to check
    /// in a test that an assembly defines what it should. A definition method that has never run
    /// and is not listed is not known to the factory, and not here.
    public var definitions: [DefinitionDescription] {
        core.assemblies.flatMap { core.definitions(of: $0) }
    }

    /// The factory's assemblies and their definitions, one a line, as ``definitions`` lists them.
    ///
    /// Use it to print what a factory holds:
    ///
    /// ```
    /// ComponentFactory (loaded), 1 assembly:
    ///   KnightAssembly, 3 definitions:
    ///     KnightAssembly.knight() singleton -> Knight, listed as Knight, at App/KnightAssembly.swift:12
    ///     KnightAssembly.armoury() async lazySingleton -> Armoury, listed as Armoury, at App/KnightAssembly.swift:20
    ///     KnightAssembly component -> any Quest, listed as any Quest, listed at App/KnightAssembly.swift:5:10, not called yet
    /// ```
    public var description: String {
        let assemblies = core.assemblies
        let state = isLoaded ? "loaded" : "unloaded"
        let header = "ComponentFactory (\(state)), \(counted(assemblies.count, "assembly", "assemblies")):"
        return ([header] + assemblies.map { $0.definitionLines(in: core, indent: "  ") }).joined(separator: "\n")
    }
}

extension Assembly {
    /// What ``description`` prints: the assembly and its definitions, one a line.
    ///
    /// Never stops: an assembly whose factory is being released describes itself as released.
    var definitionsDescription: String {
        switch records.state {
        case .active, .unloaded:
            guard let core = liveCore else { fallthrough }
            return definitionLines(in: core, indent: "")
        case .released: return "\(assemblyName) (its factory was released)"
        case .inactive:
            let listed = components.map { component in
                let kind = component.asyncCall == nil ? "" : " (async)"
                return "  \(typeName(component.declaredType))\(kind) listed at \(component.listing)"
            }
            let header =
                "\(assemblyName) (not activated), \(counted(listed.count, "listed component", "listed components")):"
            return ([header] + listed).joined(separator: "\n")
        }
    }

    /// The assembly's line and one line for each definition, indented.
    fileprivate func definitionLines(in core: FactoryCore, indent: String) -> String {
        let definitions = core.definitions(of: self)
        let header = "\(indent)\(assemblyName), \(counted(definitions.count, "definition", "definitions")):"
        return ([header] + definitions.map { "\(indent)  \($0)" }).joined(separator: "\n")
    }
}

/// `1 assembly`, `2 assemblies`.
private func counted(_ count: Int, _ one: String, _ many: String) -> String {
    "\(count) \(count == 1 ? one : many)"
}
