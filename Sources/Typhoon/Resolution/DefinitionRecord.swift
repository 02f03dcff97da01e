#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the container keeps of one definition: data only, never the user's closures.
///
/// The configuration closure usually captures the assembly, so keeping it would make a
/// reference cycle; the record learns what it needs (scope, whether there is any configuration)
/// on the first call and keeps that. Its fields are fixed once it is in the table, except the
/// shared instances and the patch, which the table's lock guards. It is not generic: the engine
/// that uses it is compiled once, in this module, and instances are kept as objects
/// (``Built``).
@usableFromInline
final class DefinitionRecord: @unchecked Sendable {
    @usableFromInline let site: DefinitionSite
    @usableFromInline let scope: Scope
    /// Whether the configuration declared anything beyond the scope; if not, it is never run again.
    @usableFromInline let hasConfiguration: Bool
    /// The order in which the configuration declares its steps; in the order a build runs them,
    /// later builds run it on the instance in place (``InjectionTarget``).
    let order: DeclarationOrder
    /// Whether a test must patch it (``Definition/mustBePatchedInTests()``).
    let mustBePatchedInTests: Bool
    /// Whether it is an option (``Assembly/option(on:scope:arguments:cases:isolation:function:fileID:line:column:)``):
    /// its component is the one of the definition it picked, a reference of this one, which has
    /// injected it already.
    let isOption: Bool
    /// The assembly's type name, for messages.
    @usableFromInline let assemblyName: String
    /// The method as `#function` gives it (`knight(for:)`), for messages.
    @usableFromInline let method: String
    /// The words below, read without a lock.
    @usableFromInline let atomics = AtomicWords(count: 8)

    /// Objects that left the published word while readers may still hold them.
    ///
    /// See ``UnsafePublishedObject``; guarded by the table's lock. At most one: the word is
    /// written only until the definition's first patch (see ``patchedSingleton``), and emptied by
    /// that patch or by the factory's release.
    private var retired: [AnyObject] = []
    /// The no-argument singleton (not weak) once the definition has been patched: kept under the
    /// lock rather than in the published word, so that what a later patch or detach replaces is
    /// released at once instead of retired for the table's life.
    ///
    /// Guarded by the table's lock.
    private var patchedSingleton: AnyObject?
    /// Singletons with run-time arguments, by argument key.
    ///
    /// Guarded by the table's lock.
    private var sharedByArguments: [ArgumentsKey: AnyObject] = [:]
    /// The weak singleton without run-time arguments.
    ///
    /// Guarded by the table's lock.
    private var weakInstance = WeakReference(nil)
    /// Weak singletons with run-time arguments, by argument key.
    ///
    /// Guarded by the table's lock.
    private var weakInstances: [ArgumentsKey: WeakReference] = [:]
    /// The size of ``weakInstances`` at which the entries of released instances are dropped.
    private var weakInstancesPruneSize = 16
    /// The replacement installed by `patch`.
    ///
    /// Guarded by the table's lock.
    private(set) var patch: PatchReplacement?
    /// The replacement a definition post-processor chose (``ProcessedDefinition/replace(with:)``),
    /// installed as the patch when the record is made and restored when a test's patch is
    /// detached.
    ///
    /// Written before the record is in its table, then only read.
    private(set) var processedReplacement: PatchReplacement?

    /// The dynamic class last built on the main actor and its traits, packed as
    /// `metadata | traits`: one atomic load instead of several dynamic casts per build.
    @inlinable var traits: UnsafeAtomicWord { atomics[0] }
    /// The same, learned off the main actor, kept apart because a conformance isolated to the
    /// main actor may be invisible there, and must not hide the call-backs on the main actor.
    @inlinable var traitsOffMainActor: UnsafeAtomicWord { atomics[5] }
    /// How many patches are installed (0 or 1): read without the lock on every build.
    @inlinable var patchCount: UnsafeAtomicWord { atomics[1] }
    /// How many times a patch was installed or removed; written under the table's lock.
    ///
    /// From the first patch on (not 0) the singleton is kept under the lock
    /// (``patchedSingleton``) instead of in the published word. Whether a shared instance is
    /// still the definition's is not told by this count but by the patch that built it
    /// (``keep(_:_:builtBy:)``): a patch and its detach leave the definition as it was.
    @inlinable var generation: UnsafeAtomicWord { atomics[6] }
    /// What instance post-processing learned of the class last built, packed as
    /// `metadata | kind` (``PostProcessedKind``), so that a build through the factory's
    /// post-processors makes no dynamic cast for a class it has seen.
    var postProcessedKind: UnsafeAtomicWord { atomics[7] }
    /// The class whose instances convert to the declared type (with ``conversionWitness`` for a
    /// protocol).
    ///
    /// 0: none learned, 1: being learned. See ``kept(_:as:)``.
    @inlinable var conversionClass: UnsafeAtomicWord { atomics[2] }
    /// The protocol witness table that makes an instance of ``conversionClass`` the declared type.
    @inlinable var conversionWitness: UnsafeAtomicWord { atomics[3] }

    /// Whether instances of `object`'s class are known to convert to the declared type (learned
    /// by ``isRepresented(_:as:_:)``), so that neither a cast nor a box is needed.
    @inlinable
    func convertsLearned(_ object: AnyObject) -> Bool {
        conversionClass.loadAcquiring() == Int(bitPattern: ObjectIdentifier(type(of: object)))
    }
    /// The published no-argument singleton (not weak), read without a lock.
    @inlinable var published: UnsafePublishedObject { UnsafePublishedObject(atomics[4]) }

    init(
        site: DefinitionSite, scope: Scope, hasConfiguration: Bool, order: DeclarationOrder,
        mustBePatchedInTests: Bool, assemblyName: String, method: String, isOption: Bool = false
    ) {
        self.site = site
        self.scope = scope
        self.hasConfiguration = hasConfiguration
        self.order = order
        self.mustBePatchedInTests = mustBePatchedInTests
        self.isOption = isOption
        self.assemblyName = assemblyName
        self.method = method
        name = "\(assemblyName).\(method)"
        graphFilterBit = 1 &<< ((UInt(bitPattern: site.hash) &* goldenRatioMultiplier) &>> (UInt.bitWidth - 6))
    }

    /// The record's bit in a resolution's ``ResolutionState/graphFilter``.
    ///
    /// One of the word's bits, picked by the top six bits of a multiplicative hash of the site. Made once here, since every build
    /// looks it up and sets it; two records that share a bit only cost a look-up its scan.
    let graphFilterBit: UInt

    deinit {
        published.releaseCurrent()
    }

    /// `Assembly.method()`, for messages; made once, since every injection carries it.
    @usableFromInline let name: String

    /// The published singleton, unless the calling thread awaits its next definition call (which
    /// must then enter this definition).
    ///
    /// - Returns: The singleton, unretained: valid while this record lives, which its table keeps
    ///   (``UnsafePublishedObject``). The caller's strong reference is its retain, made where the
    ///   front is inlined, so that the optimizer may pair it with the caller's release.
    @usableFromInline @inline(__always)
    func publishedObject() -> UnsafeReference<AnyObject>? {
        guard let object = published.unretainedReference, !ResolutionContext.isAwaitingCall() else { return nil }
        return object
    }

    /// The mistake of a method that takes parameters (its `#function` names their labels) while
    /// its scope shares instances: asked on the first call, when it passed no `arguments:`.
    func parameterMistake() -> TyphoonError? {
        guard scope != .prototype, method.contains(":") else { return nil }
        return .argumentsNotPassed(definition: name, scope: scope)
    }

    /// Remembers that instances of the class `metadata` convert to the declared type, with the
    /// witness table of a protocol (0 for a class); once per record.
    @usableFromInline
    func learnConversion(of metadata: Int, witness: Int?) {
        guard let witness, conversionClass.compareExchange(expected: 0, desired: 1) else { return }
        conversionWitness.storeRelaxed(witness)
        conversionClass.storeReleasing(metadata)
    }
}

// MARK: Shared instances (the table's lock held)

extension DefinitionRecord {
    /// The shared instance a call with these arguments gets, if one is kept; the no-argument
    /// singleton is read without the lock by ``published``.
    func keptInstance(_ key: ArgumentsKey?) -> AnyObject? {
        if scope == .weakSingleton {
            return key.map { weakInstances[$0]?.object } ?? weakInstance.object
        }
        return key.map { sharedByArguments[$0] } ?? patchedSingleton
    }

    /// Keeps a shared instance built for these arguments, if what built it (`builder`: a patch,
    /// or `nil` for the definition's own initializer) is what the definition is now.
    ///
    /// A patch or detach since its build began made it obsolete, unless a later one restored
    /// what built it: an instance of the original built before a patch and its detach (both from
    /// its own resolution, since no other thread patches a definition one builds) is the
    /// original's again, and kept, so that a singleton whose after call-back patches and detaches
    /// its own definition is built once. The builder is compared by identity: each patch makes a
    /// replacement of its own, and the publication keeps it alive until it is compared.
    ///
    /// - Returns: What the record let go of (an instance replaced, pruned argument keys), for the
    ///   caller to release once no lock is held: a `deinit` may resolve from the same assembly.
    func keep(_ object: AnyObject, _ key: ArgumentsKey?, builtBy builder: PatchReplacement?) -> [Any] {
        guard builder === patch else { return [] }
        switch (scope, key) {
        case (.weakSingleton, let key?): return keepWeakly(object, for: key)
        case (.weakSingleton, nil): weakInstance = WeakReference(object)
        case (_, let key?): return sharedByArguments.updateValue(object, forKey: key).map { [$0] } ?? []
        // The published word only until the first patch (see `retired`), whenever the build began.
        case (_, nil) where generation.loadRelaxed() == 0: published.publish(object, retiringInto: &retired)
        case (_, nil):
            let replaced = patchedSingleton
            patchedSingleton = object
            return replaced.map { [$0] } ?? []
        }
        return []
    }

    /// Keeps a weak singleton built for run-time arguments.
    ///
    /// Dropping the entries whose instance has gone frees their argument keys, which may hold
    /// objects; doing it only when the table has doubled keeps each call O(1) amortized.
    ///
    /// - Returns: The entries dropped, for the caller to release unlocked.
    private func keepWeakly(_ object: AnyObject, for key: ArgumentsKey) -> [Any] {
        var pruned: [ArgumentsKey: WeakReference] = [:]
        if weakInstances.count >= weakInstancesPruneSize {
            let live = weakInstances.filter { $0.value.object != nil }
            pruned = weakInstances
            weakInstances = live
            weakInstancesPruneSize = max(16, weakInstances.count * 2)
        }
        weakInstances[key] = WeakReference(object)
        return pruned.isEmpty ? [] : [pruned]
    }

    /// Forgets every shared instance, so that the next call builds again (after a patch, or when
    /// the factory is released).
    ///
    /// - Returns: What the record let go of, for the caller to release after unlocking: a
    ///   `deinit` may resolve from the same assembly, which would take the lock again. Keep it
    ///   with `withExtendedLifetime` past the lock: the optimizer may otherwise drop the unused
    ///   array and release its contents where they were taken, under the lock.
    func forgetShared() -> [Any] {
        published.retract(retiringInto: &retired)
        let dropped: [Any] = [sharedByArguments, weakInstances, patchedSingleton as Any]
        sharedByArguments = [:]
        weakInstance = WeakReference(nil)
        weakInstances = [:]
        patchedSingleton = nil
        return dropped
    }

    /// Installs a patch's replacement if it builds the declared type.
    ///
    /// - Returns: What the record let go of (the shared instances and the patch replaced), or
    ///   `nil` if the replacement builds another type.
    func install(_ replacement: PatchReplacement) -> [Any]? {
        guard replacement.type == site.type else { return nil }
        let replaced = patch
        patch = replacement
        replacement.wasInstalled = true
        patchCount.storeReleasing(1)
        return forgetSharedInNewGeneration() + [replaced as Any]
    }

    /// A record of the same definition for another table, with this record's patch installed, so
    /// that a sandbox (``ComponentFactory/verify(samples:)-9hdp``) builds the same stand-in.
    func copyWithPatch() -> DefinitionRecord {
        let copy = DefinitionRecord(
            site: site, scope: scope, hasConfiguration: hasConfiguration, order: order,
            mustBePatchedInTests: mustBePatchedInTests, assemblyName: assemblyName, method: method,
            isOption: isOption)
        if let patch { _ = copy.install(patch) }
        copy.processedReplacement = processedReplacement
        return copy
    }

    /// Removes a patch, if it is still the installed one.
    ///
    /// - Returns: What the record let go of, for the caller to release after unlocking.
    func removePatch(_ replacement: PatchReplacement) -> [Any] {
        guard patch === replacement, replacement !== processedReplacement else { return [] }
        let dropped = forgetSharedInNewGeneration() + [patch as Any]
        patch = processedReplacement
        patchCount.storeReleasing(processedReplacement == nil ? 0 : 1)
        return dropped
    }

    /// Keeps its singleton under its table's lock from the start, as after a patch, so that
    /// forgetting it frees it; for a record no thread has read yet.
    func keepSingletonUnderLock() {
        generation.storeReleasing(1)
    }

    /// Installs what a definition post-processor put in place of the definition, before the
    /// record joins its table.
    ///
    /// - Returns: Whether the replacement builds the declared type (otherwise nothing changes).
    func installProcessedReplacement(_ replacement: PatchReplacement) -> Bool {
        guard install(replacement) != nil else { return false }
        processedReplacement = replacement
        return true
    }

    /// ``forgetShared()`` for ``RecordTable/unload()``: the singleton is kept under the lock from
    /// now on, so that repeated unloads retire at most one published object.
    func forgetSharedForUnload() -> [Any] {
        forgetSharedInNewGeneration()
    }

    /// Forgets the shared instances and starts a generation, so that the singleton is kept under
    /// the lock from now on; an instance whose build began before is not published while the
    /// change stands (``keep(_:_:builtBy:)``; Docs/Behaviour.md, Patching and testing).
    private func forgetSharedInNewGeneration() -> [Any] {
        generation.storeReleasing(generation.loadRelaxed() + 1)
        return forgetShared()
    }
}

/// A weak reference to a weak singleton.
struct WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}

/// The replacement of a patch: builds the stand-in as the engine keeps instances.
final class PatchReplacement: @unchecked Sendable {
    /// The type the replacement returns, which must be the definition's declared type.
    let type: ObjectIdentifier
    /// Builds the stand-in; the patch's closure, converted once.
    let make: () -> Built
    /// Whether a record took it (``DefinitionRecord/install(_:)``): what `patch` asks once its
    /// call of the method returns, rather than whether the record's patch is still this one,
    /// since another thread may have patched or detached the definition meanwhile.
    ///
    /// Guarded by the table's lock.
    fileprivate(set) var wasInstalled = false

    init<T>(_ make: @escaping () -> T) {
        type = ObjectIdentifier(T.self)
        self.make = {
            let value = make()
            if T.self is AnyClass {
                let object = uncheckedObject(value)
                return Built(object: object)
            }
            let box = ValueBox(value)
            return Built(instance: objectIfClass(value) ?? box, value: box)
        }
    }
}
