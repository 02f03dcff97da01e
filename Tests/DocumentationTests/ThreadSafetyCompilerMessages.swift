import Testing

/// What the compiler says to the two mistakes of ThreadSafety.md that are compile errors.
///
/// Each test type-checks a small file against the modules of this build, as a user's app is
/// compiled (see `Support/TypeCheck.swift`).
@Suite struct ThreadSafetyCompilerMessages {
    private let assembly = """
        import TyphoonAutoInjection

        final class QuestHandler {}
        final class QuestHandlerAssembly: Assembly, @unchecked Sendable {
            func handler() -> QuestHandler { define { QuestHandler() } }
            override var components: [Component] { [Component(Self.handler)] }
        }

        """

    @Test func aCheckedSendableClassCannotHaveAnAutoInjectedProperty() throws {
        let controller = """
            final class RoundTableController: Sendable {
                @InjectedClass var handlers: QuestHandlerAssembly
            }
            """
        #expect(
            try TypeCheck.errors(in: assembly + controller)
                == [
                    "9:24: error: stored property '_handlers' of 'Sendable'-conforming class 'RoundTableController' is mutable"
                ])
    }

    @Test func aLookUpByTypeInAsyncCodeNeedsAwait() throws {
        let lookUp = """
            func handler(in factory: ComponentFactory) async throws -> QuestHandler {
                try factory.component(QuestHandler.self)
            }
            """
        #expect(
            try TypeCheck.errors(in: assembly + lookUp)
                == ["9:5: error: expression is 'async' but is not marked with 'await'"])
    }
}
