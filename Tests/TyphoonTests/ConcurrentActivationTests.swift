import Foundation
import Synchronization
import TestSupport
import Testing
import Typhoon

/// One assembly activated from several threads at once.
///
/// `activate()` of one assembly called from several threads at once activates it once, and every
/// caller gets the whole factory: its eager singleton is built by the time the call returns, its
/// look-ups by type find every listed component, and its singletons are the same for all. It runs in a child process, bounded by a deadline, since the
/// failure it guards against was a crash (a core freed while in use) or threads left waiting.
@Suite struct ConcurrentActivationTests {
    @Test func activatingOneAssemblyFromEightThreadsAtOnceActivatesItOnceForEveryCaller() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            activateFromEightThreadsAtOnce(rounds: 200)
            endChild()
        }
        #expect(stopMessage(inStandardError: result?.standardErrorContent) == childFinished)
    }
}

private final class Portcullis {}
private final class Warden {
    let gate: Portcullis
    init(gate: Portcullis) { self.gate = gate }
}

/// Two listed singletons, one eager, and one found by type through the other.
private final class GatehouseAssembly: Assembly, @unchecked Sendable {
    let gatesBuilt = Atomic<Int>(0)

    func gate() -> Portcullis {
        define(scope: .singleton) {
            self.gatesBuilt.add(1, ordering: .relaxed)
            return Portcullis()
        }
    }

    func warden() -> Warden {
        define(scope: .lazySingleton) { Warden(gate: self.gate()) }
    }

    override var components: [Component] { [Component(Self.gate, eager: true), Component(Self.warden)] }
}

/// Each round, eight threads meet at a barrier and activate the same new assembly, then look its
/// components up by type; the child stops at the first caller that saw a partial factory.
private func activateFromEightThreadsAtOnce(rounds: Int) {
    for round in 0..<rounds {
        let assembly = GatehouseAssembly()
        let start = Barrier(parties: 8)
        // The factories are kept, so that every caller's handle is the one the first made.
        let seen = Protected<(factories: [ComponentFactory], wardens: Set<ObjectIdentifier>, problems: [String])>(
            ([], [], []))
        let finished = runOnThreads(8, seconds: 20) { _ in
            start.arriveAndWait()
            let activated = assembly.activate()
            let gatesAtReturn = assembly.gatesBuilt.load(ordering: .relaxed)
            let factory = activated.factory
            do {
                let warden = try factory.component(Warden.self)
                let gate = try factory.component(Portcullis.self)
                seen.withLock {
                    $0.factories.append(factory)
                    $0.wardens.insert(ObjectIdentifier(warden))
                    if warden.gate !== gate { $0.problems.append("a warden with another gate") }
                    if gatesAtReturn != 1 {
                        $0.problems.append("activate() returned before the eager singleton was built")
                    }
                }
            } catch {
                seen.withLock { $0.problems.append("\(error)") }
            }
        }
        if !finished { fatalError("round \(round): eight activations did not return within 20 s") }
        let (factories, wardens, problems) = seen.withLock { $0 }
        if let problem = problems.first { fatalError("round \(round): a caller saw a partial factory: \(problem)") }
        if factories.contains(where: { $0 !== factories[0] }) { fatalError("round \(round): several factories") }
        if wardens.count != 1 { fatalError("round \(round): \(wardens.count) lazy singletons for one assembly") }
        let gates = assembly.gatesBuilt.load(ordering: .relaxed)
        if gates != 1 { fatalError("round \(round): the eager singleton was built \(gates) times") }
    }
}
