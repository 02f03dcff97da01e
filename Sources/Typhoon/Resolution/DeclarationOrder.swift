/// Whether a configuration declares its steps in the order a build runs them: before call-backs,
/// then property injections, then method injections (after call-backs may come anywhere, since
/// they run at the end of the resolution whatever their place).
///
/// Learned on a definition's first call. A definition whose configuration keeps that order is
/// injected in place on later builds (``InjectionTarget``): each step is made where it is declared,
/// which gives the order of Docs/Behaviour.md, Order of a build. Any other order, or a base
/// definition (`inherit(from:)`), gathers the steps and runs them in that order afterwards.
@usableFromInline
struct DeclarationOrder {
    /// A kind of step, in the order a build runs them.
    @usableFromInline
    enum Step: UInt8 {
        case before, property, method
    }

    /// The kind of the step declared last.
    @usableFromInline var last = Step.before
    /// Whether every step so far came after the kinds that run before it.
    @usableFromInline var isBuildOrder = true
    /// Whether the configuration declares a method injection, which must run after the
    /// auto-injected properties: a class that has some gathers its steps.
    @usableFromInline var hasMethods = false
    /// Whether the configuration declares after call-backs, which a build keeps its
    /// configuration for.
    ///
    /// The definition knows it too; an in-place build reads it here, in the record, so that a
    /// build without after call-backs neither retains its definition for them nor asks it
    /// (about 100 instructions a build, callgrind).
    @usableFromInline var hasAfterCallbacks = false

    @inlinable
    init() {}

    /// Notes a step declared.
    @inlinable
    mutating func note(_ step: Step) {
        if step.rawValue < last.rawValue { isBuildOrder = false }
        last = step
        if step == .method { hasMethods = true }
    }
}
