/// Stops the program with the error's text.
///
/// A definition method returns its component and cannot throw, so this is how it reports a
/// problem; the same text is thrown by the entry points that can throw.
@usableFromInline
package func stop(_ error: TyphoonError, file: StaticString = #fileID, line: UInt = #line) -> Never {
    // On a thread that builds for `verify()`, the problem is reported there and the thread waits.
    Verification.parkIfVerifying(error)
    // On a thread that runs a call of a test that TyphoonTesting manages, the test fails with it.
    IsolatedRun.parkIfIsolated(error)
    fatalError(error.description + IsolatedRun.hintInManagedTest, file: file, line: line)
}

/// The name a message uses for a type: `Knight`, `any Quest`, `Optional<URL>`.
@usableFromInline
package func typeName(_ type: Any.Type) -> String {
    String(describing: type)
}
