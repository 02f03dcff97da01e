import Foundation
import TestSupport
import Testing
import TyphoonAutoInjection

/// A definition method cannot throw, so a problem found there stops the program.
///
/// Each test runs its scenario in an exit test (a child process) and reads the message a person
/// would see. The scenarios' wirings are in `Support/Stops.swift`.
@Suite struct StopMessageTests {
    @Test func callingADefinitionOfAnAssemblyThatIsNotActivatedSaysHowToActivateIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Chain().a()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "Chain.a() was called on an assembly that is not activated, so it has no factory to build from. To fix, activate it first: `let assembly = Chain().activate()`, or take it from a factory with `factory.assembly(Chain.self)`."
        )
    }

    @Test func anAssemblyWhoseFactoryWasReleasedSaysToKeepTheFactory() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var factory: ComponentFactory? = ComponentFactory(assemblies: [Chain()])
            let chain = factory!.assembly(Chain.self)
            factory = nil
            _ = chain.a()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "Chain.a() was called after the factory that held Chain was released. To fix, keep a reference to the ComponentFactory (or to the assembly you activated) for as long as you use its assemblies; in a server, until it shuts down."
        )
    }

    @Test func anInitializerCycleNamesTheWholePath() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Chain().activate().a()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "Circular dependency between initializers: Chain.a() -> b() -> c() -> a(). None of them can be built, because each needs the other before it exists. To fix, inject one side with `injectProperty` or `injectMethod` instead of its initializer."
        )
    }

    @Test func aPrototypeChainThatWouldRepeatForEverStopsNamingOneTurn() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PrototypeCycleAssembly().activate().a()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "Circular dependency between prototypes: PrototypeCycleAssembly.a() -> b() -> c(_:) -> a(). A prototype is reused only by its own injections and by the components it builds directly, so every turn of this chain builds new instances for ever. To fix, give one of them another scope (objectGraph shares it within the resolution) or break the chain."
        )
    }

    /// A chain of prototypes only whose next turn reaches the component that made it while that
    /// component's initializer runs stops there, as Typhoon's call stack does, not as a chain
    /// that repeats for ever.
    @Test func aPrototypeChainWhoseNextTurnReachesAnInitializerStillRunningStopsThere() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SquireAssembly().activate().knight(2)
        }
        let message = stopMessage(inStandardError: result?.standardErrorContent)
        #expect(
            message.hasPrefix(
                "Circular reference to a component that does not exist yet: SquireAssembly.squire() -> knight(_:) -> squire()."
            ), "\(message)")
    }

    @Test func aBackReferenceWrittenPlainlyNamesThePropertyAndTheMarkedForm() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UnmarkedBackReference().activate().liege()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "Circular reference to a component that does not exist yet: UnmarkedBackReference.liege() -> vassal() -> liege(). The property \\Vassal.name (TyphoonTests/Stops.swift:89) of UnmarkedBackReference.vassal() refers back to UnmarkedBackReference.liege(), whose initializer is still running. To fix, mark it as a back-reference with `injectProperty(_:backReferenceTo:)` instead of `injectProperty(_:with:)`, which waits until that initializer has returned."
        )
    }

    @Test func anArgumentThatCanTellNothingApartIsNamedByPosition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Chain().activate().opaque(Opaque())
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "Run-time argument 2 of Chain.opaque(_:) has the type Opaque, which is neither a class nor Hashable, so instances cannot be told apart by it. To fix, make Opaque Hashable or pass a class instance."
        )
    }

    @Test func readingAnUnfilledWrapperNamesThePropertyAndTheEnclosingClass() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Reader().node
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "Reader.node (Node) was read before it was injected. To fix, call `try factory.inject(self)` (or `try assembly.inject(self)`) first, build the object through a definition, or set the property by hand."
        )
    }

    @Test func readingAnUnfilledWrapperInsideAStructNamesTheStructAndWhereThePropertyIsDeclared() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Book().chapter.previous
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "An auto-injected property of Chapter (Node), declared at TyphoonTests/Stops.swift:\(line(of: "@InjectedClass var previous: Node", inFixture: "Stops.swift")), was read before it was injected. To fix, inject the object that stores it first (`try factory.inject(object)` or `try assembly.inject(object)`), build that object through a definition, or set the property by hand."
        )
    }

    @Test func patchingAClosureThatCallsNoDefinitionStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = Chain().activate().factory
            factory.patch({ Node(name: "unpatched") }) { Node(name: "stub") }
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "The closure given to `patch` returned a value of type Node without calling a definition method, so there is nothing to patch. To fix, pass the definition method itself: `factory.patch(assembly.method) { … }`."
        )
    }

    @Test func aFactoryGivenAnAssemblyActivatedElsewhereStopsWhenItIsMade() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let knights = LookupAssembly().activate()
            // Before, the second factory took the assembly, and its release stopped the first.
            _ = ComponentFactory(assemblies: [knights])
            _ = knights.knight()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "LookupAssembly was given to a new factory, but it was already activated in another one, and an assembly belongs to the one factory it was activated in: releasing either would stop the other's calls. To fix, give the new factory a new instance, `LookupAssembly()`, or keep using the factory it is in: `assembly.factory`."
        )
    }

    @Test func askingTheFactoryForAnAssemblyItDoesNotHoldListsTheOnesItHolds() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class Other: Assembly, @unchecked Sendable {}
            _ = ComponentFactory(assemblies: [Chain()]).assembly(Other.self)
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "The factory holds no Other; it holds Chain. To fix, pass Other() in `ComponentFactory(assemblies:)` or in `activate(with:)`."
        )
    }

    @Test func aMissingConfigurationKeyNamesTheKeyTheTypeAndTheDefinition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Chain().activate().configured()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"No configuration value for key "next.node" (wanted as Optional<Node>), asked for by Chain.configured(); Chain reads no configuration: none is attached to it or named in its `configNames`, and the factory has no global ones. To fix, add "next.node" to a configuration Chain reads: share one with every assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one to Chain with `attach(_:)` or its `configNames`."#
        )
    }

    @Test func aPropertyInjectedByTypeWithNoMatchNamesTheDefinitionAndProperty() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Chain().activate().byType()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "No component matches Node (required by Chain.byType() property \\Node.next). To fix, list a definition that returns Node in an assembly's `components` (or name Node in `implements:`), or inject it by reference."
        )
    }

    @Test func activatingAnAssemblyWhoseDeclaredConfigIsMissingNamesTheAssemblyTheFileAndTheBundle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Misconfigured().activate()
        }
        // The default configBundle of a class in an executable is, on Linux, the executable's folder.
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "Misconfigured.configNames lists Castle.properties, which is not in the bundle at \(folder). To fix, add Castle.properties to that bundle's resources, or override `configBundle` in Misconfigured to return the bundle that holds it (`Bundle.module` for a Swift package target's resources)."
        )
    }

    @Test func aWeakSingletonOfAValueStopsAtItsFirstCallSayingWhichScopesFit() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = MistakenScopes().activate().coordinates()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "MistakenScopes.coordinates() is a weak singleton, but it builds Coordinates, a value, which nothing can hold weakly, so every call would build a new one. To fix, make it a `.singleton` or `.lazySingleton` to share one value, or a `.prototype` to build one per call."
        )
    }

    @Test func anInitializerThatThrowsStopsNamingTheDefinitionAndTheError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = MistakenScopes().activate().database(at: "/locked")
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == "The initializer of MistakenScopes.database(at:) threw TyphoonTests.Database.Locked(path: \"/locked\"). A definition method cannot throw, so MistakenScopes.database(at:) had no component to return. To fix, handle the error in the initializer (catch it and build a fallback), or check what it needs before asking for the component."
        )
    }

    @Test func anInitializerThatMayThrowBuildsWhenItDoesNot() {
        #expect(MistakenScopes().activate().database(at: "/tmp/quests.sqlite").path == "/tmp/quests.sqlite")
    }
}
