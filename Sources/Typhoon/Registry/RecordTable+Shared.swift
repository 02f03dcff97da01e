/// The instances of the shared scopes (singleton, lazy singleton, weak singleton), which
/// outlive a resolution and are read from many threads.
extension RecordTable {
    /// The shared instance a call would get, if one is published.
    @inlinable
    func sharedValue<R>(_ record: Record<R>, _ key: ArgumentsKey?) -> R? {
        if record.scope != .weakSingleton, key == nil {
            return record.publishedValue
        }
        return lock.withLock {
            if record.scope == .weakSingleton {
                let object = key.map { record.weakInstances[$0]?.object } ?? record.weakInstance.object
                return object.map { kept($0, as: record) }
            }
            return key.flatMap { record.sharedByArguments[$0] }
        }
    }

    /// Publishes a shared instance once its resolution has ended, so that no other thread sees
    /// it before it is fully injected.
    @usableFromInline
    func publish<R>(_ value: R, of record: Record<R>, _ key: ArgumentsKey?) {
        lock.withLock {
            guard state == .active else { return }
            if record.scope == .weakSingleton {
                // A value type cannot be held weakly; it is built again each time instead.
                guard let object = objectIfClass(value) else { return }
                if let key {
                    record.keepWeakly(object, for: key)
                } else {
                    record.weakInstance = WeakReference(object)
                }
            } else if let key {
                record.sharedByArguments[key] = value
            } else {
                record.publish(value)
            }
        }
    }
}
