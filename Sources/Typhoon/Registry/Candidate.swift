/// Something found by type: a listed component, an assembly, or the factory itself.
@usableFromInline
final class Candidate {
    /// What was listed; the factory's core owns the assemblies referred to.
    enum Kind {
        case component(Component, UnsafeReference<Assembly>)
        case assembly(UnsafeReference<Assembly>)
        case factory
    }

    let kind: Kind
    /// The component's call, its declared type and its call returning that type (a
    /// ``TypedCall``), kept apart from ``kind`` so that a build copies no `Component`.
    let call: (Assembly) -> Any
    private let declaredType: Any.Type?
    private let typedCall: AnyObject?
    /// The component's assembly; `nil` for an assembly or the factory.
    ///
    /// Safe to use while the core is held, unless ``isActivated``: see ``liveAssembly()``.
    let assembly: UnsafeReference<Assembly>?
    /// Whether the assembly (the component's, or the candidate itself) is the one the user
    /// activated: it owns the core instead of the core owning it, so a thread that holds only the
    /// core may outlive it.
    @usableFromInline let isActivated: Bool
    /// The activated assembly, reached weakly; written only by `init`.
    private weak var activated: Assembly?
    /// The type name of the assembly, for messages that must not touch a released one.
    let assemblyTypeName: String
    /// Whether the listed method is isolated to the main actor: the fast paths step aside, and
    /// every call is checked to run there.
    let isolatedToMainActor: Bool
    /// Whether the listed method throws (``Component/throwsErrors``).
    let throwsErrors: Bool
    /// `Assembly.method()` once the definition has run; guarded by the core's lock.
    var resolvedName: String?
    /// The definition's record, once known: written before ``named`` is set, read after.
    ///
    /// Its assembly's record table owns it.
    private var record: UnsafeReference<DefinitionRecord>?
    /// Where the definition's `define` is, copied from its record when learned (written before
    /// ``named`` is set, read after): a stop after the factory's release names it without reading
    /// a record its assembly may already have freed.
    private var learnedSite: DefinitionSite?
    /// Whether ``resolvedName`` is set, read without the lock on every by-type build.
    private let atomics = AtomicWords(count: 2)
    /// Set (1) once ``record`` and the name are known; read without the lock.
    var named: UnsafeAtomicWord { atomics[0] }
    /// Set (1) in the sandbox of a wiring graph, so that every by-type call takes the path that
    /// names it to the graph (``FactoryCore/call(_:)``) instead of a fast path that calls the
    /// method or reads a published singleton directly.
    var drawsWiring: UnsafeAtomicWord { atomics[1] }

    /// - Parameters:
    ///   - kind: What was listed.
    ///   - activated: The assembly the user activated, if `kind` refers to it.
    ///   - assemblyTypeName: The type name of the assembly `kind` refers to; empty for the factory.
    init(_ kind: Kind, activated: Assembly?, assemblyTypeName: String) {
        self.kind = kind
        self.activated = activated
        isActivated = activated != nil
        self.assemblyTypeName = assemblyTypeName
        if case .component(let component, let assembly) = kind {
            call = component.call
            declaredType = component.declaredType
            typedCall = component.typed
            self.assembly = assembly
            isolatedToMainActor = component.isIsolatedToMainActor(on: assembly.object)
            throwsErrors = component.throwsErrors
        } else {
            call = { $0 }
            declaredType = nil
            typedCall = nil
            assembly = nil
            isolatedToMainActor = false
            throwsErrors = false
        }
    }

    /// Where the component's `define` is, once its definition has run.
    var definitionLocation: String? {
        guard named.loadAcquiring() != 0 else { return nil }
        return learnedSite?.location
    }

    /// Stops with a problem of this candidate, pointing at its definition's `define` once that has
    /// run, else at its listing; an assembly or the factory has neither, so the stop points at the
    /// definition running, if any.
    func stop(_ error: TyphoonError) -> Never {
        if named.loadAcquiring() != 0, let site = learnedSite { Typhoon.stop(error, at: site) }
        guard case .component(let component, _) = kind else { Typhoon.stop(error) }
        // What would park a managed test's thread parks it; otherwise the stop points at the listing.
        Typhoon.stop(error, file: component.fileID, line: component.line)
    }

    /// The definition's record, once its method has run; its assembly's table owns it.
    var learnedRecord: DefinitionRecord? {
        guard named.loadAcquiring() != 0 else { return nil }
        return record?.object
    }

    /// Whether this is a component declared as exactly `type`.
    func isDeclared(as type: Any.Type) -> Bool {
        declaredType == type
    }

    /// Remembers the definition that the component's method runs: its name for messages, and
    /// its record so that a shared instance can be returned without calling the method.
    ///
    /// Learned once: readers use the record without the lock once ``named`` is set, so it must
    /// never be written again after that.
    func learn(_ record: DefinitionRecord, under lock: Lock) {
        let first = lock.withLock {
            guard self.record == nil else { return false }
            resolvedName = record.name
            learnedSite = record.site
            self.record = UnsafeReference(record)
            return true
        }
        if first { named.storeReleasing(1) }
    }

    /// The assembly to call (or, for an assembly candidate, the value), while the core is held;
    /// `nil` once the user released the activated assembly.
    ///
    /// The core owns every assembly but the activated one; that one is loaded weakly, so that a
    /// thread still in a call through the core after its release stops instead of reading freed
    /// memory.
    @usableFromInline
    func liveAssembly() -> Assembly? {
        if isActivated { return activated }
        switch kind {
        case .component(_, let assembly), .assembly(let assembly): return assembly.object
        case .factory: return nil
        }
    }

    /// Calls the component without going through `Any` when `V` is its declared type and its
    /// definition has been named (so nothing is left to learn).
    ///
    /// Inlined so that it is specialized for `V` where the look-up is written: generic code would
    /// look up `V`'s metadata in the runtime's cache on every call.
    ///
    /// - Parameters:
    ///   - type: The type wanted.
    ///   - activatedIsHeld: Whether the caller holds the activated assembly (a factory handle
    ///     does), so that its components need no weak load; see ``liveAssembly()``.
    /// - Returns: The component, or `nil` when this fast path does not apply.
    @inlinable
    func callIfDeclared<V>(as type: V.Type, activatedIsHeld: Bool) -> V? {
        guard let (typedCall, assembly) = declaredCall(as: ObjectIdentifier(V.self), activatedIsHeld: activatedIsHeld)
        else { return nil }
        return typedCall.borrow { typedCall in
            assembly.borrow { uncheckedDowncast(typedCall, to: TypedCall<V>.self).call($0) }
        }
    }

    /// The component's ``TypedCall`` and assembly, when the component is declared as exactly
    /// `type` and its definition has been named.
    @usableFromInline
    func declaredCall(
        as type: ObjectIdentifier, activatedIsHeld: Bool
    ) -> (UnsafeReference<AnyObject>, UnsafeReference<Assembly>)? {
        guard !isolatedToMainActor, activatedIsHeld || !isActivated, let declaredType,
            ObjectIdentifier(declaredType) == type, let typedCall, let assembly, named.loadAcquiring() != 0,
            drawsWiring.loadRelaxed() == 0
        else { return nil }
        return (UnsafeReference(typedCall), assembly)
    }

    /// The record of the component's definition, once learned, if it returns exactly `type`, so
    /// that a look-up can read a published singleton without a call.
    @usableFromInline
    func record(returning type: ObjectIdentifier) -> UnsafeReference<DefinitionRecord>? {
        guard !isolatedToMainActor, named.loadAcquiring() != 0, drawsWiring.loadRelaxed() == 0, let record
        else { return nil }
        return record.borrow { $0.site.type == type } ? record : nil
    }

    /// The types the component is listed as: its declared type and its `implements:`.
    var listedTypes: [Any.Type] {
        guard case .component(let component, _) = kind else { return [] }
        return [component.declaredType] + component.implements
    }

    var isPrimary: Bool {
        if case .component(let component, _) = kind { return component.primary }
        return false
    }

    /// `Assembly.method()` once known, otherwise the assembly, type and listing.
    var description: String {
        if let resolvedName { return "\(resolvedName)" }
        switch kind {
        case .component(let component, _):
            return
                "\(assemblyTypeName) component of type \(typeName(component.declaredType)) listed at \(component.listing)"
        case .assembly:
            return "the assembly \(assemblyTypeName)"
        case .factory:
            return "the factory"
        }
    }
}
