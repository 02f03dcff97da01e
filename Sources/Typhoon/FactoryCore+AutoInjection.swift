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
        let owner = typeName(type(of: object))
        let empty = SlotScanner.slots(of: object).filter { $0.slot.value == nil }
        for (property, slot) in empty {
            _ = try choose(slot.requiredType, requiredBy: "\(owner).\(property)")
        }
        for (property, slot) in empty {
            slot.value = try resolve(slot.requiredType, accepts: slot.accepts, requiredBy: "\(owner).\(property)")
        }
    }

    /// The listed component whose declared type is exactly the instance's class, if any.
    func definitionListed(for object: AnyObject) -> Candidate? {
        candidates(for: type(of: object)).first { candidate in
            if case .component(let component, _) = candidate.kind {
                return component.declaredType == type(of: object)
            }
            return false
        }
    }
}

extension ComponentFactory {
    /// Fills an instance's auto-injected properties by type, after applying the injections of
    /// the definition listed for its class, if there is one (manual rules win).
    ///
    /// - Throws: ``TyphoonError`` naming the property, its type and the candidates when a
    ///   property's type has no match or several; nothing is filled then.
    package func injectAutomatically(_ instance: AnyObject) throws(TyphoonError) {
        let owner = typeName(type(of: instance))
        for (property, slot) in SlotScanner.slots(of: instance) where slot.value == nil {
            _ = try core.choose(slot.requiredType, requiredBy: "\(owner).\(property)")
        }
        let context = ResolutionContext.current
        if let candidate = core.definitionListed(for: instance), context.depth == 0 {
            context.request = .inject(instance)
            specialModes.add(1, ordering: .sequentiallyConsistent)
            _ = core.build(candidate)
            specialModes.subtract(1, ordering: .sequentiallyConsistent)
            context.request = nil
        }
        try context.withinResolution { () throws(TyphoonError) in try core.fillSlots(of: instance) }
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
