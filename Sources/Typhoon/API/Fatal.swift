/// Stops the program with the error's text, pointing at the user's code: the definition whose
/// initializer or injections run on this thread now, which is the one the message names as the
/// asker (Xcode and CI annotations jump to the location `fatalError` prints).
///
/// A definition method returns its component and cannot throw, so this is how it reports a
/// problem; the same text is thrown by the entry points that can throw. Where the message names
/// another definition than the one running (a call about to enter it), the caller passes that
/// one's site to ``stop(_:at:)`` instead.
@usableFromInline
package func stop(_ error: TyphoonError) -> Never {
    guard let site = ThreadContextSlot.existingContext()?.borrow({ $0.currentDefinitionSite }) else {
        // Outside any definition (an activation that failed, `assembly(_:)`, `patch(_:with:)`,
        // `config(_:)` read outside a definition) nothing of the user's code is known here: those
        // public entry points take no `#fileID` and `#line`, since adding them would change each
        // signature and its name in every article that links it. The message names what was called.
        stop(error, file: #fileID, line: #line)
    }
    stop(error, at: site)
}

/// Stops the program with the error's text, pointing at a definition's `define` call: the one the
/// message names (a definition called on an assembly that is not active, an initializer that
/// threw, a built type that is not the declared one).
@usableFromInline
func stop(_ error: TyphoonError, at site: DefinitionSite) -> Never {
    stop(error, file: site.fileID, line: site.line)
}

/// Stops the program with the error's text at `file`:`line`; where a test that TyphoonTesting
/// manages, or a verification, can take the problem instead, the thread parks and the test fails.
package func stop(_ error: TyphoonError, file: StaticString, line: UInt) -> Never {
    // On a thread that builds for `verify()`, the problem is reported there and the thread waits.
    Verification.parkIfVerifying(error)
    // On a thread that runs a call of a test that TyphoonTesting manages, the test fails with it.
    IsolatedRun.parkIfIsolated(error, at: "\(file):\(line)")
    fatalError(error.description + IsolatedRun.hintInManagedTest, file: file, line: line)
}

/// The name a message uses for a type: `Knight`, `any Quest`, `Optional<URL>`.
///
/// The text `String(describing:)` gives for a metatype, without its way there: that first asks
/// the runtime whether the metatype conforms to three printing protocols (slow look-ups, most of
/// what `wiringGraph()` spent), and a metatype never does.
@usableFromInline
package func typeName(_ type: Any.Type) -> String {
    _typeName(type, qualified: false)
}
