/// Filling auto-injected properties (`@InjectedClass`, `@InjectedProtocol`) by type.
extension FactoryCore {
    /// Fills every empty slot of an instance being built, reporting a slot that cannot be filled
    /// to the resolution (thrown by an outermost call that throws, otherwise a stop).
    func fillSlots(of object: AnyObject, reportingTo context: ResolutionContext) {
        do {
            let plan = injectionPlan(for: object)
            try plan.checkEmptySlots(of: object)
            try fill(object, following: plan)
        } catch {
            context.report(error)
        }
    }

    /// Fills each slot that is still empty with its candidate's component.
    func fill(_ object: AnyObject, following plan: InjectionPlan) throws(TyphoonError) {
        let failure = plan.forEachSlot(of: object) { index, slot -> TyphoonError? in
            guard let candidate = plan.candidates[index], slot.isEmpty else { return nil }
            // `do`, not `Result`: a `Result<Any, _>` copies the value through its witnesses.
            do throws(TyphoonError) {
                let built = try candidate.borrow { (candidate) throws(TyphoonError) -> Any in
                    guard candidate.drawsWiring.loadRelaxed() != 0 else { return try value(of: candidate, for: slot) }
                    return try ThreadContextSlot.withContext { (context) throws(TyphoonError) in
                        try context.fillingSlot(plan.layout.fields[index].property) { () throws(TyphoonError) in
                            try value(of: candidate, for: slot)
                        }
                    }
                }
                slot.store(consume built)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Builds (or finds) a slot's candidate, checking that it is of the slot's type unless the
    /// candidate is declared as exactly that type.
    private func value(of candidate: Candidate, for slot: InjectionSlot) throws(TyphoonError) -> Any {
        let built = try checkedCall(candidate)
        guard candidate.isDeclared(as: slot.requiredType) || slot.accepts(built) else {
            throw .componentTypeMismatch(
                component: name(of: candidate), listedAs: typeName(slot.requiredType),
                built: typeName(Swift.type(of: built)))
        }
        return built
    }

    /// The plan for instances of the object's class, made on the first.
    func injectionPlan(for object: AnyObject) -> InjectionPlan {
        let key = ObjectIdentifier(type(of: object))
        if let plan = plans.withLock({ $0[key] }) { return plan }
        let plan = makeInjectionPlan(for: object)
        plans.withLock { $0[key] = plan }
        return plan
    }

    private func makeInjectionPlan(for object: AnyObject) -> InjectionPlan {
        let layout = SlotLayout.of(type(of: object))
        let slots = layout.slots(of: object)
        let owner = typeName(type(of: object))
        let choices = slots.map { property, slot in
            Result { () throws(TyphoonError) in try choose(slot.requiredType, requiredBy: "\(owner).\(property)") }
        }
        let listed = candidates(for: type(of: object)).first { $0.isDeclared(as: type(of: object)) }
        return InjectionPlan(choices: choices, layout: layout, listed: listed)
    }
}

extension FactoryCore {
    /// Fills an instance's auto-injected properties by type, after applying the injections of
    /// the definition listed for its class, if there is one (manual rules win).
    ///
    /// Without a listed definition, the instance is treated as a definition of its own class that
    /// declares nothing: `typhoonWillInject()`, the properties, then, when the call ends,
    /// `typhoonSetFactory(_:)` and `typhoonDidInject()`.
    ///
    /// - Throws: ``TyphoonError`` naming every property whose type has no match or several, or
    ///   whose wrapper is out of reach; nothing is filled then.
    func injectAutomatically(_ instance: AnyObject) throws(TyphoonError) {
        // In a test TyphoonTesting manages, on a thread of its own, so that a mistake fails the test.
        if let test = IsolatedRun.isolatingTest, !injectionMustHopToMainActor(instance) {
            // The instance is used by the isolated call's thread only, while this one waits.
            nonisolated(unsafe) let instance = instance
            return try IsolatedRun.call(in: test) { () throws(TyphoonError) in try self.injectAutomatically(instance) }
        }
        let plan = injectionPlan(for: instance)
        try plan.checkEmptySlots(of: instance)
        try ThreadContextSlot.withContext { (context) throws(TyphoonError) in
            try context.throwingResolution { () throws(TyphoonError) in
                guard let candidate = plan.listed else {
                    return try injectUnlisted(instance, following: plan, context)
                }
                // The listed method's first definition call applies itself to the instance (the
                // engine's adopt purpose).
                _ = try context.awaitingCall(for: .adopt(instance)) { () throws(TyphoonError) in
                    try checkedCall(candidate)
                }
                try fill(instance, following: plan)
            }
        }
    }

    /// The injections of an instance whose class has no listed definition: its call-backs around
    /// its auto-injected properties.
    private func injectUnlisted(
        _ instance: AnyObject, following plan: InjectionPlan, _ context: ResolutionContext
    ) throws(TyphoonError) {
        let traits = plan.traits(of: instance)
        if traits & ClassTraits.injectionAware != 0, let aware = instance as? any InjectionAware {
            aware.typhoonWillInject()
        }
        try fill(instance, following: plan)
        let callbacks = AfterCallbacks(instance: instance, steps: nil, traits: traits, core: self)
        if callbacks.hasAny { context.runAtEnd(callbacks) }
    }
}

extension FactoryCore {
    /// Whether injecting an instance must run on the main actor: its class's listed definition,
    /// or a component one of its wrappers needs, is isolated to it, and the caller is not on the
    /// main actor.
    func injectionMustHopToMainActor(_ instance: AnyObject) -> Bool {
        guard !isOnMainActor() else { return false }
        let plan = injectionPlan(for: instance)
        return plan.listed?.isolatedToMainActor == true
            || plan.candidates.contains { $0?.object.isolatedToMainActor == true }
    }
}

extension ComponentFactory {
    /// Whether `inject(_:)` of this instance must run on the main actor; see `inject(_:) async`.
    package func injectionMustHopToMainActor(_ instance: AnyObject) -> Bool {
        core.injectionMustHopToMainActor(instance)
    }

    /// Fills an instance's auto-injected properties by type; see `inject(_:)`.
    package func injectAutomatically(_ instance: AnyObject) throws(TyphoonError) {
        try core.injectAutomatically(instance)
    }
}

extension Assembly {
    /// Fills an instance's auto-injected properties from this assembly's factory; see
    /// `inject(_:)`.
    package func injectAutomatically(_ instance: AnyObject) throws(TyphoonError) {
        try core(calling: "factory").injectAutomatically(instance)
    }
}
