/// The shared instances (singletons, lazy and weak singletons) being built in the process, each
/// claimed by the thread that builds it, and the threads waiting for one of them.
///
/// A thread claims a shared instance (a definition and its run-time arguments) before it builds
/// it and gives the claim back when its resolution ends, once the instance is published; another
/// thread that wants the same instance meanwhile waits for it, and one that wants anything else
/// does not wait at all (Docs/Behaviour.md, Threads). Waiting for a claim whose owner waits, in
/// turn, for one of the waiting thread's own claims would never end: the claims and waits form a
/// graph in which each thread waits for at most one claim, so following owner → awaited claim →
/// owner either ends or comes back to the thread, and then it stops, naming every thread and
/// definition on the cycle.
///
/// One lock guards the graph; it is held only to read and change it, never while user code runs
/// (nothing it releases can run a `deinit`: each claim's key stays alive in its owner's
/// resolution until after the claim is given back).
final class SharedBuilds: @unchecked Sendable {
    /// The process's claims.
    static let process = SharedBuilds()

    private let lock = ConditionLock()
    /// The thread building each claimed instance; guarded by ``lock``.
    private var owners: [SharedBuild: SharedBuilder] = [:]

    /// Claims a shared instance for `builder`, waiting while another thread builds it.
    ///
    /// - Parameters:
    ///   - build: The definition and arguments of the instance.
    ///   - builder: The calling thread's identity in the graph.
    func claim(_ build: SharedBuild, for builder: SharedBuilder) {
        lock.withLock {
            while let owner = owners[build], owner !== builder {
                wait(for: build, ownedBy: owner, builder)
            }
            owners[build] = builder
        }
    }

    /// Gives back claims that `builder` holds, and wakes the threads waiting for them.
    func giveBack(_ builds: [SharedBuild], of builder: SharedBuilder) {
        lock.withLock {
            for build in builds where owners[build] === builder {
                owners[build] = nil
            }
            lock.broadcast()
        }
    }

    /// Runs `body` while no other thread builds an instance of `record`, and none can start:
    /// installing or removing a patch, so that no instance built by what was replaced is
    /// published afterwards.
    ///
    /// `body` must not run user code (it runs under the graph's lock); the calling thread's own
    /// claims do not count.
    func withoutOtherBuilds<T>(of record: DefinitionRecord, for builder: SharedBuilder, _ body: () -> T) -> T {
        lock.withLock {
            while let (build, owner) = owners.first(where: { $0.key.record === record && $0.value !== builder }) {
                wait(for: build, ownedBy: owner, builder)
            }
            return body()
        }
    }

    /// Waits until the claims change, unless waiting would close a cycle of threads that wait
    /// for each other's builds: then it stops.
    ///
    /// Call it with ``lock`` held.
    private func wait(for build: SharedBuild, ownedBy owner: SharedBuilder, _ builder: SharedBuilder) {
        if builder.name.isEmpty { builder.name = currentThreadName() }
        if let cycle = cycle(from: build, owner, builder) { stop(cycle) }
        builder.awaited = build
        lock.wait()
        builder.awaited = nil
    }

    /// The error of the cycle that `builder` would close by waiting for `build`, or `nil`.
    ///
    /// Every thread on a cycle but `builder` is waiting, so each has its name. The walk is
    /// bounded by the number of claims, since a cycle among the other threads cannot exist (each
    /// began waiting after this same check).
    private func cycle(from build: SharedBuild, _ owner: SharedBuilder, _ builder: SharedBuilder) -> TyphoonError? {
        var threads = [builder.name]
        var definitions = [build.record.name]
        var current = owner
        for _ in 0...owners.count {
            threads.append(current.name)
            guard let awaited = current.awaited, let next = owners[awaited] else { return nil }
            definitions.append(awaited.record.name)
            if next === builder { return .threadsWaitForEachOther(threads: threads, definitions: definitions) }
            current = next
        }
        return nil
    }
}

/// A shared instance as a build claims it: a definition and the run-time arguments of the call.
struct SharedBuild: Hashable, @unchecked Sendable {
    /// The definition; kept alive by the claim, compared by identity.
    let record: DefinitionRecord
    let arguments: ArgumentsKey?

    static func == (lhs: SharedBuild, rhs: SharedBuild) -> Bool {
        lhs.record === rhs.record && lhs.arguments == rhs.arguments
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(record))
        hasher.combine(arguments?.hash ?? 0)
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
