/// The shared instances (singletons, lazy and weak singletons) being built in the process, each
/// claimed by the thread that builds it, and the threads waiting for one of them.
///
/// A thread claims a shared instance (a definition and its run-time arguments) before it builds
/// it and gives its claims back when its resolution ends, once the instance is published; another
/// thread that wants the same instance meanwhile waits for it, and one that wants anything else
/// does not wait at all (Docs/Behaviour.md, Threads). Waiting for a claim whose owner waits, in
/// turn, for one of the waiting thread's own claims would never end: the claims and waits form a
/// graph in which each thread waits for at most one claim, so following owner → awaited claim →
/// owner either ends or comes back to the thread, and then it stops, naming every thread and
/// definition on the cycle.
///
/// One lock guards the graph; it is held only to read and change it, never while user code runs:
/// a claim's record is unretained (its owner's resolution uses it, so it lives while claimed) and
/// the arguments of the claims given back are released after unlocking, since an argument's
/// `deinit` may resolve. Few builds are claimed at once, so the claims are a list searched in
/// order, cheaper than hashing a key on every first build.
final class SharedBuilds: @unchecked Sendable {
    /// The process's claims.
    static let process = SharedBuilds()

    /// The graph, under its lock.
    private let lock = ConditionLock(Graph())

    /// Claims a shared instance for `builder`, waiting while another thread holds it; a claim
    /// `builder` holds already is kept as it is.
    ///
    /// - Parameters:
    ///   - build: The definition and arguments of the instance.
    ///   - builder: The calling thread's identity in the graph.
    func claim(_ build: SharedBuild, for builder: SharedBuilder) {
        lock.withLock {
            while let owner = lock.state.claim(build, for: builder) {
                wait(for: build, ownedBy: owner, builder)
            }
        }
    }

    /// Gives back every claim that `builder` holds, and wakes the threads waiting for claims.
    func giveBack(claimsOf builder: SharedBuilder) {
        var released: [ArgumentsKey] = []
        lock.withLock {
            lock.state.removeClaims(of: builder, keeping: &released)
            if lock.state.waiting > 0 { lock.broadcast() }
        }
        withExtendedLifetime(released) {}
    }

    /// Runs `body` while no other thread builds an instance of `record`, and none can start:
    /// installing or removing a patch, so that no instance built by what was replaced is
    /// published afterwards.
    ///
    /// `body` must not run user code (it runs under the graph's lock); the calling thread's own
    /// claims do not count.
    func withoutOtherBuilds<T>(of record: DefinitionRecord, for builder: SharedBuilder, _ body: () -> T) -> T {
        lock.withLock {
            while let other = lock.state.claims.first(where: {
                $0.build.record.refers(to: record) && $0.owner !== builder
            }) {
                wait(for: other.build, ownedBy: other.owner, builder)
            }
            return body()
        }
    }

    /// Waits until claims are given back, unless waiting would close a cycle of threads that wait
    /// for each other's builds: then it stops.
    ///
    /// Call it with the lock held.
    private func wait(for build: SharedBuild, ownedBy owner: SharedBuilder, _ builder: SharedBuilder) {
        if builder.name.isEmpty { builder.name = currentThreadName() }
        if let cycle = lock.state.cycle(from: build, owner, builder) { stop(cycle) }
        builder.awaited = build
        lock.state.waiting += 1
        lock.wait()
        lock.state.waiting -= 1
        builder.awaited = nil
    }
}

/// The claims and waits of ``SharedBuilds``.
private struct Graph {
    /// Every claim and the thread that holds it.
    var claims: [Claim] = []
    /// How many threads wait for a claim, so that giving claims back wakes nobody when none does.
    var waiting = 0

    /// Claims `build` for `builder` unless another thread holds it; a claim of `builder`'s own is
    /// kept as it is.
    ///
    /// - Returns: The other thread that holds it, or `nil` once `builder` holds it.
    mutating func claim(_ build: SharedBuild, for builder: SharedBuilder) -> SharedBuilder? {
        if let owner = owner(of: build) { return owner === builder ? nil : owner }
        claims.append(Claim(build: build, owner: builder))
        return nil
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

    /// The error of the cycle that `builder` would close by waiting for `build`, or `nil`.
    ///
    /// Every thread on a cycle but `builder` is waiting, so each has its name. The walk is
    /// bounded by the number of claims, since a cycle among the other threads cannot exist (each
    /// began waiting after this same check).
    func cycle(from build: SharedBuild, _ owner: SharedBuilder, _ builder: SharedBuilder) -> TyphoonError? {
        var threads = [builder.name]
        var definitions = [build.record.borrow(\.name)]
        var current = owner
        for _ in 0...claims.count {
            threads.append(current.name)
            guard let awaited = current.awaited, let next = self.owner(of: awaited) else { return nil }
            definitions.append(awaited.record.borrow(\.name))
            if next === builder { return .threadsWaitForEachOther(threads: threads, definitions: definitions) }
            current = next
        }
        return nil
    }
}

/// One claim: what is being built, and by which thread.
private struct Claim {
    let build: SharedBuild
    let owner: SharedBuilder
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
    /// The claim this thread waits for, if it waits.
    fileprivate var awaited: SharedBuild?
    /// How messages name the thread (``currentThreadName()``), learned on its first wait.
    fileprivate var name = ""
}
