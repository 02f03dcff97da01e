/// How an assembly's collaborator property (its `@InjectedClass` of an assembly type, filled at
/// activation) reaches the collaborating assembly without owning it.
///
/// Collaborating assemblies routinely name each other, so properties that retained their
/// collaborators would make a cycle: the factory and every singleton would outlive what the user
/// created. Ownership stays where Docs/Engine.md (Lifetime) puts it instead: the core owns every
/// assembly but the one the user activated, which owns the core; a collaborator property owns
/// nothing, so dropping the factory (or the activated assembly) frees them all. A link reaches
/// - an assembly the core owns through the core, held weakly. The core lets go of its assemblies
///   only in its `deinit`, so while a read holds the core, the link's unretained reference is
///   alive, and is retained for the caller before the core is let go.
/// - the assembly the user activated weakly: it owns the core, so a thread that holds another
///   assembly (or the core) may outlive it.
///
/// Weak, not unowned: another thread may release the factory while this one reads the property;
/// the weak load then gives `nil` and the read stops with ``TyphoonError/factoryReleased(assembly:definition:)``
/// instead of reading freed memory. The weak references add no side table where builds would pay
/// for it: the core has one already (its assemblies refer to it weakly), the activated assembly
/// too once it has collaborators (the core's `RootLink.weak`), and the assemblies the core owns,
/// through which most builds go, are never referred to weakly.
final class CollaboratorLink: Sendable {
    /// The core that owns ``owned``; `nil` for a link to the activated assembly.
    private weak let core: FactoryCore?
    /// The collaborator when the core owns it, valid while ``core`` is held.
    private let owned: UnsafeReference<Assembly>?
    /// The collaborator when it is the assembly the user activated.
    private weak let activated: Assembly?
    /// The assembly whose property this is, and the property as `Assembly.property`, for the
    /// message of a read after the factory's release.
    private let ownerName: String
    private let property: String

    /// Links a property of an assembly to a collaborator of the same factory.
    ///
    /// - Parameters:
    ///   - collaborator: The assembly the property refers to.
    ///   - isActivated: Whether `collaborator` is the assembly the user activated, which owns
    ///     `core` instead of being owned by it.
    ///   - core: The factory's core.
    ///   - owner: The assembly whose property this is.
    ///   - property: The property's name.
    init(to collaborator: Assembly, isActivated: Bool, of core: FactoryCore, owner: Assembly, property: String) {
        if isActivated {
            self.core = nil
            owned = nil
            activated = collaborator
        } else {
            self.core = core
            owned = UnsafeReference(collaborator)
            activated = nil
        }
        ownerName = owner.assemblyName
        self.property = "\(ownerName).\(property)"
    }

    /// The collaborating assembly, or a stop once its factory is released.
    var assembly: Assembly {
        if let owned {
            if let core { return withExtendedLifetime(core) { owned.object } }
        } else if let activated {
            return activated
        }
        stop(.factoryReleased(assembly: ownerName, definition: property))
    }
}
