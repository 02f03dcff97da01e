import TestSupport
import Testing
import TyphoonAutoInjection

/// The stops of ErrorsAndHowToReadThem.md: a definition method, `patch` and `assembly(_:)` cannot
/// throw, so these problems stop the program.
///
/// Each test runs its scenario in an exit test (a child process) and reads the message a person
/// would see.
@Suite struct ErrorsStopMessages {
    @Test func notActivated() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = KnightAssembly().knight()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"KnightAssembly.knight() was called on an assembly that is not activated, so it has no factory to build from. To fix, activate it first: `let assembly = KnightAssembly().activate()`, or take it from a factory with `factory.assembly(KnightAssembly.self)`."#
        )
    }

    @Test func factoryReleased() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var factory: ComponentFactory? = ComponentFactory(assemblies: [KnightAssembly()])
            let knights = factory!.assembly(KnightAssembly.self)
            factory = nil
            _ = knights.knight()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"KnightAssembly.knight() was called after the factory that held KnightAssembly was released. To fix, keep a reference to the ComponentFactory (or to the assembly you activated) for as long as you use its assemblies; in a server, until it shuts down."#
        )
    }

    @Test func assemblyAlreadyActivated() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let knights = KnightAssembly().activate()
            _ = ComponentFactory(assemblies: [knights])
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"KnightAssembly was given to a new factory, but it was already activated in another one, and an assembly belongs to the one factory it was activated in: releasing either would stop the other's calls. To fix, give the new factory a new instance, `KnightAssembly()`, or keep using the factory it is in: `assembly.factory`."#
        )
    }

    @Test func unfilledWrapper() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ChannelScreen().header.webService
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"An auto-injected property of ChannelHeader (HttpWebService), declared at DocumentationTests/ErrorsExamples.swift:74, was read before it was injected. To fix, inject the object that stores it first (`try factory.inject(object)` or `try assembly.inject(object)`), build that object through a definition, or set the property by hand."#
        )
    }

    @Test func noComponentForAPropertyInjectedByType() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ArmedKnightAssembly().activate().armedKnight()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"No component matches Sword (required by ArmedKnightAssembly.armedKnight() property \ArmedKnight.sword). To fix, list a definition that returns Sword in an assembly's `components` (or name Sword in `implements:`), or inject it by reference."#
        )
    }

    @Test func declaredTypeMismatch() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = MisdeclaredAssembly().activate().quest()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"MisdeclaredAssembly.quest() is declared to return Quest, but its initializer built a Knight, which is not one. To fix, build a Quest in its `define { … }`, make Knight conform to Quest, or declare the method to return Knight."#
        )
    }

    @Test func weakSingletonOfValue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = AtlasAssembly().activate().homePort()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"AtlasAssembly.homePort() is a weak singleton, but it builds Harbour, a value, which nothing can hold weakly, so every call would build a new one. To fix, make it a `.singleton` or `.lazySingleton` to share one value, or a `.prototype` to build one per call."#
        )
    }

    @Test func initializerThrew() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = VaultAssembly().activate().ledger()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"The initializer of VaultAssembly.ledger() threw DocumentationTests.LedgerError.locked. A definition method cannot throw, so VaultAssembly.ledger() had no component to return. To fix, handle the error in the initializer (catch it and build a fallback), or check what it needs before asking for the component."#
        )
    }

    @Test func notADefinition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let network = NetworkComponents().activate()
            network.patch({ APIClient(baseURL: "http://stub.invalid") }) { APIClient(baseURL: "http://stub.invalid") }
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"The closure given to `patch` returned a value of type APIClient without calling a definition method, so there is nothing to patch. To fix, pass the definition method itself: `factory.patch(assembly.method) { … }`."#
        )
    }

    @Test func assemblyNotInFactory() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ComponentFactory(assemblies: [KnightAssembly()]).assembly(ArmouryAssembly.self)
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"The factory holds no ArmouryAssembly; it holds KnightAssembly. To fix, pass ArmouryAssembly() in `ComponentFactory(assemblies:)` or in `activate(with:)`."#
        )
    }
}

/// A harbour is a value: a weak singleton cannot hold it.
struct Harbour {
    var name = "Lisbon"
}

final class AtlasAssembly: Assembly, @unchecked Sendable {
    func homePort() -> Harbour { define(scope: .weakSingleton) { Harbour() } }
}

enum LedgerError: Error {
    case locked
}

/// A ledger whose file is locked.
final class Ledger {
    init(locked: Bool) throws {
        if locked { throw LedgerError.locked }
    }
}

final class VaultAssembly: Assembly, @unchecked Sendable {
    func ledger() -> Ledger { define { try Ledger(locked: true) } }
}
