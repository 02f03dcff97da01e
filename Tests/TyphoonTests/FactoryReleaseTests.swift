import Foundation
import Synchronization
import TestSupport
import Testing
import Typhoon

/// A factory released while other threads still resolve from one of its assemblies: each call
/// in flight finishes with its component or stops with the factory-released message, and nothing
/// reads freed memory (the suite runs under AddressSanitizer in `.ci/run`, where a use after free
/// would replace the message with the sanitizer's report).
@Suite struct FactoryReleaseTests {
    @Test(arguments: 0..<3)
    func releasingAFactoryWhileOtherThreadsResolveFromItStopsWithTheReleasedMessage(round: Int) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            resolveOnSixteenThreadsWhileTheFactoryIsReleased()
        }
        let expected = ["shared()", "client()"].map { releasedMessage("ReleasingAssembly", $0) }
        #expect(expected.contains(stopMessage(inStandardError: result?.standardErrorContent)))
    }

    /// Regression: the release used to wait for the core's own `deinit`, which a thread in the
    /// middle of an injection delays; under steady calls from sixteen threads the core never
    /// went, and the calls never stopped.
    @Test func aCallMadeWhileAnotherThreadIsInTheMiddleOfAnInjectionStopsOnceTheFactoryIsReleased() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            callWhileAnInjectionHoldsTheReleasedFactory()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == releasedMessage("ReleasingAssembly", "shared()"))
    }

    /// The same when the factory is an activated assembly's: its collaborators stop with it.
    @Test func aCollaboratorCalledWhileAnotherThreadIsInTheMiddleOfAnInjectionStopsOnceTheActivatedAssemblyIsReleased()
        async
    {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            callACollaboratorWhileAnInjectionHoldsTheReleasedFactory()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == releasedMessage("ReleasingAssembly", "shared()"))
    }

    /// A thread in the middle of an injection when the activated assembly goes, whose next
    /// injection asks for one of that assembly's components by type, stops: the core does not own
    /// the activated assembly, so reaching it there would read freed memory.
    @Test func anInjectionThatAsksForAComponentOfTheReleasedActivatedAssemblyStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            injectFromTheActivatedAssemblyAfterItsRelease()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == releasedMessage("ActivatedRootAssembly", "rootService()"))
    }

    /// A collaborator property does not keep its collaborator (collaborating assemblies that name
    /// each other would keep each other, and their factory, for ever): read once the factory is
    /// released, it stops with the released message, naming the property.
    @Test func readingACollaboratorOfAnAssemblyWhoseFactoryWasReleasedStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var factory: ComponentFactory? = ComponentFactory(assemblies: [NorthAssembly(), SouthAssembly()])
            let north = factory!.assembly(NorthAssembly.self)
            _ = north.south.pier()
            factory = nil
            _ = north.south
            fatalError("the collaborator was read after its factory was released")
        }
        #expect(stopMessage(inStandardError: result?.standardErrorContent) == releasedMessage("NorthAssembly", "south"))
    }

    /// The same for the collaborator of an activated assembly, once that assembly is released.
    @Test func readingTheActivatedAssemblyFromItsCollaboratorAfterItsReleaseStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var north: NorthAssembly? = NorthAssembly().activate()
            let south = north!.south
            _ = south.pier()
            north = nil
            _ = south.north
            fatalError("the activated assembly was read from its collaborator after its release")
        }
        #expect(stopMessage(inStandardError: result?.standardErrorContent) == releasedMessage("SouthAssembly", "north"))
    }

    /// The stop of a definition called after its factory's release, in full.
    private func releasedMessage(_ assembly: String, _ method: String) -> String {
        "\(assembly).\(method) was called after the factory that held \(assembly) was released. To fix, keep a reference to the ComponentFactory (or to the assembly you activated) for as long as you use its assemblies; in a server, until it shuts down."
    }
}

/// A collaborator's `gatedClient()` waits in its first injection while the main thread releases
/// the activated assembly; its second injection then asks for the activated assembly's
/// `RootService` by type.
private func injectFromTheActivatedAssemblyAfterItsRelease() {
    var root: ActivatedRootAssembly? = ActivatedRootAssembly().activate(with: [ReleasingAssembly()])
    let collaborator = root!.factory.assembly(ReleasingAssembly.self)
    _ = try? root!.factory.component(RootService.self)  // names the definition for the message
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        _ = collaborator.gatedClient()
        finished.signal()
    }
    slowInjection.entered.wait()
    root = nil
    slowInjection.never.signal()
    if finished.wait(timeout: .now() + 10) == .success {
        fatalError("the injection reached the released activated assembly and returned")
    }
    fatalError("the injection neither stopped nor returned within 10 s")
}

/// As ``callWhileAnInjectionHoldsTheReleasedFactory()``, with the factory of an activated
/// assembly that collaborates with `ReleasingAssembly`.
private func callACollaboratorWhileAnInjectionHoldsTheReleasedFactory() {
    var root: ActivatedRootAssembly? = ActivatedRootAssembly().activate(with: [ReleasingAssembly()])
    let collaborator = root!.factory.assembly(ReleasingAssembly.self)
    _ = collaborator.shared()
    Thread.detachNewThread { _ = collaborator.slowClient() }
    slowInjection.entered.wait()
    root = nil
    _ = collaborator.shared()
    fatalError("shared() returned after the activated assembly was released")
}

/// An assembly activated by the user, which owns its factory.
private final class ActivatedRootAssembly: Assembly, @unchecked Sendable {
    func rootService() -> RootService { define(scope: .singleton) { RootService() } }

    override var components: [Component] { [Component(Self.rootService)] }
}

private final class RootService {}

/// One thread stays inside a property injection of `slowClient()` while the main thread releases
/// the factory and then calls `shared()`, which must stop rather than return.
private func callWhileAnInjectionHoldsTheReleasedFactory() {
    var factory: ComponentFactory? = ComponentFactory(assemblies: [ReleasingAssembly()])
    let assembly = factory!.assembly(ReleasingAssembly.self)
    _ = assembly.shared()
    Thread.detachNewThread { _ = assembly.slowClient() }
    slowInjection.entered.wait()
    factory = nil
    _ = assembly.shared()
    fatalError("shared() returned after the factory was released")
}

/// Says that an injection has begun, then waits until `slowInjection.never` is signalled.
private func waitInTheInjection() -> ReleasedService? {
    slowInjection.entered.signal()
    slowInjection.never.wait()
    return nil
}

/// Holds an injection until the process ends (or the test lets it go on).
private let slowInjection = (entered: DispatchSemaphore(value: 0), never: DispatchSemaphore(value: 0))

/// Calls the readers made, counted so that the release happens while they run.
private let readerCalls = Atomic<Int>(0)

/// Sixteen threads call a published singleton (the lock-free path) and an object-graph component
/// whose injections use the factory, through an assembly taken from a factory that the main
/// thread then releases; the calls after that stop the process.
private func resolveOnSixteenThreadsWhileTheFactoryIsReleased() {
    var factory: ComponentFactory? = ComponentFactory(assemblies: [ReleasingAssembly()])
    let assembly = factory!.assembly(ReleasingAssembly.self)
    _ = assembly.shared()
    // Sixteen, not eight: a machine with many cores keeps every thread inside a call at once.
    for _ in 0..<16 {
        Thread.detachNewThread {
            while true {
                // `fatalError`, not `precondition`: an optimized build prints only the former's text.
                if assembly.client().service !== assembly.shared() { fatalError("a client got another service") }
                readerCalls.add(1, ordering: .relaxed)
            }
        }
    }
    while readerCalls.load(ordering: .relaxed) < 8_000 { Thread.sleep(forTimeInterval: 0.001) }
    factory = nil
    let atRelease = readerCalls.load(ordering: .relaxed)
    Thread.sleep(forTimeInterval: 60)
    let after = readerCalls.load(ordering: .relaxed) - atRelease
    preconditionFailure("no thread stopped within 60 s of the factory's release; \(after) calls returned after it")
}

/// A singleton and a component that gets it by type: the first is read without a lock, the second
/// reaches the factory's core for its injection.
private final class ReleasingAssembly: Assembly, @unchecked Sendable {
    func shared() -> ReleasedService { define(scope: .singleton) { ReleasedService() } }

    func client() -> ReleasedClient {
        define {
            ReleasedClient()
        } configuration: {
            $0.injectProperty(\.service)
        }
    }

    /// A client whose injection waits for ever once it has begun.
    func slowClient() -> ReleasedClient {
        define {
            ReleasedClient()
        } configuration: {
            $0.injectProperty(\.service, with: waitInTheInjection())
        }
    }

    /// A client whose first injection waits for `slowInjection.never` to be signalled, and whose
    /// second asks for a `RootService` by type.
    func gatedClient() -> GatedClient {
        define {
            GatedClient()
        } configuration: {
            $0.injectProperty(\.service, with: waitInTheInjection())
            $0.injectProperty(\.rootService)
        }
    }

    override var components: [Component] { [Component(Self.shared), Component(Self.client)] }
}

private final class ReleasedService {}

private final class ReleasedClient {
    var service: ReleasedService?
}

private final class GatedClient {
    var service: ReleasedService?
    var rootService: RootService?
}
