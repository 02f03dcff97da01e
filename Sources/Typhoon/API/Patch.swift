/// A definition replaced for a test; ``detach()`` restores the original.
///
/// Get one from ``ComponentFactory/patch(_:with:)-(()->T,_)->Patch`` or ``Assembly/patch(_:with:)``.
public final class Patch: @unchecked Sendable {
    private let record: DefinitionRecord
    private weak var table: RecordTable?
    private let replacement: PatchReplacement

    init(record: DefinitionRecord, table: RecordTable, replacement: PatchReplacement) {
        self.record = record
        self.table = table
        self.replacement = replacement
    }

    /// Restores the original definition; instances the patch built and cached are forgotten.
    ///
    /// Detaching twice, or after another patch replaced this one, does nothing.
    public func detach() {
        guard let table else { return }
        ThreadContextSlot.withContext { context in
            // While no other thread builds the definition, so that no build through the patch is
            // still in flight to publish the stub afterwards (and one of this thread's, which names
            // the patch that built it, is not published); released unlocked, at the end of the
            // resolution when this runs in one, in case a deinit resolves something.
            let dropped = context.withoutOtherBuilds(of: record) {
                table.lock.withLock { record.removePatch(replacement) }
            }
            guard !dropped.isEmpty else { return }
            context.hideInstances(of: record)
            context.keepUntilEnd(dropped as AnyObject)
        }
    }
}

extension ComponentFactory {
    /// Replaces a definition for calls by reference and by type, keeping its scope.
    ///
    /// Use it in tests to put a stub in place of a real component:
    /// `factory.patch(assembly.knight) { StubKnight() }`. A patched singleton is one stub, a
    /// patched prototype a new stub each time; an instance already cached is replaced. For a
    /// definition with run-time arguments, call it in a closure:
    /// `factory.patch({ assembly.knight(damsels: 3) }) { … }` patches every call of that method.
    ///
    /// - Parameters:
    ///   - method: The definition method, unapplied (`assembly.knight`) or called in a closure.
    ///   - replacement: Builds the stand-in.
    /// - Returns: The patch; call ``Patch/detach()`` to restore the original.
    @discardableResult
    public func patch<T>(_ method: @escaping () -> T, with replacement: @escaping () -> T) -> Patch {
        // The method's first definition call installs the replacement (the engine's patch purpose).
        let made = PatchReplacement(replacement)
        let (_, entered) = ThreadContextSlot.withContext { $0.awaitingCall(for: .patch(made)) { method() } }
        // Whether it went in, not whether it is still in: the call goes on to build the stub after
        // installing it, and another thread's patch or detach of the definition may come first.
        guard let entered, entered.table.lock.withLock({ made.wasInstalled }) else {
            stop(.notADefinition(type: typeName(T.self)))
        }
        return Patch(record: entered.record, table: entered.table, replacement: made)
    }
}
extension Assembly {
    /// Replaces a definition of this assembly's factory; see ``ComponentFactory/patch(_:with:)-(()->T,_)->Patch``.
    ///
    /// - Parameters:
    ///   - method: The definition method, unapplied (`assembly.knight`) or called in a closure.
    ///   - replacement: Builds the stand-in.
    /// - Returns: The patch; call ``Patch/detach()`` to restore the original.
    @discardableResult
    public func patch<T>(_ method: @escaping () -> T, with replacement: @escaping () -> T) -> Patch {
        factory.patch(method, with: replacement)
    }
}
