/// What a call finds on its chain before it builds: the instance being built above it (a cycle
/// through injections closes on it), the cycle error, or the objectGraph instance its resolution
/// has already.
extension AsyncFrame {
    /// The instance this call gets without building, or `nil` when it builds.
    ///
    /// - Throws: ``TyphoonError/circularInitializers(path:)`` for a call that reaches a component
    ///   whose initializer is still running through initializers only;
    ///   ``TyphoonError/backReferenceNotMarked(path:injecting:property:referent:)`` when an
    ///   injection on the way made the reference; ``TyphoonError/circularPrototypes(path:)`` for a
    ///   chain of prototypes that would repeat for ever.
    func found(_ call: AsyncCall) throws -> AnyObject? {
        var between: [AsyncFrame] = []
        var frame: AsyncFrame? = self
        while let current = frame {
            if call.isCall(of: current) {
                if let instance = try reached(current, call, between: between) { return instance }
            }
            if current.record != nil { between.append(current) }
            frame = current.parent
        }
        if call.record.scope == .objectGraph { return resolution.instance(of: call) }
        return nil
    }

    /// A call reaching `earlier`, the same definition with the same arguments being built above
    /// it, through the calls `between` (nearest first).
    ///
    /// - Returns: The earlier instance when the reference closes on it; `nil` when the call
    ///   builds a new one (a prototype more than one level up).
    private func reached(_ earlier: AsyncFrame, _ call: AsyncCall, between: [AsyncFrame]) throws -> AnyObject? {
        let path = ([earlier] + between.reversed()).compactMap { $0.record?.name } + [call.record.name]
        guard let instance = earlier.instance else {
            if let injecting = between.first(where: { !$0.isInInitializer }), let name = injecting.record?.name {
                throw TyphoonError.backReferenceNotMarked(
                    path: path, injecting: name, property: nil, referent: call.record.name)
            }
            throw TyphoonError.circularInitializers(path: path)
        }
        guard call.record.scope == .prototype, between.count > 1 else { return instance }
        // Deeper than one level, a prototype is built anew; a chain of prototypes whose maker is
        // the call that made the earlier one would repeat that build for ever.
        let onlyPrototypes = between.allSatisfy { $0.record?.scope == .prototype }
        if onlyPrototypes, let maker = between.first, let earlierMaker = earlier.parent,
            maker.record === earlierMaker.record,
            maker.key == earlierMaker.key
        {
            throw TyphoonError.circularPrototypes(path: path)
        }
        return nil
    }
}

extension AsyncFrame {
    /// The definitions from the outermost call being built on this chain down to `record`, which
    /// is about to be built below this frame, for a message that names the path.
    func pathFromRoot(to record: AsyncRecord) -> [String] {
        var names = [record.name]
        var frame: AsyncFrame? = self
        while let current = frame {
            if let name = current.record?.name { names.append(name) }
            frame = current.parent
        }
        return names.reversed()
    }
}
