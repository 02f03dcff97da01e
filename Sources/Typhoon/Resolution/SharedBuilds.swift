/// The shared instances (singletons, lazy and weak singletons) being built in the process, each
/// claimed by the thread that builds it, the threads waiting for one of them, and the groups of
/// resolutions that met in a cycle.
///
/// A thread claims a shared instance (a definition and its run-time arguments) before it builds
/// it and gives its claims back when its resolution ends, once the instance is published; another
/// thread that wants the same instance meanwhile waits for it, and one that wants anything else
/// does not wait at all (Docs/Behaviour.md, Threads).
///
/// **Cycles.** Waiting for a claim whose owner waits, in turn, for one of the waiting thread's own
/// claims would never end. Typhoon cannot meet this (one lock per factory serializes every shared
/// build); here it happens whenever two threads enter a cycle of shared instances from both ends.
/// So before a thread waits it follows the waits (owner → awaited claim → owner, and a resolution
/// waiting for its group, below, → the group's resolutions still running), and when they come back
/// to it the cycle is broken without building anything twice: one thread on it is handed the
/// instance it waits for as the owner's resolution has it (*borrows* it), exactly as a single
/// thread finds a component it is still building on its own chain, and goes on; the others keep
/// waiting. The owner is blocked in this graph, so its resolution cannot change while the instance
/// is read. Only a cycle in which every instance awaited is still inside its initializer cannot be
/// broken (a single thread meets the same cycle as `circularInitializers`): it stops, after the
/// lock is given back.
///
/// **Groups.** The resolutions of a cycle now hold each other's instances, so they end together:
/// they form a group, and each one, reaching its end, *lends* its claims to the group (a member
/// that waits for one of them borrows the finished instance) and waits until every member has
/// ended. Then their after call-backs run, one resolution at a time in the order they ended, and
/// only then does each publish what it built and give its claims back. Members run user code one
/// at a time: a member goes on only when what it waits for was lent or borrowed, that is when the
/// member it waited for has stopped.
///
/// One lock guards the graph; it is held only to read and change it, never while user code runs
/// or the program stops: a claim's record is unretained (its owner's resolution uses it, so it
/// lives while claimed) and the arguments of the claims given back are released after unlocking,
/// since an argument's `deinit` may resolve. Few builds are claimed at once, so the claims are a
/// list searched in order, cheaper than hashing a key on every first build.
final class SharedBuilds: @unchecked Sendable {
    /// The process's claims.
    static let process = SharedBuilds()

    /// The graph, under its lock.
    private let lock = ConditionLock(Graph())

    /// What claiming a shared instance gives the thread.
    enum Claimed {
        /// The thread holds the claim (now, or already): it builds the instance, or looks again.
        case claimed
        /// Another thread's resolution, met in a cycle, has the instance: the thread uses it as
        /// its own resolution would a component on its chain, and does not build it.
        case borrowed(AnyObject)
    }

    /// Claims a shared instance for `builder`, waiting while another thread holds it.
    ///
    /// A claim `builder` holds already is kept as it is. When waiting would close a cycle, the
    /// thread borrows the instance instead, or lets another thread on the cycle borrow its own
    /// and waits; a cycle nothing can break stops, with the lock given back.
    ///
    /// - Parameters:
    ///   - build: The definition and arguments of the instance.
    ///   - builder: The calling thread's identity in the graph.
    /// - Returns: Whether the thread holds the claim, or borrowed the instance.
    func claim(_ build: SharedBuild, for builder: SharedBuilder) -> Claimed {
        lockedOrStop {
            while true {
                if let granted = builder.grant {
                    builder.grant = nil
                    return .success(.borrowed(granted))
                }
                guard let owner = lock.state.claim(build, for: builder) else { return .success(.claimed) }
                if lock.state.takeOverEmptyClaim(build, ownedBy: owner, for: builder) { return .success(.claimed) }
                switch lock.state.meet(build, ownedBy: owner, builder) {
                case .borrow(let instance):
                    return .success(.borrowed(instance))
                case .wait(let wakesOthers):
                    if wakesOthers { lock.broadcast() }
                    block(builder, awaiting: .build(build))
                case .stop(let error):
                    return .failure(error)
                }
            }
        }
    }

    /// Records that `owner` holds the claim on `build`, which it took in a scoped region.
    ///
    /// A region's first build is claimed in the region alone (``ScopeRegion/claim(_:_:for:)``)
    /// until a second thread of the region wants it; from then on it is a claim like any other,
    /// which `owner` gives back with the rest of its claims.
    ///
    /// A claim already held stays as it is.
    func hold(_ build: SharedBuild, for owner: SharedBuilder) {
        lock.withLock { _ = lock.state.claim(build, for: owner) }
    }

    /// Gives back every claim that `builder` holds, leaves its group, and wakes the threads
    /// waiting.
    func giveBack(claimsOf builder: SharedBuilder) {
        var released: [ArgumentsKey] = []
        lock.withLock {
            lock.state.removeClaims(of: builder, keeping: &released)
            builder.leaveGroup()
            if lock.state.waiting > 0 { lock.broadcast() }
        }
        withExtendedLifetime(released) {}
    }

    /// Ends `builder`'s resolution's building: alone, it runs `afterCallbacks` at once; in a group
    /// (resolutions that met in a cycle), it lends its claims to the group, waits until every
    /// member has ended, runs `afterCallbacks` in its turn, and waits until every member has run
    /// theirs, so that nothing is published while a member still calls back.
    ///
    /// Call it once the outermost call has built everything; a second call does nothing.
    func endBuilding(of builder: SharedBuilder, afterCallbacks: () -> Void) {
        let group: BuildGroup? = lock.withLock {
            guard let group = builder.group, !builder.hasEnded else { return nil }
            builder.hasEnded = true
            group.ended.append(builder)
            lock.broadcast()
            // Read through the builder each time: groups that meet in a cycle merge meanwhile.
            while builder.group.map({ !$0.allEnded || $0.nextToCallBack !== builder }) ?? false {
                block(builder, awaiting: .group)
            }
            return group
        }
        afterCallbacks()
        guard group != nil else { return }
        lock.withLock {
            builder.hasCalledBack = true
            lock.broadcast()
            while builder.group.map({ !$0.allCalledBack }) ?? false { block(builder, awaiting: .group) }
        }
    }

    /// Takes `work` for `builder`, waiting while another thread does it: an activation of an
    /// assembly, which one thread at a time does.
    ///
    /// The wait is one of the graph's, so a thread that activates while another activation waits
    /// for one of its claims is seen as a cycle: broken by handing the waiting activation the
    /// instance, if it exists, or else a stop with the lock given back.
    ///
    /// - Parameters:
    ///   - work: The work.
    ///   - builder: The calling thread's identity in the graph.
    ///   - name: How messages name the work while this thread does it.
    func take(_ work: GraphWork, for builder: SharedBuilder, as name: String) {
        lockedOrStop { () -> Result<Void, TyphoonError> in
            while let worker = work.worker, worker !== builder {
                if let cycle = lock.state.cycle(from: worker, builder) {
                    guard lock.state.grantOne(on: cycle, builder, awaitingWork: true) else {
                        return .failure(lock.state.error(of: cycle, from: .work(work), builder))
                    }
                    lock.broadcast()
                }
                block(builder, awaiting: .work(work))
            }
            work.worker = builder
            work.name = name
            return .success(())
        }
    }

    /// Hands `work` to `builder` at once: the next thread of a verification.
    func hand(_ work: GraphWork, to builder: SharedBuilder) {
        lock.withLock {
            work.worker = builder
            lock.broadcast()
        }
    }

    /// Ends `work` (an activation another may take now, or a verification whose caller goes on).
    func end(_ work: GraphWork, finished: Bool = false) {
        lock.withLock {
            work.worker = nil
            work.isFinished = finished
            lock.broadcast()
        }
    }

    /// Whether `work` is finished for good.
    func isFinished(_ work: GraphWork) -> Bool {
        lock.withLock { work.isFinished }
    }

    /// Waits until `work` is finished, as a thread of the graph: a thread that does the work and
    /// wants a claim `builder` holds sees the cycle, and borrows the instance.
    func waitUntilFinished(_ work: GraphWork, _ builder: SharedBuilder) {
        lock.withLock {
            // A worker that began waiting for a claim of this thread before it blocked walks again.
            lock.broadcast()
            while !work.isFinished { block(builder, awaiting: .work(work)) }
        }
    }

    /// Runs `body` while no other thread builds an instance of `record`, and none can start:
    /// installing or removing a patch, so that no instance built by what was replaced is
    /// published afterwards.
    ///
    /// `body` must not run user code (it runs under the graph's lock); the calling thread's own
    /// claims, and those of its group, do not count. Waiting that would close a cycle stops, with
    /// the lock given back.
    func withoutOtherBuilds<T>(of record: DefinitionRecord, for builder: SharedBuilder, _ body: () -> T) -> T {
        lockedOrStop {
            while let other = lock.state.claims.first(where: {
                $0.build.record.refers(to: record) && $0.owner !== builder
                    && ($0.owner.group == nil || $0.owner.group !== builder.group)
            }) {
                if let cycle = lock.state.cycle(from: other.owner, builder) {
                    return .failure(lock.state.error(of: cycle, from: .build(other.build), builder))
                }
                builder.patches = true
                block(builder, awaiting: .build(other.build))
                builder.patches = false
            }
            return .success(body())
        }
    }

    /// Runs `body` under the graph's lock unless some thread holds a claim on one of `records`
    /// (``ComponentFactory/unload()``: nothing of the factory may be published after it).
    ///
    /// `body` must not run user code (it runs under the graph's lock).
    ///
    /// - Parameters:
    ///   - records: The records' addresses (``UnsafeReference/bits``).
    ///   - body: Runs under the lock when no thread builds one of them.
    /// - Returns: What `body` returned, or the names of the definitions being built, when some are.
    func unlessBuilding<T>(_ records: Set<Int>, _ body: () -> T) -> Result<T, ClaimedDefinitions> {
        lock.withLock {
            let building = lock.state.claims.filter { records.contains($0.build.record.bits) }
            guard building.isEmpty else {
                return .failure(ClaimedDefinitions(names: building.map { $0.build.record.borrow(\.name) }))
            }
            return .success(body())
        }
    }

    /// Runs `body` under the graph's lock, and stops with the error it returns, if any, only once
    /// the lock is given back: a stop parks a verification's or a test's thread, which then gives
    /// its claims back under this same lock.
    private func lockedOrStop<T>(_ body: () -> Result<T, TyphoonError>) -> T {
        switch lock.withLock(body) {
        case .success(let value): return value
        case .failure(let error): stop(error)
        }
    }

    /// Waits until the graph changes, as a thread that waits for `awaited`.
    ///
    /// Call it with the lock held.
    private func block(_ builder: SharedBuilder, awaiting awaited: Awaited) {
        if builder.name.isEmpty { builder.name = currentThreadName() }
        builder.awaited = awaited
        builder.isBlocked = true
        lock.state.waiting += 1
        lock.wait()
        lock.state.waiting -= 1
        builder.isBlocked = false
        builder.awaited = .nothing
    }
}

/// The claims and waits of ``SharedBuilds``.
private struct Graph {
    /// Every claim and the thread that holds it.
    var claims: [Claim] = []
    /// How many threads wait, so that giving claims back wakes nobody when none does.
    var waiting = 0

    /// What a thread that wants a claim another thread holds does.
    enum Meeting {
        /// Use this instance, which the owner's resolution has.
        case borrow(AnyObject)
        /// Wait; `wakesOthers` when another thread on a cycle was handed its instance.
        case wait(wakesOthers: Bool)
        /// Stop with this error: a cycle nothing can break.
        case stop(TyphoonError)
    }

    /// Claims `build` for `builder` unless another thread holds it; a claim of `builder`'s own is
    /// kept as it is.
    ///
    /// - Returns: The other thread that holds it, or `nil` once `builder` holds it.
    mutating func claim(_ build: SharedBuild, for builder: SharedBuilder) -> SharedBuilder? {
        if let owner = owner(of: build) { return owner === builder ? nil : owner }
        claims.append(Claim(build: build, owner: builder))
        return nil
    }

    /// Hands `build`'s claim to `builder` when its owner is blocked and its resolution neither has
    /// the instance nor is making it (the claim is empty): the caller then looks for the published
    /// instance again, or builds it, instead of waiting for a thread that will not build it.
    ///
    /// - Returns: Whether `builder` holds the claim now.
    mutating func takeOverEmptyClaim(
        _ build: SharedBuild, ownedBy owner: SharedBuilder, for builder: SharedBuilder
    )
        -> Bool
    {
        guard owner.isBlocked, owner.grant == nil, case .absent = owner.state(of: build) else { return false }
        return hand(build, to: builder)
    }

    /// Makes `thread` the owner of the claim on `build`.
    ///
    /// - Returns: Whether there was a claim to hand over.
    private mutating func hand(_ build: SharedBuild, to thread: SharedBuilder) -> Bool {
        guard let index = claims.firstIndex(where: { $0.build == build }) else { return false }
        claims[index] = Claim(build: build, owner: thread)
        return true
    }

    /// What `builder` does about `build`, which `owner` holds: borrows it from a member of its own
    /// group that has stopped, or breaks the cycle that waiting would close, or waits.
    mutating func meet(_ build: SharedBuild, ownedBy owner: SharedBuilder, _ builder: SharedBuilder) -> Meeting {
        if let group = builder.group, owner.group === group, let instance = owner.stoppedInstance(of: build) {
            return .borrow(instance)
        }
        guard let cycle = cycle(from: owner, builder) else { return .wait(wakesOthers: false) }
        if let instance = owner.stoppedInstance(of: build) {
            unite(builder, cycle)
            return .borrow(instance)
        }
        if grantOne(on: cycle, builder, awaitingWork: false) { return .wait(wakesOthers: true) }
        return .stop(error(of: cycle, from: .build(build), builder))
    }

    /// Lets a thread on `cycle` that waits for a claim go on; the caller waits.
    ///
    /// The thread is handed the instance its owner's resolution has, or the claim itself when that
    /// resolution has no instance and makes none (an empty claim). A caller that waits for work
    /// (an activation) closes the cycle with that wait, so the threads are not put in a group
    /// (``unite(_:_:)``).
    ///
    /// - Returns: Whether a thread was let go on.
    mutating func grantOne(on cycle: [Wait], _ builder: SharedBuilder, awaitingWork: Bool) -> Bool {
        for (index, wait) in cycle.enumerated() where !wait.thread.patches {
            guard case .build(let awaited) = wait.awaited else { continue }
            // Every thread on the cycle but the caller is blocked; the caller reads its own.
            let owner = index + 1 < cycle.count ? cycle[index + 1].thread : builder
            switch owner.state(of: awaited) {
            case .built(let instance):
                if !awaitingWork { unite(builder, cycle) }
                wait.thread.grant = instance
                return true
            case .absent:
                if hand(awaited, to: wait.thread) { return true }
            case .initializing:
                continue
            }
        }
        return false
    }

    /// Puts the threads of a cycle in one group, unless a thread on it waits for work.
    ///
    /// Work (an activation, a verification) ends only once the borrower's resolution has, so the
    /// borrower cannot wait for it at its end. It borrows a finished build alone.
    private func unite(_ builder: SharedBuilder, _ cycle: [Wait]) {
        guard !cycle.contains(where: { if case .work = $0.awaited { true } else { false } }) else { return }
        BuildGroup.unite([builder] + cycle.map(\.thread))
    }

    /// Removes every claim of `builder`, keeping their arguments in `released`, so that the caller
    /// releases them after unlocking (an argument's `deinit` may resolve).
    mutating func removeClaims(of builder: SharedBuilder, keeping released: inout [ArgumentsKey]) {
        var index = claims.count
        while index > 0 {
            index -= 1
            guard claims[index].owner === builder else { continue }
            let removed = index == claims.count - 1 ? claims.removeLast() : claims.remove(at: index)
            if let arguments = removed.build.arguments { released.append(arguments) }
        }
    }

    /// The thread that holds a claim on `build`, if one does.
    func owner(of build: SharedBuild) -> SharedBuilder? {
        claims.first { $0.build == build }?.owner
    }

    /// A thread on a cycle of waits, and what it waits for.
    struct Wait {
        let thread: SharedBuilder
        let awaited: Awaited
    }

    /// The cycle that `builder` would close by waiting for `owner`: the threads from `owner` on,
    /// each waiting for the next one (the last for `builder`), or `nil`.
    ///
    /// A depth-first walk of what each thread waits for: the owner of its claim, the thread doing
    /// the work it waits for, or, for a resolution that waits for its group, every member that
    /// has not called back yet.
    func cycle(from owner: SharedBuilder, _ builder: SharedBuilder) -> [Wait]? {
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(builder)]
        var path: [Wait] = []
        func walk(_ thread: SharedBuilder) -> Bool {
            guard visited.insert(ObjectIdentifier(thread)).inserted else { return false }
            path.append(Wait(thread: thread, awaited: thread.awaited))
            for next in awaitedThreads(of: thread) {
                if next === builder || walk(next) { return true }
            }
            path.removeLast()
            return false
        }
        return walk(owner) ? path : nil
    }

    /// The threads that `thread` waits for.
    private func awaitedThreads(of thread: SharedBuilder) -> [SharedBuilder] {
        guard thread.isBlocked, thread.grant == nil else { return [] }
        switch thread.awaited {
        case .build(let awaited): return owner(of: awaited).map { [$0] } ?? []
        case .work(let work): return work.worker.map { [$0] } ?? []
        case .group: return thread.group?.members.filter { $0 !== thread && !$0.hasCalledBack } ?? []
        case .nothing: return []
        }
    }

    /// The error of a cycle nothing can break.
    func error(of cycle: [Wait], from awaited: Awaited, _ builder: SharedBuilder) -> TyphoonError {
        if builder.name.isEmpty { builder.name = currentThreadName() }
        let threads = [builder.name] + cycle.map(\.thread.name)
        let definitions = [awaited.name] + cycle.map(\.awaited.name)
        return .threadsWaitForEachOther(threads: threads, definitions: definitions)
    }
}

/// What a thread waits for in the graph.
enum Awaited {
    /// Nothing: it is not waiting.
    case nothing
    /// A claim another thread holds.
    case build(SharedBuild)
    /// Work another thread does.
    case work(GraphWork)
    /// The end of its group (``SharedBuilds/endBuilding(of:afterCallbacks:)``), or another
    /// thread's claims on a definition it patches.
    case group

    /// How a message names it.
    fileprivate var name: String {
        switch self {
        case .build(let build): build.record.borrow(\.name)
        case .work(let work): work.name
        case .group, .nothing: "the end of its group's resolutions"
        }
    }
}

/// Work one thread at a time does, which other threads wait for inside the graph of
/// ``SharedBuilds`` (so that a cycle through it is seen): an assembly's activation, a
/// verification.
///
/// Its fields are read and written under the graph's lock only.
final class GraphWork: @unchecked Sendable {
    /// How a message names it: `the activation of PluginAssembly`.
    fileprivate var name: String
    /// The thread doing it now, if any.
    fileprivate var worker: SharedBuilder?
    /// Whether it is finished for good (a verification).
    fileprivate var isFinished = false

    init(name: String = "") {
        self.name = name
    }
}

/// One claim: what is being built, and by which thread.
private struct Claim {
    let build: SharedBuild
    let owner: SharedBuilder
}

/// Resolutions of several threads that met in a cycle of shared instances and hold each other's
/// instances: they end together (``SharedBuilds/endBuilding(of:afterCallbacks:)``).
///
/// Read and changed under the graph's lock only.
final class BuildGroup {
    /// Every member, in the order it joined.
    fileprivate var members: [SharedBuilder] = []
    /// The members that have ended their building, in the order they did.
    fileprivate var ended: [SharedBuilder] = []

    /// Puts every thread in one group: the group of the first that has one, or a new one; the
    /// members of every other group join it too.
    fileprivate static func unite(_ threads: [SharedBuilder]) {
        let group = threads.lazy.compactMap(\.group).first ?? BuildGroup()
        for thread in threads where thread.group !== group {
            if let other = thread.group {
                for member in other.members { member.group = group }
                group.members += other.members
                group.ended += other.ended
            } else {
                thread.group = group
                group.members.append(thread)
            }
        }
    }

    /// Removes a member (its resolution gave its claims back, or its thread ended).
    fileprivate func remove(_ member: SharedBuilder) {
        members.removeAll { $0 === member }
        ended.removeAll { $0 === member }
    }

    /// Whether every member has ended its building.
    fileprivate var allEnded: Bool { ended.count == members.count }
    /// Whether every member has run its after call-backs.
    fileprivate var allCalledBack: Bool { members.allSatisfy(\.hasCalledBack) }
    /// The member whose after call-backs run next.
    fileprivate var nextToCallBack: SharedBuilder? { ended.first { !$0.hasCalledBack } }
}

/// The definitions whose shared instances threads are building, as ``SharedBuilds/unlessBuilding(_:_:)``
/// found them.
struct ClaimedDefinitions: Error {
    let names: [String]
}

/// A shared instance as a build claims it: a definition and the run-time arguments of the call.
struct SharedBuild: Equatable, @unchecked Sendable {
    /// The definition, which its record table owns, compared by identity.
    let record: UnsafeReference<DefinitionRecord>
    let arguments: ArgumentsKey?

    static func == (lhs: SharedBuild, rhs: SharedBuild) -> Bool {
        lhs.record.bits == rhs.record.bits && lhs.arguments == rhs.arguments
    }
}

/// A thread as the graph of ``SharedBuilds`` knows it; its ``ResolutionContext`` has one.
///
/// Its fields are read and written under the graph's lock only, by any thread: the owner of a
/// claim is followed by threads that would wait for it.
final class SharedBuilder: @unchecked Sendable {
    /// The resolution context that owns this builder, unretained: it owns the builder, and gives
    /// its claims back (leaving the graph) before it goes.
    private let context: UnsafeReference<ResolutionContext>
    /// What this thread waits for, if it waits.
    fileprivate var awaited = Awaited.nothing
    /// Whether the thread waits in the graph (for a claim, or for its group), so that its
    /// resolution cannot change.
    fileprivate var isBlocked = false
    /// An instance another thread found for it on a cycle, which it borrows when it wakes.
    fileprivate var grant: AnyObject?
    /// Whether it waits to install or remove a patch, not to build: nothing can be handed to it.
    fileprivate var patches = false
    /// The group of resolutions it met in a cycle, if any.
    fileprivate var group: BuildGroup? {
        didSet { groupedWord[0].storeRelaxed(group == nil ? 0 : 1) }
    }
    /// 1 while the thread is in a group, read by the thread itself without the lock
    /// (``isGrouped``).
    private let groupedWord = AtomicWords(count: 1)

    /// Whether this thread's resolution is in a group; asked by the thread itself, without the
    /// lock, at the end of every resolution that claimed something.
    ///
    /// Another thread puts this one in a group only while it waits in the graph (or merges the
    /// group it is in already), and it wakes through the lock, so what it reads is current: a
    /// thread that is in no group cannot be put in one while it runs.
    var isGrouped: Bool { groupedWord[0].loadRelaxed() != 0 }
    /// Whether its resolution, in a group, has ended its building, and whether it has run its
    /// after call-backs since.
    fileprivate var hasEnded = false
    fileprivate var hasCalledBack = false
    /// How messages name the thread (``currentThreadName()``), learned on its first wait.
    fileprivate var name = ""

    init(context: ResolutionContext) {
        self.context = UnsafeReference(context)
    }

    /// The instance of `build` that this thread's resolution has, read while the thread is
    /// blocked in the graph (its resolution cannot change meanwhile), or `nil`.
    fileprivate func stoppedInstance(of build: SharedBuild) -> AnyObject? {
        guard isBlocked, grant == nil else { return nil }
        return ownInstance(of: build)
    }

    /// The instance of `build` that this thread's resolution has; only this thread, or another
    /// while this one is blocked in the graph, may ask.
    fileprivate func ownInstance(of build: SharedBuild) -> AnyObject? {
        guard case .built(let instance) = state(of: build) else { return nil }
        return instance
    }

    /// Where this thread's resolution stands with `build`; only this thread, or another while
    /// this one is blocked in the graph, may ask.
    fileprivate func state(of build: SharedBuild) -> ResolutionContext.SharedBuildState {
        context.borrow { $0.state(of: build) }
    }

    /// Leaves its group, if it is in one.
    fileprivate func leaveGroup() {
        group?.remove(self)
        group = nil
        hasEnded = false
        hasCalledBack = false
    }
}
