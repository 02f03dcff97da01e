/// What a factory knows of one definition: where it is, what it declares and how it shares.
///
/// Use it to read a factory's wiring: ``ComponentFactory/definitions`` lists one for each
/// definition, a definition post-processor (``DefinitionPostProcessor``) gets one, and the
/// factory's and an assembly's `description` print them.
public struct DefinitionDescription: Sendable, Hashable, CustomStringConvertible {
    /// The assembly's type name, `KnightAssembly`.
    public let assembly: String
    /// The method as Swift names it, `knight()` or `knight(for:)`; `nil` for a listed component
    /// whose method has not run yet (a listing names the method by reference, without its name).
    public let method: String?
    /// How instances are shared; `nil` for a listed component whose method has not run yet
    /// (its scope is set inside the method).
    public let scope: Scope?
    /// The type the method returns, `Knight` or `any Quest`.
    public let declaredType: String
    /// The types a look-up by type finds it by (its listing's declared type, superclasses and
    /// `implements:`); empty for a definition that is not listed in ``Assembly/components``.
    public let listedTypes: [String]
    /// Where its `define` is, `Module/File.swift:12`, or, for a listed component whose method has
    /// not run yet, where it is listed, `Module/File.swift:30:9`.
    public let location: String
    /// Whether it is an async definition
    /// (``Assembly/defineAsync(scope:arguments:initializer:configuration:function:fileID:line:column:)``).
    public internal(set) var isAsync = false

    /// `Assembly.method()`, as messages name definitions, or `Assembly component` before a listed
    /// component's method has run.
    public var name: String { method.map { "\(assembly).\($0)" } ?? "\(assembly) component" }

    /// One line, `KnightAssembly.knight() singleton -> Knight, listed as Knight, any Quest, at
    /// Module/File.swift:12` (`async singleton` for an async definition), or for a listed component whose method has not run, `KnightAssembly
    /// component -> Knight, listed as Knight, listed at Module/File.swift:30:9, not called yet`.
    public var description: String {
        let listed = listedTypes.isEmpty ? "" : ", listed as \(listedTypes.joined(separator: ", "))"
        guard let scope else { return "\(name) -> \(declaredType)\(listed), listed at \(location), not called yet" }
        let kind = isAsync ? "async \(scope)" : "\(scope)"
        return "\(name) \(kind) -> \(declaredType)\(listed), at \(location)"
    }
}
