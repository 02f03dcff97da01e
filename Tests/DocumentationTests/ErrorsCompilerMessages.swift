import Testing

/// What the compiler says when a file uses the auto-injection wrappers but imports only `Typhoon`,
/// as ErrorsAndHowToReadThem.md shows it, and that the fix the article gives compiles.
///
/// Each test type-checks a small file against the modules of this build, as a user's app is
/// compiled (see `Support/TypeCheck.swift`).
@Suite struct ErrorsCompilerMessages {
    /// The article's example, with the class it needs declared after it.
    private let missingImport = """
        // snippet: errors-missing-import
        import Typhoon

        final class ArmouryController {
            @InjectedClass var webService: HttpWebService
        }

        let controller = ArmouryController()
        // end-snippet

        class HttpWebService {}
        """

    /// The compiler's errors for it, without their line and column, as the article quotes them.
    static let missingImportErrors = """
        error: unknown attribute 'InjectedClass'
        error: class 'ArmouryController' has no initializers
        error: 'ArmouryController' cannot be constructed because it has no accessible initializers
        """

    @Test func theWrappersWithoutImportingTyphoonAutoInjectionAreAnUnknownAttribute() throws {
        // Each error is `line:column: error: message`.
        let errors = try TypeCheck.errors(in: missingImport).map { $0[$0.range(of: "error: ")!.lowerBound...] }
        #expect(errors.joined(separator: "\n") == Self.missingImportErrors)
    }

    @Test func importingTyphoonAutoInjectionInsteadCompiles() throws {
        let fixed = missingImport.replacingOccurrences(of: "import Typhoon\n", with: "import TyphoonAutoInjection\n")
        #expect(fixed != missingImport)
        #expect(try TypeCheck.errors(in: fixed) == [])
    }
}
