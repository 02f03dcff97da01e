/// The async definitions of one assembly, found by their `defineAsync` call's site; the assembly's
/// ``RecordTable`` owns it, so that its shared instances go with the factory.
final class AsyncRecordTable: @unchecked Sendable {
    private let lock = Lock()
    private var records: [AsyncSiteKey: AsyncRecord] = [:]

    /// The record of the definition at `site`, made by `make` on its first call.
    func record(at site: DefinitionSite, make: () throws -> AsyncRecord) rethrows -> AsyncRecord {
        if let found = lock.withLock({ records[AsyncSiteKey(site: site)] }) { return found }
        // Made outside the lock: `make` runs the user's configuration and post-processors.
        let made = try make()
        return lock.withLock {
            if let found = records[AsyncSiteKey(site: site)] { return found }
            records[AsyncSiteKey(site: site)] = made
            return made
        }
    }

    /// Every record made so far.
    var allRecords: [AsyncRecord] {
        lock.withLock { Array(records.values) }
    }

    /// Forgets every shared instance, when the factory is released or unloaded; returns them, so that the
    /// caller releases them outside any lock.
    func release() -> [AnyObject] {
        allRecords.flatMap { $0.shared.forgetAll() }
    }
}

/// A definition site as a dictionary key.
struct AsyncSiteKey: Hashable, @unchecked Sendable {
    let site: DefinitionSite

    func hash(into hasher: inout Hasher) {
        hasher.combine(site.hash)
    }
}
