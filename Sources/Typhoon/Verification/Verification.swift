import Foundation

/// One run of ``ComponentFactory/verify(samples:)-9hdp``: builds each item (a listed component of the
/// sandbox, or a sample call) in a resolution of its own, on a thread of its own, and collects
/// every problem found.
///
/// Every problem a build reports (what `component(_:)` throws: a by-type look-up with no match or
/// several, a wrapper left empty) is collected, not only the first, which ends the build's
/// method injections and call-backs as it does for a throwing call. A problem that would stop the
/// program (a definition method has nothing to return: a cycle of initializers, a missing
/// configuration value, an initializer that throws) is reported to this verification instead,
/// by ``stop(_:)``: the thread that found it gives back its claims and what its
/// resolution holds, and waits for the rest of the process (it cannot return from the definition
/// method without a component, nor unwind it). When the problem was met making a property
/// injection's value, a new thread tries the same item again, skipping that injection (the
/// problem is reported there instead), so that the injections that do not depend on it are
/// checked too; otherwise it goes on with the next item. Later items skip it too. A definition marked
/// `mustBePatchedInTests()` and not patched is never built: it is named as not verified, and the
/// thread that reached it goes the same way. So each such problem costs a parked thread with a
/// small stack; see Docs/Behaviour.md, Patching and testing.
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
    /// resolution, where known.
    struct Problem {
        let item: Int
        let error: TyphoonError
        let site: Site?
        let outermost: Site?
    }

    /// A definition marked `mustBePatchedInTests()` without a patch that an item's build reached
    /// and did not build, as `Assembly.method() (File.swift:12)`, and the outermost definition
    /// whose build reached it, `nil` when the item's call was its own.
    struct Declined: Equatable {
        let item: Int
        let definition: String
        let reachedFrom: String?
    }

    /// What the builds found.
    struct Findings {
        let problems: [Problem]
        let declined: [Declined]
    }

    /// The stack of a verification's thread, which each problem that cannot be thrown keeps for
    /// the rest of the process.
    ///
    /// Half the usual 8 MiB of address space. What stays resident is only
    /// what the build touched (about 46 KB a parked thread, measured; the same with 256 KiB or
    /// 8 MiB); 4 MiB holds a chain of about 800 definition calls in a debug build (5 KB each).
    static let stackSize = 4 << 20

    private let items: [Item]
    /// The verification as work its threads do and its caller waits for, inside the graph of
    /// shared builds: a verification thread that wants an instance the caller's own resolution
    /// holds (verify() called from a call-back, its sandbox reaching the real factory) sees the
    /// cycle and is handed it, instead of both waiting for ever.
    private let work = GraphWork(name: "verify()")
    /// Guards the fields below.
    private let condition = NSCondition()
    private var nextItem = 0
    /// The item the live thread builds.
    private var current = -1
    /// The property injections every later build skips, each with the problem met making its
    /// value: the same item's next try, and the later items, so that a problem two listed
    /// components reach parks one thread, not two.
    private var skipped: [SkippedInjection: TyphoonError] = [:]
    /// Whether the current item is tried again, past a problem met in a property's value.
    private var triesAgain = false
    private var found: [Problem] = []
    private var declined: [Declined] = []

    init(items: [Item]) {
        self.items = items
    }

    /// Builds every item and returns what they found, in the order found.
    func run() -> Findings {
        startThread()
        ThreadContextSlot.withContext { SharedBuilds.process.waitUntilFinished(work, $0.builder) }
        return locked { Findings(problems: found, declined: declined) }
    }

    /// The name of an item for the report, asked once every item is done.
    func subject(of item: Int) -> Site {
        items[item].subject()
    }

    private func startThread() {
        startDetachedThread(named: "Typhoon verify", stackSize: Self.stackSize) { [self] in buildItems() }
    }

    /// Builds items until none is left.
    private func buildItems() {
        ThreadContextSlot.withContext {
            $0.verification = self
            SharedBuilds.process.hand(work, to: $0.builder)
        }
        while let next = take() {
            let (index, skips) = next
            ThreadContextSlot.withContext { $0.skip(skips) }
            do throws(TyphoonError) {
                // A sandbox region of its own, so that a scoped definition is built as a request
                // would build it, not reported as asked for outside a region.
                try ScopeRegion.withNew { () throws(TyphoonError) in try items[index].build() }
            } catch {
                // Noted as it was met, with its definition; this adds a problem only if it was not.
                // A declined definition's marker was always noted where it was met.
                if case .unpatchedInTest = error { continue }
                locked { note(Problem(item: index, error: error, site: nil, outermost: nil)) }
            }
        }
        ThreadContextSlot.withContext {
            $0.skip([:])
            $0.verification = nil
        }
        SharedBuilds.process.end(work, finished: true)
    }

    /// Runs `body` holding the condition's lock (`NSLocking.withLock` needs macOS 14).
    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    /// The next item to build, and the injections its build skips: the current one again after a
    /// problem met in a property's value, otherwise the next one.
    private func take() -> (Int, [SkippedInjection: TyphoonError])? {
        locked {
            if triesAgain {
                triesAgain = false
                return (current, skipped)
            }
            guard nextItem < items.count else { return nil }
            current = nextItem
            nextItem += 1
            return (current, skipped)
        }
    }

    /// Collects a problem the build of the current item reported (``ResolutionContext/report(_:)``),
    /// with the definition being built.
    func collect(_ error: TyphoonError, _ context: ResolutionContext) {
        let problem = problem(error, context)
        locked { note(problem) }
    }

    private func problem(_ error: TyphoonError, _ context: ResolutionContext) -> Problem {
        let site = context.currentSite.map { Site($0.definition, $0.location) }
        let outermost = context.outermostSite.map { Site($0.definition, $0.location) }
        return Problem(item: locked { current }, error: error, site: site, outermost: outermost)
    }

    /// Keeps a problem once per item, or the definition a marker names as declined; with the lock
    /// held.
    private func note(_ problem: Problem) {
        if case .unpatchedInTest(let definition, let location, _, _) = problem.error {
            let outermost = problem.outermost.map { "\($0.definition)\($0.location.map { " (\($0))" } ?? "")" }
            let entry = Declined(item: problem.item, definition: "\(definition) (\(location))", reachedFrom: outermost)
            if !declined.contains(entry) { declined.append(entry) }
            return
        }
        guard !found.contains(where: { $0.item == problem.item && $0.error == problem.error }) else { return }
        found.append(problem)
    }

    /// Reports a problem that would stop the program, if this thread builds for a verification,
    /// and then never returns; on any other thread it returns at once, and the caller stops.
    static func parkIfVerifying(_ error: TyphoonError) {
        guard let context = ThreadContextSlot.existingContext(),
            let verification = context.borrow({ $0.verification })
        else { return }
        context.borrow { verification.park(error, $0) }
    }

    /// Declines to build a definition marked `mustBePatchedInTests()` that has no patch, if this
    /// thread builds for a verification.
    ///
    /// There it names the definition as not verified and never returns; on any other thread it
    /// returns at once.
    static func declineUnpatchedIfVerifying(_ record: DefinitionRecord, _ context: ResolutionContext) {
        // A wiring graph builds it: its own references are known only by building it, and the
        // graph builds everything in one resolution, which a parked thread would end (Docs/Behaviour.md,
        // The wiring graph).
        guard let verification = context.verification, !context.isDrawingWiring else { return }
        // Carried as the error a strictly patched build reports, which `note` turns into an entry
        // of what was not verified, never a problem.
        let marker = TyphoonError.unpatchedInTest(
            definition: record.name, declaredAt: record.site.location, test: "verify()", path: [])
        verification.park(marker, context)
    }

    /// Records the problem, gives back what the thread holds, hands the rest of the work to a new
    /// thread and waits for ever: the definition method that found it can neither return a
    /// component nor unwind.
    ///
    /// Met in a property injection's value, the new thread tries the same item again, skipping that
    /// injection.
    private func park(_ error: TyphoonError, _ context: ResolutionContext) -> Never {
        // A deinit of what the abandoned resolution held, run below, may stop in turn: the thread
        // parks then, without reporting it or handing on the work twice.
        guard !context.isParked else { parkThisThreadForever() }
        context.isParked = true
        let problem = problem(error, context)
        let resumesAt = context.injectionBeingMade
        context.abandonClaims()
        locked {
            note(problem)
            if let resumesAt, skipped[resumesAt] == nil {
                skipped[resumesAt] = error
                triesAgain = true
            }
        }
        startThread()
        // Nothing of the sandbox stays with this thread but what its stack holds.
        context.abandonResolution()
        parkThisThreadForever()
    }
}
