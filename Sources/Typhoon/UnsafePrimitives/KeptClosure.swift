// Safety statement
//
// Invariant: a `KeptClosure` is never called. It holds a closure of any signature under one
//   function type, only so that the closure's context (what it captured) stays alive until the
//   resolution releases it; retaining and releasing a function value touch its context alone,
//   whatever its signature.
// Owner: the `ResolutionContext` whose kept stack holds it, which releases it when the
//   resolution ends (Docs/Behaviour.md, Lifetime).
// Platforms: no platform assumption: every thick Swift function value has the same size and
//   layout (a function pointer and a context), which `unsafeBitCast` checks for the size.
// Covered by: CleanupReentryTests (objects captured by each kind of configuration closure, whose
//   deinit resolves, are released after the resolution), DeinitReentryTests, under
//   AddressSanitizer debug and release.

/// A closure kept, never called, so that what it captured lives until the resolution ends.
///
/// Erasing its signature without a reabstraction thunk keeps the closure's own context alive
/// instead of a new one wrapped around it: keeping it allocates nothing.
@usableFromInline
struct KeptClosure {
    @usableFromInline let closure: () -> Void

    /// - Warning: The result is for keeping only; calling ``closure`` is undefined behaviour.
    @inlinable
    init<V>(_ closure: @escaping () -> V) {
        self.closure = unsafeBitCast(closure, to: (() -> Void).self)
    }

    /// - Warning: The result is for keeping only; calling ``closure`` is undefined behaviour.
    @inlinable
    init<A>(_ closure: @escaping (A) -> Void) {
        self.closure = unsafeBitCast(closure, to: (() -> Void).self)
    }
}
