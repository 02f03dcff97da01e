// Safety statement
//
// Invariant: a `ThreadConfined` value is read and written by one thread only (its owner's), and
//   never by two overlapping accesses. Debug builds check the second part on every access, as
//   Swift does for any class property; release builds skip that run-time check, which on the
//   resolution path (a dozen accesses per definition call, each a `swift_beginAccess` that looks
//   up the thread's access set) costs a third of a build.
// Owner: the `ResolutionContext` that inherits it, which lives in its thread's context slot.
// Platforms: no platform assumption.
// Covered by: every test in debug (the whole suite, the model-based test, stress tests and exit
//   tests run with exclusivity checking on), and the release suite and AddressSanitizer release
//   in `.ci/run`.

/// A base class for an object whose state one thread owns, checked for overlapping accesses in
/// debug builds.
///
/// A base class rather than a stored box: the state is then a field of the object itself, so an
/// access touches no other object's reference count.
///
/// - Warning: Unsafe in release builds: an overlapping access is not caught there.
@usableFromInline
class ThreadConfined<State: ~Copyable> {
    #if DEBUG
        /// The state; every access is checked for exclusivity.
        final var state: State
    #else
        /// The state; accesses are not checked at run time (see the safety statement).
        @exclusivity(unchecked) final var state: State
    #endif

    init(state: consuming State) {
        self.state = state
    }
}
