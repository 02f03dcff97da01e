/// The instances of the shared scopes (singleton, lazy singleton, weak singleton), which
/// outlive a resolution and are read from many threads.
extension RecordTable {
    /// The shared instance a call would get, if one is published.
    func sharedInstance(_ record: DefinitionRecord, _ key: ArgumentsKey?) -> AnyObject? {
        if record.scope != .weakSingleton, key == nil, record.generation.loadAcquiring() == 0 {
            return record.published.object
        }
        return lock.withLock { record.keptInstance(key) }
    }

    /// Publishes a shared instance once its resolution has ended, so that no other thread sees
    /// it before it is fully injected; one built by what a patch or detach since replaced is not.
    ///
    /// - Returns: What the record let go of, boxed, for the caller to release once it holds no
    ///   lock; `nil` when nothing.
    func publish(
        _ object: AnyObject, of record: DefinitionRecord, _ key: ArgumentsKey?, builtBy patch: PatchReplacement?
    )
        -> AnyObject?
    {
        let dropped = lock.withLock {
            state == .active ? record.keep(object, key, builtBy: patch) : []
        }
        return dropped.isEmpty ? nil : dropped as AnyObject
    }
}
