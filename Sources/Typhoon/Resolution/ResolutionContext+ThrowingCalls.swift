/// Throwing definitions (Docs/Behaviour.md, Errors): each call of one is a frame that collects the
/// first error met while it builds, and when it ends, throws that error and forgets everything the
/// call built, so that nothing of it is published, injected later or called back.
extension ResolutionContext {
    /// A throwing definition call in progress: where the resolution stood when it began, and the
    /// first error it met.
    struct ThrowingCall {
        /// The depth the call has once it entered the engine.
        let depth: Int
        let nodes: Int
        let arguments: Int
        let publications: Int
        let afterCallbacks: Int
        let backReferences: Int
        let current: Int
        let initializerDepth: Int
        /// Whether a problem was already deferred when the call began.
        let hadDeferredError: Bool
        var error: (any Error)?
    }

    /// Begins a throwing definition call, before it enters the engine.
    func beginThrowingCall() {
        state.throwingCalls.append(
            ThrowingCall(
                depth: state.depth + 1, nodes: state.nodes.count, arguments: state.arguments.count,
                publications: state.publications.count, afterCallbacks: state.afterCallbacks.count,
                backReferences: state.backReferences.count, current: state.current,
                initializerDepth: state.initializerDepth, hadDeferredError: hasDeferredError, error: nil))
    }

    /// Ends a throwing definition call: throws the first error it met, after forgetting what it
    /// built; the enclosing resolution goes on as if the call had not been made.
    ///
    /// - Parameter definition: The definition, as `Assembly.method()`, kept for a look-up by type
    ///   that reaches it (``lastFailedDefinition``).
    /// - Throws: The first error the call met, if it met one.
    func endThrowingCall(_ definition: String) throws {
        guard let call = state.throwingCalls.popLast() else { return }
        guard let error = call.error else { return }
        var forgotten: [AnyObject?] = []
        while state.nodes.count > call.nodes { forgotten.append(state.nodes.removeLast().instance) }
        let arguments = Self.takeSuffix(of: &state.arguments, from: call.arguments)
        let publications = Self.takeSuffix(of: &state.publications, from: call.publications)
        let afterCallbacks = Self.takeSuffix(of: &state.afterCallbacks, from: call.afterCallbacks)
        let backReferences = Self.takeSuffix(of: &state.backReferences, from: call.backReferences)
        state.current = min(call.current, state.nodes.count - 1)
        state.initializerDepth = call.initializerDepth
        setDeferredErrorFlag(call.hadDeferredError)
        lastFailedDefinition = definition
        // What the call built, its arguments and the closures it queued are the user's: released
        // when the resolution ends, in case a deinit resolves something.
        keepUntilEnd((forgotten, arguments, publications, afterCallbacks, backReferences) as AnyObject)
        throw error
    }

    /// Takes the elements of `array` from `start` on out of it, without releasing them.
    private static func takeSuffix<Element>(of array: inout [Element], from start: Int) -> [Element] {
        guard array.count > start else { return [] }
        let suffix = Array(array[start...])
        array.removeLast(array.count - start)
        return suffix
    }

    /// Whether the definition call being served is a throwing one, so that a problem of its own
    /// (a cycle it closes) fails it instead of stopping.
    var currentCallThrows: Bool {
        state.throwingCalls.last?.depth == state.depth
    }

    /// Whether the definition call about to enter the engine is a throwing one.
    var enteringCallThrows: Bool {
        state.throwingCalls.last?.depth == state.depth + 1
    }

    /// Records an error for the innermost throwing call, which throws the first one when it ends;
    /// meanwhile the instances it concerns get no further injections.
    func fail(_ error: any Error) {
        guard !state.throwingCalls.isEmpty else { return }
        if state.throwingCalls[state.throwingCalls.count - 1].error == nil {
            state.throwingCalls[state.throwingCalls.count - 1].error = error
        }
        setDeferredErrorFlag(true)
    }

    /// The failed build for a problem of the throwing call being served, or a stop.
    func failOrStop(_ error: TyphoonError) -> AnyObject {
        guard currentCallThrows else { stop(error) }
        fail(error)
        return FailedBuild.shared
    }
}

/// What a listed throwing method's call returns for a look-up by type when the method threw: the
/// error, as a ``TyphoonError``, is reported to the resolution (thrown by an outermost call that
/// throws, otherwise a stop) and kept for ``FactoryCore/checkedCall(_:)``, which throws it.
func failedLookUp(_ error: any Error) -> Any {
    ThreadContextSlot.withContext { context in
        let failure =
            error as? TyphoonError
            ?? .definitionThrew(
                definition: context.lastFailedDefinition ?? "A throwing definition", error: String(reflecting: error))
        context.lookUpFailure = failure
        context.report(failure)
    }
    return FailedBuild.shared
}
