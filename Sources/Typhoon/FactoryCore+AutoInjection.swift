/// Filling auto-injected properties (`@InjectedClass`, `@InjectedProtocol`) by type.
extension FactoryCore {
    /// Fills every empty slot of an instance, or stops: a component being built cannot throw.
    @usableFromInline
    func fillSlotsOrStop(of object: AnyObject) {
        do {
            try fillSlots(of: object)
        } catch {
            stop(error)
        }
    }

    /// Fills every empty slot of an instance by type.
    ///
    /// Every slot is checked before any is filled, so a failure leaves the instance as it was.
    func fillSlots(of object: AnyObject) throws(TyphoonError) {
        let empty = SlotScanner.slots(of: object).filter { $0.slot.value == nil }
        try fill(empty, with: try candidates(forSlots: empty, of: object))
    }

    /// Fills each slot that is still empty with its candidate's component.
    func fill(
        _ slots: [(property: String, slot: InjectionSlot)], with candidates: [Candidate]
    ) throws(TyphoonError) {
        for ((_, slot), candidate) in zip(slots, candidates) where slot.value == nil {
            slot.value = try build(candidate, for: slot.requiredType, accepts: slot.accepts)
        }
    }

    /// The candidate of each slot, or the error of the first slot that has none or several.
    func candidates(
        forSlots slots: [(property: String, slot: InjectionSlot)], of object: AnyObject
    ) throws(TyphoonError) -> [Candidate] {
        var chosen: [Candidate] = []
        chosen.reserveCapacity(slots.count)
        for (property, slot) in slots {
            // The name is only made when there is an error to report.
            chosen.append(try choose(slot.requiredType, requiredBy: "\(typeName(type(of: object))).\(property)"))
        }
        return chosen
    }

    /// The listed component whose declared type is exactly the instance's class, if any.
    func definitionListed(for object: AnyObject) -> Candidate? {
        candidates(for: type(of: object)).first { $0.isDeclared(as: type(of: object)) }
    }
}

extension ComponentFactory {
    /// Fills an instance's auto-injected properties by type, after applying the injections of
    /// the definition listed for its class, if there is one (manual rules win).
    ///
    /// - Throws: ``TyphoonError`` naming the property, its type and the candidates when a
    ///   property's type has no match or several; nothing is filled then.
    package func injectAutomatically(_ instance: AnyObject) throws(TyphoonError) {
        let empty = SlotScanner.slots(of: instance).filter { $0.slot.value == nil }
        let candidates = try core.candidates(forSlots: empty, of: instance)
        let context = ResolutionContext.current
        if let candidate = core.definitionListed(for: instance), context.depth == 0 {
            context.request = .inject(instance)
            specialModes.add(1, ordering: .sequentiallyConsistent)
            _ = core.build(candidate)
            specialModes.subtract(1, ordering: .sequentiallyConsistent)
            context.request = nil
        }
        try context.withinResolution { () throws(TyphoonError) in try core.fill(empty, with: candidates) }
    }
}

extension ResolutionContext {
    /// Runs `body` as one resolution, so that the components it builds share one object graph.
    func withinResolution(_ body: () throws(TyphoonError) -> Void) throws(TyphoonError) {
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { finish() }
        }
        try body()
    }
}
