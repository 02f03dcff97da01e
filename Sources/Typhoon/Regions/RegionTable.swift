/// What a ``ScopeRegion`` holds under its lock: its instances, kept or being built, the builders
/// whose claims it handed over to ``SharedBuilds``, its async instances, and whether it has ended.
///
/// The instances are a list searched newest first: a region keeps the scoped instances of one unit
/// of work, a handful, and comparing a definition's identity and a key whose parts are the
/// region's own (the same array, compared by identity) costs less than hashing them, as
/// ``SharedBuilds`` keeps its claims. Every method is called with the region's lock held.
struct RegionTable {
    /// Where an instance of the region stands.
    enum State {
        /// Kept, with the patch whose replacement built it (`nil`: the definition's own
        /// initializer).
        case kept(AnyObject, builtBy: PatchReplacement?)
        /// Claimed by this builder's resolution, and by nothing in ``SharedBuilds``.
        case building(SharedBuilder)
        /// Built under claims of ``SharedBuilds``: another thread of the region wanted it while
        /// it was built, so every build of it from now on claims it there.
        case coordinated
    }

    /// One instance: its definition (retained, so that its identity cannot be reused while the
    /// region keeps the instance), its key in the region, and where it stands.
    struct Entry {
        let record: DefinitionRecord
        let key: ArgumentsKey
        var state: State
    }

    private var entries: [Entry] = []
    /// How many of ``entries`` are `building`, so that a resolution that kept everything it
    /// claimed gives its claims back without a scan.
    private var buildsUnderWay = 0
    /// The builders whose claims another thread handed over to ``SharedBuilds``
    /// (``claim(_:_:for:)``), which give them back there when their resolution ends.
    private var coordinatedBuilders: [SharedBuilder] = []
    private var hasEnded = false
    /// The instances of the async ``Scope/scoped`` definitions and their builds under way, one
    /// single flight table per definition.
    private var asyncInstances: [ObjectIdentifier: (record: AsyncRecord, flights: SharedFlights)] = [:]

    /// The index of the entry of `record` and `key`.
    private func index(of record: DefinitionRecord, _ key: ArgumentsKey) -> Int? {
        entries.lastIndex { $0.record === record && $0.key == key }
    }

    /// ``ScopeRegion/claim(_:_:for:)`` under the lock.
    mutating func claim(
        _ record: DefinitionRecord, _ key: ArgumentsKey, for builder: SharedBuilder
    ) -> ScopeRegion.Claim {
        guard !hasEnded else { return .ended }
        guard let index = index(of: record, key) else {
            if entries.capacity == 0 { entries.reserveCapacity(4) }
            entries.append(Entry(record: record, key: key, state: .building(builder)))
            buildsUnderWay += 1
            return .claimed
        }
        switch entries[index].state {
        case .kept(let object, let builtBy):
            // One built by a patch, or while one is installed, is checked against the patch.
            return builtBy == nil && record.patchCount.loadAcquiring() == 0 ? .kept(object) : .coordinated
        case .building(let owner) where owner === builder:
            return .claimed
        case .building(let owner):
            SharedBuilds.process.hold(SharedBuild(record: UnsafeReference(record), arguments: key), for: owner)
            coordinatedBuilders.append(owner)
            entries[index].state = .coordinated
            buildsUnderWay -= 1
            return .coordinated
        case .coordinated:
            return .coordinated
        }
    }

    /// ``ScopeRegion/giveBackClaims(of:)`` under the lock: forgets the builds `builder` claimed and
    /// never kept (a throwing call that failed, a thread that ended or parked in its resolution),
    /// so that the next call builds them.
    ///
    /// - Returns: The entries forgotten, for the caller to release after unlocking, and whether
    ///   `builder` holds a claim in ``SharedBuilds`` that this region handed over.
    mutating func giveBackClaims(of builder: SharedBuilder) -> (forgotten: [Entry], handedOver: Bool) {
        var forgotten: [Entry] = []
        if buildsUnderWay > 0 {
            forgotten = entries.filter { if case .building(let owner) = $0.state { owner === builder } else { false } }
            entries.removeAll { if case .building(let owner) = $0.state { owner === builder } else { false } }
            buildsUnderWay -= forgotten.count
        }
        guard coordinatedBuilders.contains(where: { $0 === builder }) else { return (forgotten, false) }
        coordinatedBuilders.removeAll { $0 === builder }
        return (forgotten, true)
    }

    /// Where the instance of `record` and `key` stands: `nil` once the region has ended,
    /// `.some(nil)` when it has none.
    func state(of record: DefinitionRecord, _ key: ArgumentsKey) -> State?? {
        guard !hasEnded else { return nil }
        return .some(index(of: record, key).map { entries[$0].state })
    }

    /// ``ScopeRegion/keep(_:of:_:builtBy:)`` under the lock.
    ///
    /// - Returns: The instance replaced, or this one when the region has ended, for the caller to
    ///   release after unlocking; or `nil`.
    mutating func keep(
        _ object: AnyObject, of record: DefinitionRecord, _ key: ArgumentsKey, builtBy: PatchReplacement?
    ) -> AnyObject? {
        guard !hasEnded else { return object }
        let kept = State.kept(object, builtBy: builtBy)
        guard let index = index(of: record, key) else {
            entries.append(Entry(record: record, key: key, state: kept))
            return nil
        }
        let replaced = entries[index].state
        entries[index].state = kept
        switch replaced {
        case .kept(let replaced, _): return replaced
        case .building: buildsUnderWay -= 1
        case .coordinated: break
        }
        return nil
    }

    /// Ends the region under the lock.
    ///
    /// - Returns: What it kept, for the caller to release after unlocking, and the single flight
    ///   tables of its async instances.
    mutating func end() -> (released: [Entry], flights: [SharedFlights]) {
        hasEnded = true
        var released: [Entry] = []
        swap(&released, &entries)
        buildsUnderWay = 0
        let flights = asyncInstances.values.map(\.flights)
        asyncInstances = [:]
        return (released, flights)
    }

    /// ``ScopeRegion/asyncFlights(of:)`` under the lock.
    mutating func asyncFlights(of record: AsyncRecord) -> SharedFlights? {
        guard !hasEnded else { return nil }
        if let found = asyncInstances[ObjectIdentifier(record)] { return found.flights }
        let made = SharedFlights()
        asyncInstances[ObjectIdentifier(record)] = (record, made)
        return made
    }
}
