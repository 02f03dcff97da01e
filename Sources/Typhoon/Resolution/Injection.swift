/// The injections of one built instance, as data: what runs after its initializer, before the
/// instance is handed to whoever asked for it (Docs/Behaviour.md, Order of a build).
struct Injection {
    /// The instance's node in the resolution, which refers to what the injections build.
    let node: Int
    /// The instance as its definition's injections take it (the instance of its ``Built``),
    /// borrowed: an injection is made and run inside the call that holds the instance as its
    /// parameter (`constructed`, `adopt`), so holding it here too cost a retain and a release, two
    /// atomic updates, on every build with injections.
    let instance: UnsafeReference<AnyObject>
    /// The definition's injections and call-backs, or `nil` when it declares none.
    let steps: (any AnyDefinition)?
    /// What the instance's class asks for (``ClassTraits``).
    let traits: Int
    /// The factory that builds what the injections need.
    let core: BuildCore
    /// The definition, for messages; its table owns it, as for the resolution's nodes.
    let record: UnsafeReference<DefinitionRecord>

    /// Runs the injections in order: will-inject and before call-backs, properties, auto-injected
    /// properties still empty, methods; then queues the after call-backs for the end of the
    /// resolution.
    ///
    /// A property that could not be filled for an outermost call that throws (see
    /// ``ResolutionContext/throwingResolution(_:)``) ends them early: the later steps would read it.
    func run(in context: ResolutionContext) {
        instance.borrow { run(on: $0, in: context) }
    }

    private func run(on instance: AnyObject, in context: ResolutionContext) {
        if traits & ClassTraits.injectionAware != 0, let aware = instance as? any InjectionAware {
            aware.typhoonWillInject()
        }
        if let steps {
            let environment = InjectionEnvironment(
                core: core.retained, record: record, context: context,
                autoInjected: traits & ClassTraits.autoInjected != 0)
            steps.runBeforeAndProperties(on: instance, environment)
        }
        if traits & ClassTraits.autoInjected != 0 {
            core.borrow { $0.fillSlots(of: instance, reportingTo: context) }
        }
        guard !context.hasDeferredError else { return }
        steps?.runMethods(on: instance)
        let callbacks = AfterCallbacks(instance: instance, steps: steps, traits: traits, core: core.retained)
        if callbacks.hasAny { context.runAtEnd(callbacks) }
    }

    /// ``run(in:)`` for a definition whose configuration injects in place (``InjectionTarget``):
    /// will-inject, then the configuration, which makes the before call-backs, properties and
    /// methods as it declares them, then the auto-injected properties (the definition declares no
    /// method then); then queues the after call-backs.
    ///
    /// - Parameters:
    ///   - context: The thread's resolution.
    ///   - configure: Runs the definition's configuration on the target.
    ///   - assembly: The definition's assembly, whose method is running: its caller holds it.
    func runInPlace(in context: ResolutionContext, _ configure: Configure, of assembly: UnsafeReference<Assembly>) {
        instance.borrow { runInPlace(on: $0, in: context, configure, of: assembly) }
    }

    private func runInPlace(
        on instance: AnyObject, in context: ResolutionContext, _ configure: Configure,
        of assembly: UnsafeReference<Assembly>
    ) {
        if traits & ClassTraits.injectionAware != 0, let aware = instance as? any InjectionAware {
            aware.typhoonWillInject()
        }
        // The target is named in the context, and the definition the configuration runs on names
        // itself beside it (the target is valid while it does); a configuration in place inside
        // this one's values restores this one's.
        let target = InjectionTarget(self, context, assembly)
        let outer = context.beginInPlace(target)
        let steps = configure(target)
        context.endInPlace(restoring: outer)
        let afterSteps = stepsForAfterCallbacks(consume steps, context)
        if traits & ClassTraits.autoInjected != 0 {
            core.borrow { $0.fillSlots(of: instance, reportingTo: context) }
        }
        guard !context.hasDeferredError else { return }
        // Most builds in place have no after call-back: making one copies (retains) the instance
        // and the core, which the compiler does before the configuration runs if it is made here.
        guard afterSteps != nil || traits & (ClassTraits.injectionAware | ClassTraits.factoryAware) != 0 else { return }
        queueAfterCallbacks(afterSteps, context)
    }

    /// Queues the instance's after call-backs for the end of the resolution, if it has any.
    @inline(never)
    private func queueAfterCallbacks(_ steps: (any AnyDefinition)?, _ context: ResolutionContext) {
        let callbacks = AfterCallbacks(instance: instance.object, steps: steps, traits: traits, core: core.retained)
        if callbacks.hasAny { context.runAtEnd(callbacks) }
    }

    /// The definition a configuration ran on in place, if its after call-backs need it.
    ///
    /// Otherwise nothing refers to it any more, and the thread's next build in place of the class
    /// reuses it (``ResolutionContext/spareDefinitions``), unless the configuration kept it. It
    /// gathered no step (``Definition/forInPlace``).
    private func stepsForAfterCallbacks(
        _ steps: consuming any AnyDefinition, _ context: ResolutionContext
    ) -> (any AnyDefinition)? {
        guard !record.borrow(\.order.hasAfterCallbacks) else { return steps }
        context.spareDefinitions.offer(consume steps)
        return nil
    }
}

/// Runs a definition's configuration for one build: on the instance in place when given a
/// target, otherwise gathering its steps into the definition it returns.
@usableFromInline
typealias Configure = (InjectionTarget?) -> any AnyDefinition

/// The call-backs of one instance that run when the outermost call of its resolution ends:
/// `performAfterInjections`, then `typhoonSetFactory(_:)`, then `typhoonDidInject()`.
struct AfterCallbacks {
    let instance: AnyObject
    /// The definition's call-backs, or `nil` when it declares none.
    let steps: (any AnyDefinition)?
    /// What the instance's class asks for (``ClassTraits``).
    let traits: Int
    /// The factory handed to a `FactoryAware` instance.
    let core: FactoryCore

    /// Whether there is anything to call.
    var hasAny: Bool {
        traits & (ClassTraits.injectionAware | ClassTraits.factoryAware) != 0 || steps?.hasAfterInjections == true
    }

    func run() {
        steps?.runAfter(on: instance)
        if traits & ClassTraits.factoryAware != 0, let aware = instance as? any FactoryAware {
            aware.typhoonSetFactory(core.handle)
        }
        if traits & ClassTraits.injectionAware != 0, let aware = instance as? any InjectionAware {
            aware.typhoonDidInject()
        }
    }
}

/// A definition seen without its type.
///
/// The first call learns its scope from it, and the engine runs its injections and call-backs
/// on an instance it knows only as an object. ``Definition`` conforms.
@usableFromInline
protocol AnyDefinition: AnyObject {
    /// The scope the configuration set.
    var scope: Scope { get }
    /// Whether the configuration declared anything to do after the initializer.
    var declaresInjections: Bool { get }
    /// Whether tests must patch the definition (``Definition/mustBePatchedInTests()``).
    var isReplacedInTests: Bool { get }
    /// Whether it is an option's, which injects nothing into the component it picks.
    var isOption: Bool { get }
    /// The order in which the configuration declared its steps.
    var order: DeclarationOrder { get }
    /// Whether `instance` is of the type the definition builds.
    func accepts(_ instance: AnyObject) -> Bool
    /// Whether the configuration declared after call-backs.
    var hasAfterInjections: Bool { get }
    /// Runs the before call-backs, then the property injections.
    func runBeforeAndProperties(on instance: AnyObject, _ environment: InjectionEnvironment)
    /// Runs the method injections.
    func runMethods(on instance: AnyObject)
    /// Runs the after call-backs.
    func runAfter(on instance: AnyObject)
    /// Empties a definition that builds ran their configuration on in place of its after
    /// call-backs, keeping the list's storage, so that its thread can reuse it; `false` for one
    /// that gathers its steps, which is never reused.
    func emptiedForReuse() -> Bool
}

extension Definition: AnyDefinition {
    @usableFromInline
    func accepts(_ instance: AnyObject) -> Bool {
        instance is C || instance is ValueBox<C>
    }

    @usableFromInline
    func runBeforeAndProperties(on instance: AnyObject, _ environment: InjectionEnvironment) {
        for callback in beforeInjections { callback(instance) }
        for injection in propertyInjections { injection(instance, environment) }
    }

    @usableFromInline
    var hasAfterInjections: Bool { !afterInjections.isEmpty }

    @usableFromInline
    var isReplacedInTests: Bool { replacedInTests }

    @usableFromInline
    var isOption: Bool { isOptionDefinition }

    @usableFromInline
    var order: DeclarationOrder { declaredOrder }

    @usableFromInline
    func runMethods(on instance: AnyObject) {
        for method in methodInjections { method(instance) }
    }

    @usableFromInline
    func runAfter(on instance: AnyObject) {
        for callback in afterInjections { callback(instance) }
    }

    @usableFromInline
    func emptiedForReuse() -> Bool {
        guard forInPlace else { return false }
        afterInjections.removeAll(keepingCapacity: true)
        return true
    }

    /// The instance as `C`: the object itself for a class (or an existential holding one), a
    /// ``ValueBox`` for a value.
    @inlinable @inline(__always)
    static func typed(_ instance: AnyObject) -> C {
        if isClassType(C.self) { return uncheckedClassCast(instance, to: C.self) }
        if let box = instance as? ValueBox<C> { return box.value }
        return instance as! C
    }
}

/// A shared instance to publish when its resolution ends, so that no other thread sees it before
/// it is fully injected.
struct Publication {
    let table: RecordTable
    let record: DefinitionRecord
    let key: ArgumentsKey?
    /// The instance; an instance post-processor's replacement takes its place
    /// (``ResolutionContext/replace(_:of:with:)``).
    var object: AnyObject
    /// The patch whose replacement built the instance (`nil`: the definition's own initializer).
    ///
    /// Kept, so that it cannot be freed and another patch made at its address before this
    /// publication compares them.
    let builtBy: PatchReplacement?
    /// The scoped region that keeps the instance (``ScopeRegion``), `nil` for a record's shared
    /// instance.
    var region: ScopeRegion? = nil

    /// Publishes the instance, unless the definition has another patch (or none) by now.
    ///
    /// - Returns: What the record let go of, for the caller to release once it holds no lock.
    func publish() -> AnyObject? {
        if let region, let key { return region.keep(object, of: record, key, builtBy: builtBy) }
        return table.publish(object, of: record, key, builtBy: builtBy)
    }
}
