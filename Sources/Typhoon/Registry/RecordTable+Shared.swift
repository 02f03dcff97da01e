/// The instances of the shared scopes (singleton, lazy singleton, weak singleton), which
/// outlive a resolution and are read from many threads.
extension RecordTable {
    /// The shared instance a call would get, if one is published.
    func sharedInstance(_ record: DefinitionRecord, _ key: ArgumentsKey?) -> AnyObject? {
        if record.scope != .weakSingleton, key == nil {
            return record.published.object
        }
        return lock.withLock { record.keptInstance(key) }
    }

    /// Publishes a shared instance once its resolution has ended, so that no other thread sees
    /// it before it is fully injected.
    func publish(_ object: AnyObject, of record: DefinitionRecord, _ key: ArgumentsKey?) {
        lock.withLock {
            guard state == .active else { return }
            record.keep(object, key)
        }
    }
}
