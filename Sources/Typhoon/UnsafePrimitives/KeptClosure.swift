// Safety statement
//
// Invariant: a `KeptClosure` holds only the context of a closure (what it captured), never its
//   function, so that what the closure captured stays alive until the resolution releases it. A
//   thick Swift function value is a function pointer and a context; the context is a native
//   reference-counted object, or null when the closure captures nothing. Retaining and releasing
//   a function value touch its context alone, whatever its signature, so holding the context as
//   an object keeps exactly what holding the closure keeps.
// Owner: the `ResolutionContext` whose kept stack holds it, which releases it when the
//   resolution ends (Docs/Behaviour.md, Lifetime).
// Platforms: no platform assumption: every thick Swift function value has the same size and
//   layout (a function pointer, then a context), which `unsafeBitCast` checks for the size.
// Covered by: CleanupReentryTests (objects captured by each kind of configuration closure, whose
//   deinit resolves, are released after the resolution), DeinitReentryTests, under
//   AddressSanitizer debug and release.

/// What a closure captured, kept so that it lives until the resolution ends.
///
/// The context is read as it is, without converting the closure to another signature: a generic
/// closure converted to `() -> Void` is wrapped in a reabstraction thunk, an allocation on every
/// injection. A closure that captures nothing has no context, and there is nothing to keep.
@usableFromInline
struct KeptClosure {
    /// The closure's context, `nil` when it captures nothing.
    @usableFromInline let context: AnyObject?

    @inlinable
    init<V>(_ closure: @escaping () -> V) {
        context = unsafeBitCast(closure, to: (UnsafeRawPointer, AnyObject?).self).1
    }

    @inlinable
    init<A>(_ closure: @escaping (A) -> Void) {
        context = unsafeBitCast(closure, to: (UnsafeRawPointer, AnyObject?).self).1
    }
}
