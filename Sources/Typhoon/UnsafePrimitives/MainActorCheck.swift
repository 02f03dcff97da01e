// Safety statement
//
// Invariant: `isOnMainActor()` is true exactly when code may run as the main actor: on the main
//   thread, or on the main actor's executor wherever that runs (Swift Testing runs `@MainActor`
//   suites on the main actor's executor, which on Linux is not always the main thread).
// Owner: nothing is owned; it asks the Swift runtime, whose `swift_task_isCurrentExecutor` is the
//   check `MainActor.assumeIsolated` makes, without trapping.
// Platforms: the entry point is exported by the concurrency runtime on every platform; checked on
//   Linux here.
// Covered by: MainActorTests and MainActorSuite, also under ThreadSanitizer.

import CTyphoonAtomics

/// Whether the calling code runs on the main actor, so that a main-actor component may be built,
/// injected and called back here.
///
/// - Parameter isMainThread: Whether the caller runs on the main thread, when it already knows
///   (a resolution context records it for its thread).
/// - Returns: Whether the code may run as the main actor here.
@inlinable
func isOnMainActor(isMainThread: Bool = typhoon_is_main_thread()) -> Bool {
    isMainThread || isOnMainActorsExecutor()
}

/// Whether the running job is on the main actor's executor, asked of the runtime through
/// CTyphoonAtomics: the slower question, asked off the main thread only.
@usableFromInline
func isOnMainActorsExecutor() -> Bool {
    let executor = MainActor.sharedUnownedExecutor
    // An unowned executor is the runtime's two-word `SerialExecutorRef`; `unsafeBitCast` traps if
    // the sizes ever differ.
    let words = unsafeBitCast(executor, to: (UnsafeRawPointer?, UInt).self)
    return typhoon_is_current_executor(words.0, words.1)
}

/// Calls a main-actor function from a caller that has checked it runs on the main actor (the
/// factory checks before it calls an isolated component, and throws otherwise).
///
/// `MainActor.assumeIsolated` traps if the check was wrong, so the function never runs elsewhere.
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    let result = ResultBox<T>()
    MainActor.assumeIsolated { result.value = body() }
    return result.value!
}

/// Carries a result out of a main-actor closure; the caller reads it once the closure returned.
@usableFromInline
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Whether an isolation (`#isolation`, or a function's `isolation`) is the main actor's.
func isMainActor(_ isolation: (any Actor)?) -> Bool {
    guard let isolation else { return false }
    return isolation === MainActor.shared
}
