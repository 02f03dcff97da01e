/// The shared instances of one async definition, one per set of run-time arguments, and the
/// builds under way.
///
/// A call finds the published instance, or joins the flight building it, or starts one: under one
/// lock, so that however many tasks ask at once exactly one starts the build.
final class SharedFlights: @unchecked Sendable {
    private enum Slot {
        case kept(AnyObject)
        case weak(WeakInstance)
        case building(Flight)
    }

    /// What a call of a shared definition found.
    enum Claim {
        case published(AnyObject)
        case join(Flight)
        case start(Flight)
    }

    private let lock = Lock()
    /// The instance of a definition without run-time arguments, the common case, kept apart from
    /// `keyed` so that its look-up hashes nothing.
    private var unkeyed: Slot?
    private var keyed: [ArgumentsKey: Slot] = [:]

    private subscript(key: ArgumentsKey?) -> Slot? {
        get { key.map { keyed[$0] } ?? unkeyed }
        set {
            if let key { keyed[key] = newValue } else { unkeyed = newValue }
        }
    }

    /// The published instance, if any (a weak singleton's only while something holds it).
    func published(_ key: ArgumentsKey?) -> AnyObject? {
        lock.withLock {
            switch self[key] {
            case .kept(let instance)?: instance
            case .weak(let weak)?: weak.object
            case .building?, nil: nil
            }
        }
    }

    /// The published instance, the flight building it, or a new flight the caller must run.
    func claim(_ key: ArgumentsKey?, name: String) -> Claim {
        lock.withLock {
            switch self[key] {
            case .kept(let instance)?: return .published(instance)
            case .weak(let weak)?:
                if let instance = weak.object { return .published(instance) }
            case .building(let flight)?: return .join(flight)
            case nil: break
            }
            let flight = Flight(name: name)
            self[key] = .building(flight)
            return .start(flight)
        }
    }

    /// Ends a flight: keeps its instance (weakly for a weak singleton) or, when it failed or
    /// `keeps` is false, forgets it so that the next call builds again; then hands the result to
    /// its waiters.
    func finish(
        _ flight: Flight, _ key: ArgumentsKey?, _ outcome: Result<AnyObject, any Error>, weakly: Bool, keeps: Bool
    ) {
        lock.withLock {
            guard case .building(let current)? = self[key], current === flight else { return }
            switch outcome {
            case .success(let instance) where keeps:
                self[key] = weakly ? .weak(WeakInstance(instance)) : .kept(instance)
            case .success, .failure: self[key] = nil
            }
        }
        flight.complete(outcome)
    }

    /// Forgets every kept instance and every build under way.
    ///
    /// Called when a patch goes in or comes out, or the factory is released: the next call builds
    /// afresh, and a build under way hands its instance to its waiters only. Returns the kept
    /// instances, so that the caller releases them outside the lock.
    func forgetAll() -> [AnyObject] {
        lock.withLock {
            defer {
                unkeyed = nil
                keyed = [:]
            }
            return ([unkeyed].compactMap { $0 } + keyed.values).compactMap {
                if case .kept(let instance) = $0 { instance } else { nil }
            }
        }
    }
}

/// A weak singleton's instance, held weakly.
final class WeakInstance {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
