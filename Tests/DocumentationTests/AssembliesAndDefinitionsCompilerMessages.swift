import Testing

/// The listing mistakes of AssembliesAndDefinitions.md are compile errors whose message says the
/// fix, instead of the compiler's "no exact matches in call to initializer" or a conversion error
/// between function types.
///
/// Each test type-checks a small file against the Typhoon module of this build, as a user's app
/// is compiled (see `Support/TypeCheck.swift`), and reads what the compiler says.
@Suite struct AssembliesAndDefinitionsCompilerMessages {
    /// A file with one assembly, whose `components` is line 11 of the file.
    private func assembly(methods: String, listing: String) -> String {
        """
        import Typhoon

        protocol Horseman: AnyObject {}
        final class Knight: Horseman {}
        struct Quest {}
        final class User {}

        final class KnightAssembly: Assembly, @unchecked Sendable {
        \(methods)
            override var components: [Component] {
                [\(listing)]
            }
        }
        """
    }

    private let knight = "    func knight() -> Knight { define { Knight() } }"
    private let details = "    func details(for user: User) -> Knight { define(arguments: user) { Knight() } }"

    @Test func correctListingsOfEveryKindTypeCheck() throws {
        let methods = """
                func knight() -> Knight { define { Knight() } }
                func quest() -> Quest { define { Quest() } }
                func horseman() -> any Horseman { define { Knight() } }
                @MainActor func mainKnight() -> Knight { define { Knight() } }
                @MainActor func mainQuest() -> Quest { define { Quest() } }
            """
        let listing = """
            Component(Self.knight, eager: true), Component(Self.quest, primary: true), \
            Component(Self.horseman), Component(Self.mainKnight), Component(KnightAssembly.mainQuest, \
            implements: Any.self)
            """
        #expect(try TypeCheck.errors(in: assembly(methods: methods, listing: listing)) == [])
    }

    /// A client compiled in the Swift 5 language mode lists with the same spellings, without a
    /// warning; a main-actor method there goes through the initializers that keep its isolation
    /// (LanguageMode5Tests checks what they do).
    @Test func correctListingsOfEveryKindTypeCheckWithoutAWarningInTheSwift5LanguageMode() throws {
        let methods = """
                func knight() -> Knight { define { Knight() } }
                func quest() -> Quest { define { Quest() } }
                func horseman() -> any Horseman { define { Knight() } }
                func ledger() throws -> Knight { try defineThrowing { Knight() } }
                @MainActor func mainKnight() -> Knight { define { Knight() } }
                @MainActor func mainQuest() -> Quest { define { Quest() } }
                @MainActor func mainHorseman() -> any Horseman { define { Knight() } }
                @MainActor func mainLedger() throws -> Knight { try defineThrowing { Knight() } }
            """
        let listing = """
            Component(Self.knight, eager: true), Component(Self.quest, primary: true), \
            Component(Self.horseman), Component(Self.ledger), Component(Self.mainKnight), \
            Component(KnightAssembly.mainQuest, implements: Any.self), Component(Self.mainHorseman), \
            Component(Self.mainLedger)
            """
        #expect(try TypeCheck.diagnostics(in: assembly(methods: methods, listing: listing), languageMode: 5) == [])
    }

    @Test func theListingMistakesAreRefusedWithTheFixInTheSwift5LanguageModeToo() throws {
        let methods = knight + "\n    @MainActor func mainKnight() -> Knight { define { Knight() } }\n" + details
        let errors = try TypeCheck.errors(
            in: assembly(
                methods: methods,
                listing: "Component(self.knight), Component(self.mainKnight), Component(Self.details)"),
            languageMode: 5)
        #expect(errors.count == 3)
        #expect(errors.prefix(2).allSatisfy { $0.contains("is unavailable: Component takes an unbound method") })
        #expect(errors.last?.contains("is unavailable: A definition method with parameters cannot be listed") == true)
    }

    @Test func aBoundMethodIsRefusedWithTheFix() throws {
        #expect(
            try TypeCheck.errors(in: assembly(methods: knight, listing: "Component(self.knight)"))
                == [
                    #"11:10: error: 'init(_:implements:primary:eager:fileID:line:column:)' is unavailable: Component takes an unbound method, so that the listing keeps no assembly alive and a subclass's override is the one built. To fix, write Component(Self.knight), not Component(self.knight)."#
                ])
    }

    @Test func aBoundMethodIsRefusedWithTheFixWhateverItsOptionsAndIsolation() throws {
        let methods = knight + "\n    @MainActor func mainKnight() -> Knight { define { Knight() } }"
        let errors = try TypeCheck.errors(
            in: assembly(methods: methods, listing: "Component(self.knight, eager: true), Component(self.mainKnight)"))
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0.contains("is unavailable: Component takes an unbound method") })
    }

    @Test func aMethodWithParametersIsRefusedWithTheFix() throws {
        #expect(
            try TypeCheck.errors(in: assembly(methods: details, listing: "Component(Self.details)"))
                == [
                    #"11:10: error: 'init(_:implements:primary:eager:fileID:line:column:)' is unavailable: A definition method with parameters cannot be listed: its run-time arguments tell its instances apart, and a look-up by type has none to give. To fix, remove it from `components` and reach it by calling it, as in `assembly.userDetailsController(for: user)`."#
                ])
    }

    @Test func aMethodWithParametersIsRefusedWithTheFixBoundOrNotWhateverItsIsolation() throws {
        let methods = """
            \(details)
                func duel(of first: Knight, and second: Knight) -> Knight { define(arguments: first, second) { first } }
                @MainActor func mainDetails(for user: User) -> Knight { define(arguments: user) { Knight() } }
            """
        let listing = """
            Component(self.details), Component(Self.duel, eager: true), Component(Self.mainDetails), \
            Component(self.mainDetails)
            """
        let errors = try TypeCheck.errors(in: assembly(methods: methods, listing: listing))
        #expect(errors.count == 4)
        #expect(
            errors.allSatisfy { $0.contains("is unavailable: A definition method with parameters cannot be listed") })
    }
}
