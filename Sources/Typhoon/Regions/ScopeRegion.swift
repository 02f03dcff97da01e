/// One scoped region (``ComponentFactory/withScope(_:)``): the instances of the
/// ``Scope/scoped`` definitions resolved inside it, one per definition and set of run-time
/// arguments, released when it ends.
///
/// The region a call is in is a task-local value, so that it reaches every child task of the
/// region's work, and the synchronous code those tasks run, without being passed along. A thread
/// started by hand (`Thread`, `pthread_create`) or a `DispatchQueue` block does not inherit
/// task-local values: work sent there is outside the region (Docs/Behaviour.md, Scopes).
///
/// Its instances are published here, under its lock, when the resolution that built them ends, as
/// a singleton's are in its record. While one is being built, the region itself knows who builds
/// it (``claim(_:_:for:)``): a first build claims it here, in the same lock as the look-up, and
/// the process-wide graph of ``SharedBuilds`` never hears of it. Only when a second thread of the
/// region wants it while it is being built does the build go to that graph (the region hands
/// the builder's claim over to it, *coordinates* the build), so that the second thread waits, or
/// borrows the instance across a cycle, exactly as for a shared instance; threads of two regions
/// never wait for each other, since a region's keys name it (``key(for:)``).
final class ScopeRegion: @unchecked Sendable {
    /// The region the current task (or thread, in synchronous code) runs in.
    @TaskLocal static var current: ScopeRegion?

    /// What the region has of one instance: its definition (retained, so that its identity
    /// cannot be reused while the region keeps the instance), its key, and where it stands.
    private struct Entry {
        let record: DefinitionRecord
        var state: EntryState
    }

    /// Where an instance of the region stands.
    private enum EntryState {
        /// Kept, with the patch whose replacement built it (`nil`: the definition's own
        /// initializer).
        case kept(AnyObject, builtBy: PatchReplacement?)
        /// Claimed by this resolution's builder, and by nothing in ``SharedBuilds``.
        case building(SharedBuilder)
        /// Built under claims of ``SharedBuilds``: another thread of the region wanted it while
        /// it was built, so every build of it from now on claims it there.
        case coordinated
    }

    /// Where an instance is kept: its definition and its region key.
    private struct Slot: Hashable {
        let record: ObjectIdentifier
        let key: ArgumentsKey
    }

    /// What a look-up in the region finds.
    enum Lookup {
        /// The instance the region keeps.
        case kept(AnyObject)
        /// None yet: the caller builds it.
        case absent
        /// The region has ended; nothing is built in it any more.
        case ended
    }

    /// What claiming an instance of the region gives the caller.
    enum Claim {
        /// The instance the region keeps, which is still the definition's.
        case kept(AnyObject)
        /// The caller builds it: no other thread of the region can until the caller's resolution
        /// gives its region claims back (``giveBackClaims(of:)``).
        case claimed
        /// The caller claims it in ``SharedBuilds`` and looks again (``instance(of:_:in:)``):
        /// another thread builds it, or did while a third wanted it, or the instance kept was
        /// built before a patch and must be checked.
        case coordinated
        /// The region has ended; nothing is built in it any more.
        case ended
    }

    private let lock: Lock
    /// The key of a call without run-time arguments in this region (``key(for:)``), made once.
    ///
    /// It names the region by an object of its own that lives as long as any key does, whose
    /// identity no other region's key has meanwhile, and that does not keep the region (the keys
    /// the region keeps would keep it): its lock, which saves a region an allocation.
    private let bareKey: ArgumentsKey

    init() {
        let lock = Lock()
        self.lock = lock
        bareKey = ArgumentsKey(parts: [.object(ObjectIdentifier(lock), lock)])
    }
    /// The instances, kept and being built; guarded by ``lock``.
    private var entries: [Slot: Entry] = [:]
    /// How many of ``entries`` are being built under a claim of the region (`building`), so that
    /// a resolution that kept everything it claimed gives its claims back without a scan; guarded
    /// by ``lock``.
    private var buildsUnderWay = 0
    /// The builders whose claims another thread handed over to ``SharedBuilds``
    /// (``claim(_:_:for:)``), which give them back there when their resolution ends; guarded
    /// by ``lock``.
    private var coordinatedBuilders: [SharedBuilder] = []
    /// Whether the region has ended; guarded by ``lock``.
    private var hasEnded = false
    /// The instances of the async ``Scope/scoped`` definitions and their builds under way, one
    /// single flight table per definition (``asyncFlights(of:)``); guarded by ``lock``.
    private var asyncInstances: [ObjectIdentifier: (record: AsyncRecord, flights: SharedFlights)] = [:]

    /// The key under which a call with `arguments` is built, claimed and found in this region:
    /// the region's identity, then the arguments.
    ///
    /// The object graph and the claims of ``SharedBuilds`` tell instances apart by their
    /// arguments' key; putting the region first makes the same definition in two regions two
    /// instances there too, with no other change to either.
    func key(for arguments: ArgumentsKey?) -> ArgumentsKey {
        guard let arguments else { return bareKey }
        return ArgumentsKey(parts: bareKey.parts + arguments.parts)
    }

    /// The instance this region keeps for `record` and `key`, or a claim on building it for
    /// `builder`, in one look-up under the region's lock.
    ///
    /// A call that finds the instance being built by another builder hands that builder's claim
    /// over to ``SharedBuilds`` (it holds it there from now on, and gives it back when its
    /// resolution ends), so that the caller, claiming it there, waits for the build or breaks a
    /// cycle across threads as for a shared instance. The region's lock is taken before the
    /// graph's, never the other way round.
    ///
    /// - Parameters:
    ///   - record: The definition.
    ///   - key: The call's key in this region (``key(for:)``).
    ///   - builder: The calling thread's resolution in the graph of shared builds.
    /// - Returns: The instance, or who builds it, or that the region has ended.
    func claim(_ record: DefinitionRecord, _ key: ArgumentsKey, for builder: SharedBuilder) -> Claim {
        let slot = Slot(record: ObjectIdentifier(record), key: key)
        return lock.withLock {
            guard !hasEnded else { return .ended }
            guard let entry = entries[slot] else {
                if entries.isEmpty { entries.reserveCapacity(4) }
                entries[slot] = Entry(record: record, state: .building(builder))
                buildsUnderWay += 1
                return .claimed
            }
            switch entry.state {
            case .kept(let object, let builtBy):
                // One built by a patch, or while one is installed, is checked against the patch.
                return builtBy == nil && record.patchCount.loadAcquiring() == 0 ? .kept(object) : .coordinated
            case .building(let owner) where owner === builder:
                return .claimed
            case .building(let owner):
                SharedBuilds.process.hold(SharedBuild(record: UnsafeReference(record), arguments: key), for: owner)
                coordinatedBuilders.append(owner)
                entries[slot]?.state = .coordinated
                buildsUnderWay -= 1
                return .coordinated
            case .coordinated:
                return .coordinated
            }
        }
    }

    /// Gives back the claims `builder` holds in this region (``claim(_:_:for:)``) whose instance it
    /// did not keep, when its resolution ends.
    ///
    /// - Returns: Whether another thread handed one of its claims over to ``SharedBuilds``, where
    ///   the caller gives it back too.
    func giveBackClaims(of builder: SharedBuilder) -> Bool {
        let (forgotten, handedOver) = lock.withLock {
            let forgotten = buildsUnderWay > 0 ? forgetBuilds(of: builder) : [:]
            guard coordinatedBuilders.contains(where: { $0 === builder }) else { return (forgotten, false) }
            coordinatedBuilders.removeAll { $0 === builder }
            return (forgotten, true)
        }
        // Released once the lock is given back: the last reference to a definition may go here.
        withExtendedLifetime(forgotten) {}
        return handedOver
    }

    /// Forgets the builds `builder` claimed and never kept (a throwing call that failed, a thread
    /// that ended or parked in its resolution), so that the next call builds them.
    ///
    /// Call it with the lock held; release what it returns after unlocking.
    private func forgetBuilds(of builder: SharedBuilder) -> [Slot: Entry] {
        let forgotten = entries.filter { _, entry in
            if case .building(let owner) = entry.state { owner === builder } else { false }
        }
        for slot in forgotten.keys { entries[slot] = nil }
        buildsUnderWay -= forgotten.count
        return forgotten
    }

    /// The instance this region keeps for `record` and `key`, if it is still the definition's:
    /// one built before a patch went in (or came out) is not, and the caller builds again.
    ///
    /// - Parameters:
    ///   - record: The definition.
    ///   - key: The call's key in this region (``key(for:)``).
    ///   - table: The record's table, whose lock guards its patch.
    /// - Returns: The instance, or whether the caller builds one or the region has ended.
    func instance(of record: DefinitionRecord, _ key: ArgumentsKey, in table: RecordTable) -> Lookup {
        let found: EntryState?? = lock.withLock {
            hasEnded ? nil : .some(entries[Slot(record: ObjectIdentifier(record), key: key)]?.state)
        }
        guard let found else { return .ended }
        guard case .kept(let object, let builtBy)? = found else { return .absent }
        if builtBy != nil || record.patchCount.loadAcquiring() != 0,
            table.lock.withLock({ record.patch }) !== builtBy
        {
            return .absent
        }
        return .kept(object)
    }

    /// Keeps an instance built in this region, once the resolution that built it has ended; its
    /// claim, if the region has it, goes with it.
    ///
    /// - Returns: What the caller releases once it holds no lock (an instance replaced, or this
    ///   one when the region has ended meanwhile), or `nil`.
    func keep(
        _ object: AnyObject, of record: DefinitionRecord, _ key: ArgumentsKey, builtBy: PatchReplacement?
    ) -> AnyObject? {
        let entry = Entry(record: record, state: .kept(object, builtBy: builtBy))
        return lock.withLock {
            guard !hasEnded else { return object }
            switch entries.updateValue(entry, forKey: Slot(record: ObjectIdentifier(record), key: key))?.state {
            case .kept(let replaced, _)?: return replaced
            case .building?: buildsUnderWay -= 1
            case .coordinated?, nil: break
            }
            return nil
        }
    }

    /// Ends the region: it keeps nothing from now on, and what it kept is released here, after
    /// its lock is given back (a `deinit` may resolve).
    func end() {
        let (released, flights) = lock.withLock {
            hasEnded = true
            defer {
                entries = [:]
                buildsUnderWay = 0
                asyncInstances = [:]
            }
            return (entries, asyncInstances.values.map(\.flights))
        }
        // A build still under way when the region ends hands its instance to its waiters only.
        let releasedAsync = flights.flatMap { $0.forgetAll() }
        withExtendedLifetime((released, releasedAsync)) {}
    }

    /// The single flight table of an async ``Scope/scoped`` definition in this region, made on
    /// its first call here; `nil` once the region has ended.
    ///
    /// Its instances live as long as the region: an async scoped definition is built once per
    /// region however many of the region's tasks ask at once, as a shared async instance is
    /// once per factory.
    func asyncFlights(of record: AsyncRecord) -> SharedFlights? {
        lock.withLock {
            guard !hasEnded else { return nil }
            if let found = asyncInstances[ObjectIdentifier(record)] { return found.flights }
            let made = SharedFlights()
            asyncInstances[ObjectIdentifier(record)] = (record, made)
            return made
        }
    }

    /// Runs `body` in a new region, ended when `body` returns or throws.
    static func withNew<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let region = ScopeRegion()
        defer { region.end() }
        return try $current.withValue(region) { Result { () throws(E) in try body() } }.get()
    }

    /// Runs the asynchronous `body` in a new region, ended when `body` returns or throws.
    static func withNew<T, E: Error>(
        isolation: isolated (any Actor)?, _ body: () async throws(E) -> T
    ) async throws(E) -> T {
        let region = ScopeRegion()
        defer { region.end() }
        let result: Result<T, E> = await $current.withValue(
            region,
            operation: {
                do throws(E) {
                    return .success(try await body())
                } catch {
                    return .failure(error)
                }
            }, isolation: isolation)
        return try result.get()
    }
}
