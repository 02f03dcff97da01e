/// Auto-injected properties (`@InjectedClass`, `@InjectedProtocol`) whose components are async
/// definitions, filled by the async `inject(_:)` of TyphoonAutoInjection.
extension ComponentFactory {
    /// Awaits the component of each empty auto-injected property of `instance` whose type an
    /// async definition provides, and stores it; the synchronous fill that follows finds those
    /// properties filled and fills the rest.
    ///
    /// - Throws: What an async definition throws, or
    ///   ``TyphoonError/componentTypeMismatch(component:listedAs:built:)``; the properties filled
    ///   before stay filled.
    package func fillAsyncSlots(of instance: AnyObject) async throws {
        let plan = core.injectionPlan(for: instance)
        let slots = plan.layout.slots(of: instance).map(\.slot)
        for (index, slot) in slots.enumerated() {
            guard let candidate = plan.candidates[index]?.object, let component = candidate.asyncComponent,
                slot.isEmpty
            else { continue }
            let built = try await callAsync(candidate, component)
            guard candidate.isDeclared(as: slot.requiredType) || slot.accepts(built) else {
                throw TyphoonError.componentTypeMismatch(
                    component: core.name(of: candidate), listedAs: typeName(slot.requiredType),
                    built: typeName(Swift.type(of: built)))
            }
            slot.store(built)
        }
    }
}
