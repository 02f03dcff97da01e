/// What the container keeps of one definition: data only, never the user's closures.
///
/// The configuration closure usually captures the assembly, so keeping it would make a
/// reference cycle; the record learns what it needs (scope, whether there is any configuration)
/// on the first call and keeps that. Its fields are fixed once it is in the table, except the
/// shared instances and the patch, which the table's lock guards.
@usableFromInline
class DefinitionRecord: @unchecked Sendable {
    @usableFromInline let site: DefinitionSite
    @usableFromInline let scope: Scope
    /// Whether the configuration declared anything beyond the scope; if not, it is never run again.
    @usableFromInline let hasConfiguration: Bool
    /// The assembly's type name, for messages.
    @usableFromInline let assemblyName: String
    /// The method as `#function` gives it (`knight(for:)`), for messages.
    @usableFromInline let method: String
    /// The words below, read without a lock.
    @usableFromInline let atomics = AtomicWords(count: 6)

    /// The dynamic class last built on the main actor and its traits, packed as
    /// `metadata | traits`: one atomic load instead of several dynamic casts per build.
    @inlinable var traits: UnsafeAtomicWord { atomics[0] }
    /// The same, learned off the main actor, kept apart because a conformance isolated to the
    /// main actor may be invisible there, and must not hide the call-backs on the main actor.
    @inlinable var traitsOffMainActor: UnsafeAtomicWord { atomics[5] }
    /// How many patches are installed (0 or 1): read without the lock on every build.
    @inlinable var patchCount: UnsafeAtomicWord { atomics[1] }
    /// The class whose instances convert to a class-bound protocol type with
    /// ``conversionWitness`` (0: none learned, 1: being learned); see ``converted(_:_:)``.
    @inlinable var conversionClass: UnsafeAtomicWord { atomics[2] }
    /// The protocol witness table that makes an instance of ``conversionClass`` the declared type.
    @inlinable var conversionWitness: UnsafeAtomicWord { atomics[3] }
    /// The published no-argument singleton's holder (see ``Record``), or 0.
    @inlinable var sharedHolder: UnsafeAtomicWord { atomics[4] }

    @usableFromInline
    init(site: DefinitionSite, scope: Scope, hasConfiguration: Bool, assemblyName: String, method: String) {
        self.site = site
        self.scope = scope
        self.hasConfiguration = hasConfiguration
        self.assemblyName = assemblyName
        self.method = method
    }

    /// `Assembly.method()`, for messages.
    @usableFromInline var name: String { "\(assemblyName).\(method)" }

    /// Stops if the method takes parameters (its `#function` names their labels) while its
    /// scope shares instances: called on the first call, when it passed no `arguments:`.
    @usableFromInline
    func checkTakesNoParameters() {
        guard scope != .prototype, method.contains(":") else { return }
        stop(.argumentsNotPassed(definition: name, scope: scope))
    }

    /// Forgets every shared instance, so that the next call builds again (after a patch).
    ///
    /// Call with the table's lock held.
    /// - Returns: What the record let go of, for the caller to release after unlocking: a
    ///   `deinit` may resolve from the same assembly, which would take the lock again. Keep it
    ///   with `withExtendedLifetime` past the lock: the optimizer may otherwise drop the unused
    ///   array and release its contents where they were taken, under the lock.
    @usableFromInline
    func resetShared() -> [Any] { [] }

    /// The installed patch's replacement, as an object to compare.
    ///
    /// Call with the table's lock held.
    var currentPatch: AnyObject { self }

    /// Lets go of replaced instances too, when the factory is released and no reader remains.
    ///
    /// Call with the table's lock held.
    /// - Returns: What the record let go of, for the caller to release after unlocking.
    func dropRetired() -> [Any] { [] }

    /// Removes a patch; overridden by the typed record.
    ///
    /// Call with the table's lock held.
    /// - Returns: The instances it let go of, for the caller to release after unlocking.
    func removePatch(_ patch: AnyObject) -> [Any] { [] }
}

/// A definition record that knows the type its method returns, so that shared instances are
/// stored as that type and come back without a cast.
@usableFromInline
final class Record<R>: DefinitionRecord, @unchecked Sendable {
    /// A published shared instance that no longer changes.
    @usableFromInline
    final class Shared {
        @usableFromInline let value: R
        @usableFromInline init(_ value: R) { self.value = value }
    }

    /// The no-argument singleton's holder in ``DefinitionRecord/sharedHolder``, read without a
    /// lock: written once per build (release), read with acquire.
    ///
    /// A replaced holder is retired, not freed, because a reader may still hold it.
    @inlinable
    func holder(_ bits: Int) -> Unmanaged<Shared>? {
        UnsafeRawPointer(bitPattern: bits).map { Unmanaged.fromOpaque($0) }
    }
    /// Holders that were replaced; kept until the record goes.
    var retired: [Shared] = []
    /// Singletons with run-time arguments, by argument key.
    ///
    /// Guarded by the table's lock.
    @usableFromInline var sharedByArguments: [ArgumentsKey: R] = [:]
    /// The weak singleton without run-time arguments.
    ///
    /// Guarded by the table's lock.
    @usableFromInline var weakInstance = WeakReference(nil)
    /// Weak singletons with run-time arguments, by argument key.
    ///
    /// Guarded by the table's lock.
    @usableFromInline var weakInstances: [ArgumentsKey: WeakReference] = [:]
    /// The size of ``weakInstances`` at which the entries of released instances are dropped.
    private var weakInstancesPruneSize = 16
    /// The replacement installed by `patch`.
    ///
    /// Guarded by the table's lock.
    @usableFromInline var patch: PatchReplacement<R>?

    deinit {
        holder(sharedHolder.loadAcquiring())?.release()
    }

    /// The published no-argument singleton, if any.
    @inlinable
    var publishedValue: R? {
        guard let holder = holder(sharedHolder.loadAcquiring()) else { return nil }
        return holder._withUnsafeGuaranteedRef { $0.value }
    }

    /// Publishes the no-argument singleton.
    ///
    /// Call with the table's lock held.
    @usableFromInline
    func publish(_ value: R) {
        let made = Int(bitPattern: Unmanaged.passRetained(Shared(value)).toOpaque())
        if let old = holder(sharedHolder.exchange(made)) {
            retired.append(old.takeRetainedValue())
        }
    }

    /// Keeps a weak singleton built for run-time arguments.
    ///
    /// Dropping the entries whose instance has gone frees their argument keys, which may hold
    /// objects; doing it only when the table has doubled keeps each call O(1) amortized.
    /// Call with the table's lock held.
    func keepWeakly(_ object: AnyObject, for key: ArgumentsKey) {
        if weakInstances.count >= weakInstancesPruneSize {
            weakInstances = weakInstances.filter { $0.value.object != nil }
            weakInstancesPruneSize = max(16, weakInstances.count * 2)
        }
        weakInstances[key] = WeakReference(object)
    }

    @usableFromInline
    override func resetShared() -> [Any] {
        if let old = holder(sharedHolder.exchange(0)) {
            retired.append(old.takeRetainedValue())
        }
        let dropped: [Any] = [sharedByArguments, weakInstances]
        sharedByArguments = [:]
        weakInstance = WeakReference(nil)
        weakInstances = [:]
        return dropped
    }

    override var currentPatch: AnyObject { patch ?? self }

    override func dropRetired() -> [Any] {
        let dropped: [Any] = [retired, patch as Any]
        retired = []
        patch = nil
        patchCount.storeReleasing(0)
        return dropped
    }

    override func removePatch(_ patch: AnyObject) -> [Any] {
        guard self.patch === patch else { return [] }
        let dropped = resetShared() + [self.patch as Any]
        self.patch = nil
        patchCount.storeReleasing(0)
        return dropped
    }
}

/// A weak reference to a weak singleton.
@usableFromInline
struct WeakReference {
    @usableFromInline weak var object: AnyObject?
    @usableFromInline init(_ object: AnyObject?) { self.object = object }
}

/// The replacement closure of a patch, typed as the definition's return type.
@usableFromInline
final class PatchReplacement<R>: @unchecked Sendable {
    @usableFromInline let make: () -> R
    @usableFromInline init(_ make: @escaping () -> R) { self.make = make }
}
