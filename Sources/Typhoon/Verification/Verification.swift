import Foundation

/// One run of ``ComponentFactory/verify(samples:)``: builds each item (a listed component of the
/// sandbox, or a sample call) in a resolution of its own, on a thread of its own, and collects
/// every problem found.
///
/// A problem thrown by a build (what `component(_:)` throws) ends that item. A problem that would
/// stop the program (a definition method has nothing to return: a cycle of initializers, a
/// missing configuration value, an initializer that throws) is reported to this verification
/// instead, by ``stop(_:file:line:)``: the thread that found it gives its claims back and
/// waits for the rest of the process (it cannot return from the definition method without a
/// component, nor unwind it), and a new thread goes on with the next item. So each such problem
/// costs a parked thread and what it had built; see Docs/Behaviour.md, Patching and testing.
final class Verification: @unchecked Sendable {
    /// What to build, and how to name it in the report.
    struct Item {
        /// The listed component or sample and where its `define` is, named once it has run.
        let subject: () -> Site
        /// Builds it in a resolution that throws what it cannot fill.
        let build: () throws(TyphoonError) -> Void
    }

    /// A definition and where its `define` is, when known.
    typealias Site = (definition: String, location: String?)

    /// A problem, with the definition whose build found it and the outermost one of its
    /// resolution, where known (a problem that would have stopped the program).
    struct Problem {
        let item: Int
        let error: TyphoonError
        let site: Site?
        let outermost: Site?
    }

    private let items: [Item]
    /// The verification as work its threads do and its caller waits for, inside the graph of
    /// shared builds: a verification thread that wants an instance the caller's own resolution
    /// holds (verify() called from a call-back, its sandbox reaching the real factory) sees the
    /// cycle and is handed it, instead of both waiting for ever.
    private let work = GraphWork(name: "verify()")
    /// Guards the fields below.
    private let condition = NSCondition()
    private var next = 0
    /// The item the live thread builds.
    private var current = -1
    private var found: [Problem] = []

    init(items: [Item]) {
        self.items = items
    }

    /// Builds every item and returns the problems, in the order found.
    func run() -> [Problem] {
        startThread()
        ThreadContextSlot.withContext { SharedBuilds.process.waitUntilFinished(work, $0.builder) }
        return locked { found }
    }

    /// The name of an item for the report, asked once every item is done.
    func subject(of item: Int) -> Site {
        items[item].subject()
    }

    private func startThread() {
        let thread = Thread { [self] in buildItems() }
        // At most 15 bytes: Linux keeps no longer thread name.
        thread.name = "Typhoon verify"
        thread.start()
    }

    /// Builds items until none is left.
    private func buildItems() {
        ThreadContextSlot.withContext {
            $0.verification = self
            SharedBuilds.process.hand(work, to: $0.builder)
        }
        while let index = take() {
            do throws(TyphoonError) {
                // A sandbox region of its own, so that a scoped definition is built as a request
                // would build it, not reported as asked for outside a region.
                try ScopeRegion.withNew { () throws(TyphoonError) in try items[index].build() }
            } catch {
                locked { found.append(Problem(item: index, error: error, site: nil, outermost: nil)) }
            }
        }
        ThreadContextSlot.withContext { $0.verification = nil }
        SharedBuilds.process.end(work, finished: true)
    }

    /// Runs `body` holding the condition's lock (`NSLocking.withLock` needs macOS 14).
    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    private func take() -> Int? {
        locked {
            guard next < items.count else { return nil }
            current = next
            next += 1
            return current
        }
    }

    /// Reports a problem that would stop the program, if this thread builds for a verification,
    /// and then never returns; on any other thread it returns at once, and the caller stops.
    static func parkIfVerifying(_ error: TyphoonError) {
        guard let context = ThreadContextSlot.existingContext(),
            let verification = context.borrow({ $0.verification })
        else { return }
        context.borrow { verification.park(error, $0) }
    }

    /// Records the problem, hands the rest of the items to a new thread and waits for ever: the
    /// definition method that found it can neither return a component nor unwind.
    private func park(_ error: TyphoonError, _ context: ResolutionContext) -> Never {
        let site = context.currentSite.map { Site($0.definition, $0.location) }
        let outermost = context.outermostSite.map { Site($0.definition, $0.location) }
        context.abandonClaims()
        locked { found.append(Problem(item: current, error: error, site: site, outermost: outermost)) }
        startThread()
        parkThisThreadForever()
    }
}
