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
/// a singleton's are in its record; while one is being built, the build is claimed in
/// ``SharedBuilds`` under a key that names the region (``key(for:)``), so that two threads of one
/// region build it once and threads of two regions never wait for each other.
final class ScopeRegion: @unchecked Sendable {
    /// The region the current task (or thread, in synchronous code) runs in.
    @TaskLocal static var current: ScopeRegion?

    /// An instance kept by the region, with what built it.
    private struct Entry {
        /// The definition, retained, so that its identity in ``Slot`` cannot be reused while the
        /// region keeps the instance.
        let record: DefinitionRecord
        let object: AnyObject
        /// The patch whose replacement built it, `nil` for the definition's own initializer.
        let builtBy: PatchReplacement?
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

    private let lock = Lock()
    /// The key of a call without run-time arguments in this region (``key(for:)``), made once.
    ///
    /// It names the region by an object of its own, so that the keys the region keeps do not keep
    /// the region.
    private let bareKey: ArgumentsKey = {
        let identity = RegionIdentity()
        return ArgumentsKey(parts: [.object(ObjectIdentifier(identity), identity)])
    }()
    /// The instances; guarded by ``lock``.
    private var instances: [Slot: Entry] = [:]
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

    /// The instance this region keeps for `record` and `key`, if it is still the definition's:
    /// one built before a patch went in (or came out) is not, and the caller builds again.
    ///
    /// - Parameters:
    ///   - record: The definition.
    ///   - key: The call's key in this region (``key(for:)``).
    ///   - table: The record's table, whose lock guards its patch.
    /// - Returns: The instance, or whether the caller builds one or the region has ended.
    func instance(of record: DefinitionRecord, _ key: ArgumentsKey, in table: RecordTable) -> Lookup {
        let found: Entry?? = lock.withLock {
            hasEnded ? nil : .some(instances[Slot(record: ObjectIdentifier(record), key: key)])
        }
        guard let found else { return .ended }
        guard let entry = found else { return .absent }
        if entry.builtBy != nil || record.patchCount.loadAcquiring() != 0,
            table.lock.withLock({ record.patch }) !== entry.builtBy
        {
            return .absent
        }
        return .kept(entry.object)
    }

    /// Keeps an instance built in this region, once the resolution that built it has ended.
    ///
    /// - Returns: What the caller releases once it holds no lock (an instance replaced, or this
    ///   one when the region has ended meanwhile), or `nil`.
    func keep(
        _ object: AnyObject, of record: DefinitionRecord, _ key: ArgumentsKey, builtBy: PatchReplacement?
    ) -> AnyObject? {
        let entry = Entry(record: record, object: object, builtBy: builtBy)
        return lock.withLock {
            guard !hasEnded else { return object }
            return instances.updateValue(entry, forKey: Slot(record: ObjectIdentifier(record), key: key))?.object
        }
    }

    /// Ends the region: it keeps nothing from now on, and what it kept is released here, after
    /// its lock is given back (a `deinit` may resolve).
    func end() {
        let (released, flights) = lock.withLock {
            hasEnded = true
            defer {
                instances = [:]
                asyncInstances = [:]
            }
            return (instances, asyncInstances.values.map(\.flights))
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

/// What a region's keys name it by: an object that lives as long as any of them, whose identity
/// no other region's key has meanwhile.
private final class RegionIdentity: Sendable {}
