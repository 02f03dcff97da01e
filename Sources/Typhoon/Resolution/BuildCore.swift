/// The core a build's injections use, held as cheaply as is safe.
///
/// Unretained when the definition's assembly owns the core, as the assembly the user activated
/// does: that assembly lets its core go only when it ends, and the caller of the definition
/// method being built holds the assembly until the build is over. Retained when the assembly only
/// refers to its core (a collaborator, reached weakly): another thread may release the factory
/// meanwhile. So the common build pays no retain and no release for the core.
struct BuildCore {
    /// The core, valid while the build runs.
    let reference: UnsafeReference<FactoryCore>
    /// The core retained, when the assembly does not own it; `nil` when it does.
    let owner: FactoryCore?

    /// The core of an assembly that owns it.
    init(owned core: UnsafeReference<FactoryCore>) {
        reference = core
        owner = nil
    }

    /// The core of an assembly that refers to it, retained.
    init(referred core: FactoryCore) {
        reference = UnsafeReference(core)
        owner = core
    }

    /// Runs `body` with the core, without retaining it.
    @inline(__always)
    func borrow<T>(_ body: (FactoryCore) -> T) -> T {
        reference.borrow(body)
    }

    /// The core, retained: for what outlives the build (after call-backs, gathered injections).
    var retained: FactoryCore {
        reference.object
    }
}
