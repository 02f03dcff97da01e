// Safety statement
//
// Invariant: a synchronous `@isolated(any)` function value is a thick function (a function
//   pointer and a context) whose context holds its isolation, and the compiler calls it exactly
//   as it calls the same function type without the attribute: an ordinary call, made once the
//   caller runs on the function's isolation (SE-0431). Where function pointers are signed, the
//   discriminator hashes the parameters and results, not the isolation. So the value read as the
//   plain type is called the same way, and runs where it is called: the caller must already run
//   on the function's isolation. Each caller checks it first: the function's isolation is `nil`
//   (the method is not isolated), or it is the main actor and the factory checked that the call
//   runs on it (`FactoryCore.checkedCall` throws otherwise, and a main-actor `define` stops).
//   `unsafeBitCast` traps if the two representations ever differ in size.
// Owner: the function value, which the caller holds for the call; the plain copy is one more
//   reference to the same context, released after the call.
// Platforms: the representation is the compiler's on every platform; checked on Linux here. The
//   function type never appears as a generic argument (only inside `IsolatedAnyFunction<T>`),
//   which would need the runtime's metadata for `@isolated(any)` types (macOS 15, iOS 18).
// Covered by: LanguageMode5Tests (a client compiled in the Swift 5 language mode), which lists
//   main-actor methods and others through `Component+LanguageMode5.swift`.

/// A synchronous `@isolated(any)` function, as a field: what ``callHere(_:)-(()->T)`` reinterprets.
private struct IsolatedAnyFunction<T> {
    let function: @isolated(any) () -> T
}

/// The same function without `@isolated(any)`.
private struct PlainFunction<T> {
    let function: () -> T
}

/// A synchronous throwing `@isolated(any)` function, as a field.
private struct IsolatedAnyThrowingFunction<T> {
    let function: @isolated(any) () throws -> T
}

/// The same throwing function without `@isolated(any)`.
private struct PlainThrowingFunction<T> {
    let function: () throws -> T
}

/// Calls a synchronous `@isolated(any)` function where the caller runs, which must be on the
/// function's isolation (see the safety statement).
///
/// - Parameter function: The function, whose isolation the caller runs on.
/// - Returns: What the function returns.
func callHere<T>(_ function: @escaping @isolated(any) () -> T) -> T {
    unsafeBitCast(IsolatedAnyFunction(function: function), to: PlainFunction<T>.self).function()
}

/// ``callHere(_:)-(()->T)`` for a function that throws.
///
/// - Parameter function: The function, whose isolation the caller runs on.
/// - Returns: What the function returns.
/// - Throws: What the function throws.
func callHere<T>(_ function: @escaping @isolated(any) () throws -> T) throws -> T {
    try unsafeBitCast(IsolatedAnyThrowingFunction(function: function), to: PlainThrowingFunction<T>.self)
        .function()
}
