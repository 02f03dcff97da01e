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
            resolveOnEightThreadsWhileTheFactoryIsReleased()
        }
        let expected = ["shared()", "client()"].map { method in
            "ReleasingAssembly.\(method) was called after the factory that held ReleasingAssembly was released. To fix, keep a reference to the ComponentFactory (or to the assembly you activated) for as long as you use its assemblies; in a server, until it shuts down."
        }
        #expect(expected.contains(stopMessage(inStandardError: result?.standardErrorContent)))
    }
}

/// Calls the readers made, counted so that the release happens while they run.
private let readerCalls = Atomic<Int>(0)

/// Eight threads call a published singleton (the lock-free path) and an object-graph component
/// whose injections use the factory, through an assembly taken from a factory that the main
/// thread then releases; the calls after that stop the process.
private func resolveOnEightThreadsWhileTheFactoryIsReleased() {
    var factory: ComponentFactory? = ComponentFactory(assemblies: [ReleasingAssembly()])
    let assembly = factory!.assembly(ReleasingAssembly.self)
    _ = assembly.shared()
    for _ in 0..<8 {
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

    override var components: [Component] { [Component(Self.shared), Component(Self.client)] }
}

private final class ReleasedService {}

private final class ReleasedClient {
    var service: ReleasedService?
}
