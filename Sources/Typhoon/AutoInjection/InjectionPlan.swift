/// What filling the auto-injected properties of one class takes in one factory, worked out on
/// the first instance: where each slot is and which component fills it.
///
/// The factory's registry does not change after activation, so neither does a plan; keeping it
/// spares every later `inject(_:)` the look-ups, the property names and the arrays.
final class InjectionPlan {
    /// The chosen candidate of each slot, in the order of the class's slots.
    ///
    /// `nil` where there is none (``errors`` says why). The registry keeps the candidates alive.
    let candidates: [UnsafeReference<Candidate>?]
    /// Why a slot has no candidate: no component of its type, or several.
    let errors: [TyphoonError?]
    /// Where each slot is in an instance, from the runtime's field metadata.
    let layout: SlotLayout
    /// The slots' offsets alone, walked on every inject without copying the property names.
    private let offsets: [Int]
    /// Whether every slot has a candidate and no wrapper can be out of reach, so that
    /// ``checkEmptySlots(of:)`` has nothing to find and skips its walk over the slots.
    private let fillable: Bool
    /// The component listed with exactly this class as its declared type, whose injections
    /// `inject(_:)` applies first.
    let listed: Candidate?
    /// What the class asks of `inject(_:)` without a listed definition (``ClassTraits``), learned
    /// on the first instance on and off the main actor: a conformance isolated to the main actor
    /// is seen only there.
    private let traitsWords = AtomicWords(count: 2)

    init(choices: [Result<Candidate, TyphoonError>], layout: SlotLayout, listed: Candidate?) {
        candidates = choices.map { try? UnsafeReference($0.get()) }
        errors = choices.map { choice in
            guard case .failure(let error) = choice else { return nil }
            return error
        }
        self.layout = layout
        offsets = layout.fields.map(\.offset)
        self.listed = listed
        fillable = candidates.allSatisfy { $0 != nil } && layout.unreachable.isEmpty && layout.hiding.isEmpty
    }

    /// The traits of an instance of this class, from the cache for the calling thread's isolation.
    func traits(of instance: AnyObject) -> Int {
        ClassTraits.of(instance, cachedIn: traitsWords[isOnMainActor() ? 0 : 1])
    }

    /// Calls `body` with each slot of `object` and its index, borrowing the slot, until `body`
    /// returns an error.
    func forEachSlot(of object: AnyObject, _ body: (Int, InjectionSlot) -> TyphoonError?) -> TyphoonError? {
        for index in offsets.indices {
            let slot = SlotLayout.unmanagedSlot(at: offsets[index], in: object)
            if let error = slot.borrow({ body(index, $0) }) { return error }
        }
        return nil
    }

    /// Throws what keeps `object`'s slots from being filled, every problem at once, so that
    /// nothing is filled when something cannot be: wrappers out of reach, and empty slots with no
    /// component or several.
    func checkEmptySlots(of object: AnyObject) throws(TyphoonError) {
        guard !fillable else { return }
        var problems = layout.unreachableWrappers(of: object)
        _ = forEachSlot(of: object) { index, slot in
            if candidates[index] == nil, slot.isEmpty, let error = errors[index] { problems.append(error) }
            return nil
        }
        guard let first = problems.first else { return }
        guard problems.count > 1 else { throw first }
        throw .unfillableProperties(instance: typeName(type(of: object)), problems: problems)
    }
}
