/// The factory's state: its assemblies, the by-type registry and configuration.
///
/// Ownership follows what the user created. A factory the user made owns its core, and the
/// core owns every assembly. An assembly the user activated owns the core, and the core owns the
/// others, referring back to that one without owning it. An assembly's collaborator properties
/// own nothing (``CollaboratorLink``). Either way nothing refers back to its owner strongly, so
/// dropping what the user created frees the factory, the assemblies and every singleton.
@usableFromInline
final class FactoryCore: @unchecked Sendable {
    /// Guards the fields below.
    let lock = Lock()
    private var owned: [Assembly] = []
    /// The assembly the user activated, which owns this core.
    private var root: RootLink?
    /// The registry while activation fills it.
    private var registering: [ObjectIdentifier: [Candidate]] = [:]
    /// The components to build at activation, in listing order.
    private var eager: [Candidate] = []
    /// Every listed component, in the order of the assemblies and their listings.
    ///
    /// Guarded by ``lock``. ``ComponentFactory/verify(samples:)-9hdp`` builds each.
    private(set) var listed: [Candidate] = []
    /// The published ``ByTypeRegistry``, read without a lock; see ``registry``.
    @usableFromInline let registryWord = AtomicWords(count: 1)
    /// Registries that were replaced (a core is activated once, so at most the empty one);
    /// guarded by ``lock``.
    private var retiredRegistries: [AnyObject] = []
    private weak var handleStorage: ComponentFactory?
    /// How `inject(_:)` fills each class, learned on its first instance; see ``InjectionPlan``.
    let plans = Protected<[ObjectIdentifier: InjectionPlan]>([:])
    var globalConfigs: [Config] = []
    var registeredConverters: [String: any TypeConverter] = [:]
    /// The instance and definition post-processors (``ComponentFactory/attach(_:)-(InstancePostProcessor)``).
    let postProcessors = PostProcessorList()

    init() {
        var retired: [AnyObject] = []
        UnsafePublishedObject(registryWord[0]).publish(ByTypeRegistry([:]), retiringInto: &retired)
    }

    deinit {
        UnsafePublishedObject(registryWord[0]).releaseCurrent()
        release()
    }

    /// Marks every assembly of this factory released, when what the user created goes (the
    /// ``ComponentFactory`` they made, or the assembly they activated).
    ///
    /// Waiting for this core's own `deinit` is not enough: a thread in a definition call holds
    /// the core for a moment, and under steady calls from several threads some thread always
    /// does, so the core would outlive its factory and the calls would never stop. Once
    /// released, every call stops, the holders drain and the core goes. Calling it again does
    /// nothing new.
    func release() {
        let assemblies = lock.withLock {
            root = nil
            return owned
        }
        for assembly in assemblies {
            assembly.records.release()
        }
    }

    /// Every assembly, the one the user activated first.
    var assemblies: [Assembly] {
        lock.withLock { (root?.object.map { [$0] } ?? []) + owned }
    }

    /// The public face of this factory, made once and kept while anyone holds it.
    var handle: ComponentFactory {
        lock.withLock {
            if let handle = handleStorage { return handle }
            let handle = ComponentFactory(core: self, owner: root?.object)
            handleStorage = handle
            return handle
        }
    }

    /// Remembers the handle the user made, so that components receive that one.
    func adopt(_ handle: ComponentFactory) {
        lock.withLock { handleStorage = handle }
    }

    // MARK: Activation

    /// Activates assemblies into this factory: collaborators, the by-type registry, eager
    /// singletons.
    ///
    /// - Parameters:
    ///   - root: The assembly the user activated, which owns this core; `nil` for a factory the
    ///     user made.
    ///   - others: Assemblies the factory owns.
    ///   - eagerly: Whether to build the eager singletons now; otherwise
    ///     ``buildEagerSingletons()`` does, later (a test patches first).
    ///
    /// Each given assembly is activated by one call at a time: a call waits until another that
    /// activates the same assembly has ended.
    ///
    /// - Returns: Whether it activated; `false` when `root` is active by the time it is this
    ///   call's turn (another call activated it, and has ended), or is being activated by an
    ///   outer call on this thread.
    /// - Throws: ``TyphoonError/assemblyAlreadyActivated(assembly:)`` for one of `others` that
    ///   belongs to another factory; what reading an assembly's ``Assembly/configNames`` throws.
    ///   Either before any assembly joins the factory: a missing file leaves every assembly as it
    ///   was, to activate again.
    @discardableResult
    func activate(root: Assembly?, others: [Assembly], eagerly: Bool = true) throws(TyphoonError) -> Bool {
        let given = (root.map { [$0] } ?? []) + others
        // In one order for every call, so that two calls that share assemblies never wait for
        // each other's.
        let taken = Dictionary(given.map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { first, _ in first })
            .sorted { $0.key < $1.key }.map(\.value).filter { $0.records.beginActivation(of: $0.assemblyName) }
        defer { for assembly in taken { assembly.records.endActivation() } }
        if let root, root.records.state != .inactive || !taken.contains(where: { $0 === root }) { return false }
        // Checked once this call has its turn, so that an activation that just ended is seen.
        if let active = others.first(where: { $0.records.state != .inactive }) {
            throw .assemblyAlreadyActivated(assembly: active.assemblyName)
        }
        try activateTaken(root: root, others: others, given: given, eagerly: eagerly)
        return true
    }

    /// ``activate(root:others:eagerly:)`` once no other call activates the given assemblies.
    private func activateTaken(
        root: Assembly?, others: [Assembly], given: [Assembly], eagerly: Bool
    ) throws(TyphoonError) {
        let created = missingCollaborators(of: given)
        let everyone = given + created
        let declared = try everyone.map { assembly throws(TyphoonError) in try assembly.readDeclaredConfigs() }
        if let root {
            self.root = RootLink(root, hasCollaborators: !(others + created).isEmpty)
            root.join(self, owning: true)
        }
        for assembly in others + created { add(assembly) }
        for (assembly, configs) in zip(everyone, declared) { assembly.keepDeclaredConfigs(configs) }
        lock.withLock {
            for assembly in everyone { register(assembly) }
        }
        for assembly in everyone {
            fillCollaborators(of: assembly, from: everyone, activated: root)
            assembly.records.setState(.active)
        }
        lock.withLock {
            UnsafePublishedObject(registryWord[0]).publish(
                ByTypeRegistry(registering), retiringInto: &retiredRegistries)
            registering = [:]
        }
        plans.withLock { $0.removeAll() }
        attachListedPostProcessors(of: everyone)
        if eagerly { buildEagerSingletons() }
    }

    private func add(_ assembly: Assembly) {
        lock.withLock { owned.append(assembly) }
        assembly.join(self, owning: false)
    }

    /// Makes the collaborating assemblies that some assembly's `@InjectedClass` needs and that
    /// nobody passed in (and theirs).
    private func missingCollaborators(of initial: [Assembly]) -> [Assembly] {
        var created: [Assembly] = []
        var queue = initial
        while let assembly = queue.popLast() {
            for (_, slot) in SlotLayout.of(type(of: assembly)).slots(of: assembly) {
                guard let wanted = slot.requiredType as? Assembly.Type,
                    !(initial + created).contains(where: { type(of: $0) == wanted || $0.isKind(of: wanted) })
                else { continue }
                let collaborator = wanted.init()
                created.append(collaborator)
                queue.append(collaborator)
            }
        }
        return created
    }

    /// Links an assembly's empty collaborator properties to the collaborators, without retaining
    /// them: collaborating assemblies that name each other would otherwise hold each other, and
    /// the factory with them (see ``CollaboratorLink``).
    private func fillCollaborators(of assembly: Assembly, from everyone: [Assembly], activated root: Assembly?) {
        for (property, slot) in SlotLayout.of(type(of: assembly)).slots(of: assembly) where slot.isEmpty {
            guard let wanted = slot.requiredType as? Assembly.Type,
                let collaborator = everyone.first(where: { $0.isKind(of: wanted) })
            else { continue }
            let link = CollaboratorLink(
                to: collaborator, isActivated: collaborator === root, of: self, owner: assembly, property: property)
            slot.refer(to: link)
        }
    }

    /// Adds an assembly's components, and the assembly itself, to the by-type registry.
    private func register(_ assembly: Assembly) {
        let activated = activated(assembly)
        // Named once per assembly: a type's name is made by the runtime, slowly.
        let name = typeName(type(of: assembly))
        for component in assembly.components {
            guard assembly.isKind(of: component.assemblyType) else {
                fatalError(
                    "\(name) lists a method of \(typeName(component.assemblyType)) at \(component.listing). To fix, list only methods of \(name) or its superclasses.",
                    file: component.fileID, line: component.line)
            }
            let candidate = Candidate(
                .component(component, UnsafeReference(assembly)), activated: activated, assemblyTypeName: name)
            if component.eager { eager.append(candidate) }
            listed.append(candidate)
            for type in component.matchedTypes {
                registering[ObjectIdentifier(type), default: []].append(candidate)
            }
        }
        let itself = Candidate(.assembly(UnsafeReference(assembly)), activated: activated, assemblyTypeName: name)
        var type: AnyClass? = Swift.type(of: assembly)
        while let current = type, current != Assembly.self {
            registering[ObjectIdentifier(current), default: []].append(itself)
            type = _getSuperclass(current)
        }
        if registering[ObjectIdentifier(ComponentFactory.self)] == nil {
            registering[ObjectIdentifier(ComponentFactory.self)] = [
                Candidate(.factory, activated: nil, assemblyTypeName: "")
            ]
        }
    }

    /// `assembly` if it is the one the user activated and the candidates must reach it weakly.
    private func activated(_ assembly: Assembly) -> Assembly? {
        if case .weak = root, root?.object === assembly { return assembly }
        return nil
    }

    /// Builds the components listed `eager: true`, in listing order; async ones wait for
    /// ``ComponentFactory/activate()``.
    func buildEagerSingletons() {
        for candidate in eagerCandidates where candidate.asyncComponent == nil {
            _ = callOrStop(candidate)
        }
    }

    /// The components listed `eager: true`, in listing order.
    var eagerCandidates: [Candidate] {
        lock.withLock { eager }
    }

    // MARK: By type

    /// The registry, published at the end of activation and kept until the core goes.
    @inlinable
    var registry: UnsafeReference<ByTypeRegistry> {
        UnsafeReference(bits: registryWord[0].loadAcquiring())
    }

    /// Runs a by-type look-up as a resolution that throws what it cannot fill; see
    /// ``ResolutionContext/throwingResolution(_:)``.
    @usableFromInline
    func throwingResolution(_ body: () throws(TyphoonError) -> Void) throws(TyphoonError) {
        try ThreadContextSlot.withContext { (context) throws(TyphoonError) in
            try context.throwingResolution(body)
        }
    }

    /// Every listed component (or assembly, or the factory) that matches a type.
    func candidates(for type: Any.Type) -> [Candidate] {
        registry.borrow { $0.all[ObjectIdentifier(type)] } ?? []
    }

    /// Whether a look-up of `type` must hop to the main actor: a component of that type (or of
    /// its wrapped type) is isolated to it, and the caller is not on the main actor.
    @usableFromInline
    func mustHopToMainActor(for type: Any.Type) -> Bool {
        guard !isOnMainActor() else { return false }
        return (candidates(for: type) + candidates(for: OptionalUnwrapping.innermost(type))).contains {
            $0.isolatedToMainActor
        }
    }

    /// The one candidate for a type: the only match, or the primary one.
    func choose(_ type: Any.Type, requiredBy: @autoclosure () -> String?) throws(TyphoonError) -> Candidate {
        if let candidate = registry.borrow({ $0.chosen[ObjectIdentifier(type)] }) { return candidate.object }
        let all = candidates(for: type)
        guard !all.isEmpty else {
            let unlisted = unlistedDefinitions(returning: type)
            guard unlisted.isEmpty else {
                throw .unlistedComponent(type: typeName(type), requiredBy: requiredBy(), definitions: unlisted)
            }
            throw .noComponent(type: typeName(type), requiredBy: requiredBy())
        }
        let primaries = all.filter(\.isPrimary)
        guard primaries.count > 1 else {
            throw .ambiguousComponent(type: typeName(type), requiredBy: requiredBy(), candidates: names(all))
        }
        throw .severalPrimaryComponents(type: typeName(type), candidates: names(primaries))
    }

    /// The definitions called so far that are declared to return exactly `type`, as
    /// `Assembly.method()`.
    ///
    /// None of them is listed for it (or it would match), so a look-up that finds nothing names
    /// them; the definition that asks is left out, since listing it would make it build itself. A
    /// definition that never ran has no record, and is not known.
    private func unlistedDefinitions(returning type: Any.Type) -> [String] {
        let wanted = ObjectIdentifier(type)
        let asker = ThreadContextSlot.existingContext()?.borrow { $0.currentDefinitionSite }
        return assemblies.flatMap { $0.records.allRecords }.filter { $0.site.type == wanted && $0.site != asker }
            .map(\.name)
    }

    /// The one candidate of a type, if there is one (the only match, or the primary one).
    @usableFromInline
    func chosenCandidate(_ type: ObjectIdentifier) -> UnsafeReference<Candidate>? {
        registry.borrow { $0.chosen[type] }
    }

    /// Builds (or finds) the one component of a type; an optional type is matched by its
    /// wrapped type.
    @usableFromInline
    func component<V>(ofType type: V.Type, requiredBy: @autoclosure () -> String?) throws(TyphoonError) -> V {
        // The common case first: one component declared as exactly V, already named.
        if let candidate = registry.borrow({ $0.chosen[ObjectIdentifier(V.self)] }),
            let value = candidate.borrow({ callIfDeclared($0, as: V.self) })
        {
            return value
        }
        let wanted =
            registry.borrow { $0.all[ObjectIdentifier(V.self)] } == nil ? OptionalUnwrapping.innermost(V.self) : V.self
        let candidate = try choose(wanted, requiredBy: requiredBy())
        if candidate.asyncComponent != nil {
            throw .asyncComponentReachedSynchronously(component: name(of: candidate), requiredBy: requiredBy())
        }
        let built = try checkedCall(candidate)
        guard let value = built as? V else {
            throw .componentTypeMismatch(
                component: name(of: candidate), listedAs: typeName(wanted), built: typeName(Swift.type(of: built)))
        }
        return value
    }

    /// The one component declared as exactly `V`, built by a typed call (no box, no cast), or
    /// `nil` when this fast path does not apply (see ``component(ofType:requiredBy:)``).
    ///
    /// Inlined where the look-up is written, so that it is specialized for `V`.
    @inlinable
    func declaredComponent<V>(_ type: V.Type) -> V? {
        guard let candidate = chosenCandidate(ObjectIdentifier(V.self)) else { return nil }
        return candidate.borrow { callIfDeclared($0, as: V.self) }
    }

    /// ``Candidate/callIfDeclared(as:activatedIsHeld:)`` from a caller that holds only this core:
    /// the activated assembly, which the core does not own, is loaded weakly and held for the
    /// call; once released, the slow path stops with the factory-released message.
    @inlinable
    func callIfDeclared<V>(_ candidate: Candidate, as type: V.Type) -> V? {
        guard candidate.isActivated else { return candidate.callIfDeclared(as: type, activatedIsHeld: false) }
        guard let held = candidate.liveAssembly() else { return nil }
        return withExtendedLifetime(held) { candidate.callIfDeclared(as: type, activatedIsHeld: true) }
    }

    /// Calls a candidate, or throws if it must be called on the main actor and this is not it,
    /// or if its throwing method failed.
    func checkedCall(_ candidate: Candidate) throws(TyphoonError) -> Any {
        if candidate.isolatedToMainActor, !isOnMainActor() {
            throw .isolatedToMainActor(component: name(of: candidate))
        }
        let built = call(candidate)
        if candidate.throwsErrors, built is FailedBuild,
            let failure = ThreadContextSlot.withContext({ $0.takeLookUpFailure() })
        {
            throw failure
        }
        return built
    }

    /// Calls a candidate where nothing can throw (activation, `allComponents(ofType:)`), or
    /// stops with the message ``checkedCall(_:)`` throws.
    func callOrStop(_ candidate: Candidate) -> Any {
        do {
            return try checkedCall(candidate)
        } catch {
            candidate.stop(error)
        }
    }

    /// Calls a candidate and, the first time, learns the name of the definition that ran; the
    /// caller has checked its isolation.
    func call(_ candidate: Candidate) -> Any {
        if candidate.drawsWiring.loadRelaxed() != 0 {
            return ThreadContextSlot.withContext { $0.referringByType { callUnmarked(candidate) } }
        }
        return callUnmarked(candidate)
    }

    /// ``call(_:)`` without naming the call to a wiring graph.
    private func callUnmarked(_ candidate: Candidate) -> Any {
        // The common case first, without copying the kind's `Component`.
        if let assembly = candidate.assembly, candidate.named.loadAcquiring() != 0 {
            return candidate.call(candidate.isActivated ? liveAssembly(of: candidate) : assembly.object)
        }
        switch candidate.kind {
        case .factory:
            return handle
        case .assembly:
            return liveAssembly(of: candidate)
        case .component(let component, _):
            let assembly = liveAssembly(of: candidate)
            guard candidate.named.loadAcquiring() != 0 else {
                return callLearningName(candidate, component, assembly)
            }
            return candidate.call(assembly)
        }
    }

    /// The candidate's assembly, or a stop if it is the activated one and the user released it
    /// while this thread was still in a call through the core.
    private func liveAssembly(of candidate: Candidate) -> Assembly {
        guard let assembly = candidate.liveAssembly() else {
            candidate.stop(.factoryReleased(assembly: candidate.assemblyTypeName, definition: name(of: candidate)))
        }
        return assembly
    }

    /// Calls a candidate whose definition has not been named yet, and names it after the first
    /// definition its method enters.
    ///
    /// While this thread waits for that call, the published-singleton paths step aside, so that a
    /// singleton built by reference first is named too (and its by-type look-ups take the fast
    /// path afterwards).
    private func callLearningName(_ candidate: Candidate, _ component: Component, _ assembly: Assembly) -> Any {
        let (built, entered) = ThreadContextSlot.withContext { $0.awaitingCall(for: nil) { component.call(assembly) } }
        if let entered { candidate.learn(entered.record, under: lock) }
        return built
    }

    private func names(_ candidates: [Candidate]) -> [String] {
        candidates.map(name(of:))
    }

    func name(of candidate: Candidate) -> String {
        lock.withLock { candidate.description }
    }

    /// The assembly of a type (or a subclass of it).
    func assembly<A: Assembly>(_ type: A.Type) -> A? {
        let all = assemblies
        return (all.first { Swift.type(of: $0) == type } ?? all.first { $0 is A }) as? A
    }
}

/// How a core refers to the assembly the user activated, which owns the core.
private enum RootLink {
    /// Alone in its factory, the assembly is held by whoever holds the core: every call enters
    /// through one of its methods, and a factory handle keeps it.
    case unowned(UnsafeReference<Assembly>)
    /// Collaborators let a thread hold the core without the assembly (a call that entered through
    /// one of them), so the core and the candidates reach it weakly and find it gone rather than
    /// freed. Only then: a weak reference makes every retain and release of the assembly go
    /// through a side table, which slows each by-type build through it.
    case weak(WeakAssembly)

    init(_ assembly: Assembly, hasCollaborators: Bool) {
        self = hasCollaborators ? .weak(WeakAssembly(object: assembly)) : .unowned(UnsafeReference(assembly))
    }

    var object: Assembly? {
        switch self {
        case .unowned(let assembly): assembly.object
        case .weak(let assembly): assembly.object
        }
    }
}

/// A weak reference to an assembly.
private struct WeakAssembly {
    weak var object: Assembly?
}
