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
@usableFromInline
final class ScopeRegion: @unchecked Sendable {
    /// The region the current task (or thread, in synchronous code) runs in.
    @TaskLocal static var current: ScopeRegion?

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
    /// The instances, the builds and whether the region has ended; guarded by ``lock``, and
    /// reached once per hold of it (one exclusivity check, not one per field).
    private var table = RegionTable()

    init() {
        let lock = Lock()
        self.lock = lock
        bareKey = ArgumentsKey(parts: [.object(ObjectIdentifier(lock), lock)])
    }

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
        lock.withLock { table.claim(record, key, for: builder) }
    }

    /// Gives back the claims `builder` holds in this region (``claim(_:_:for:)``) whose instance it
    /// did not keep, when its resolution ends.
    ///
    /// - Returns: Whether another thread handed one of its claims over to ``SharedBuilds``, where
    ///   the caller gives it back too.
    func giveBackClaims(of builder: SharedBuilder) -> Bool {
        let (forgotten, handedOver) = lock.withLock { table.giveBackClaims(of: builder) }
        // Released once the lock is given back: the last reference to a definition may go here.
        withExtendedLifetime(forgotten) {}
        return handedOver
    }

    /// The instance this region keeps for `record` and `key`, if it is still the definition's:
    /// one built before a patch went in (or came out) is not, and the caller builds again.
    ///
    /// - Parameters:
    ///   - record: The definition.
    ///   - key: The call's key in this region (``key(for:)``).
    ///   - recordTable: The record's table, whose lock guards its patch.
    /// - Returns: The instance, or whether the caller builds one or the region has ended.
    func instance(of record: DefinitionRecord, _ key: ArgumentsKey, in recordTable: RecordTable) -> Lookup {
        let found: RegionTable.State?? = lock.withLock { table.state(of: record, key) }
        guard let found else { return .ended }
        guard case .kept(let object, let builtBy)? = found else { return .absent }
        if builtBy != nil || record.patchCount.loadAcquiring() != 0,
            recordTable.lock.withLock({ record.patch }) !== builtBy
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
        lock.withLock { table.keep(object, of: record, key, builtBy: builtBy) }
    }

    /// Ends the region: it keeps nothing from now on, and what it kept is released here, after
    /// its lock is given back (a `deinit` may resolve).
    func end() {
        let (released, flights) = lock.withLock { table.end() }
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
        lock.withLock { table.asyncFlights(of: record) }
    }

    /// Runs `body` in a new region, ended when `body` returns or throws.
    ///
    /// Inlinable, so that the caller's result type is known where it is compiled: unspecialized,
    /// the generic result cost the instantiation of its metadata on every region.
    @inlinable
    static func withNew<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var result: Result<T, E>?
        run { result = Result { () throws(E) in try body() } }
        return try result.unsafelyUnwrapped.get()
    }

    /// Runs the asynchronous `body` in a new region, ended when `body` returns or throws.
    @inlinable
    static func withNew<T, E: Error>(
        isolation: isolated (any Actor)?, _ body: () async throws(E) -> T
    ) async throws(E) -> T {
        var result: Result<T, E>?
        await run(isolation: isolation) {
            // Naming `isolation` isolates this closure to the caller's actor: without it the
            // closure is nonisolated, so a region opened on an actor hopped to the global
            // executor and back around its body.
            _ = isolation
            do throws(E) {
                result = .success(try await body())
            } catch {
                result = .failure(error)
            }
        }
        return try result.unsafelyUnwrapped.get()
    }

    /// Runs `body` in a new region, ended when `body` returns: the region's work, with nothing
    /// generic left in it (``withNew(_:)`` keeps the result).
    @usableFromInline
    static func run(_ body: () -> Void) {
        let region = ScopeRegion()
        defer { region.end() }
        bind(region, body)
    }

    /// ``run(_:)`` for asynchronous work.
    @usableFromInline
    static func run(isolation: isolated (any Actor)?, _ body: () async -> Void) async {
        let region = ScopeRegion()
        defer { region.end() }
        await $current.withValue(region, operation: body, isolation: isolation)
    }

    /// Runs the synchronous `body` with `region` as the current region (or none), on this thread.
    ///
    /// The thread's resolution forgets the region it read (``ResolutionContext/currentRegion()``)
    /// when the region changes and when it changes back: a resolution may open a region inside
    /// one of its initializers.
    static func bind(_ region: ScopeRegion?, _ body: () -> Void) {
        ThreadContextSlot.existingContext()?.borrow { $0.forgetRegion() }
        defer { ThreadContextSlot.existingContext()?.borrow { $0.forgetRegion() } }
        $current.withValue(region, operation: body)
    }
}
