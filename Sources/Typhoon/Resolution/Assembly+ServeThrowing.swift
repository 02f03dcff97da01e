/// The engine for throwing definitions: the checks a plain call stops at, made first so that they
/// throw, then the ordinary path (``Assembly/definitionCall(at:_:_:make:configure:)``) inside
/// a throwing call's frame (``ResolutionContext/beginThrowingCall()``).
extension Assembly {
    /// A throwing definition call, from its site to the instance or the error.
    ///
    /// - Returns: The instance and its record, as ``definitionCall(at:_:_:make:configure:)``
    ///   returns them.
    /// - Throws: The first error the call met; what it built is forgotten.
    @usableFromInline
    func throwingDefinitionCall(
        at site: DefinitionSite, _ arguments: [Any], _ function: StaticString,
        make: (DefinitionRecord) -> Built, configure: Configure
    ) throws -> (AnyObject, UnsafeReference<DefinitionRecord>) {
        try checkThrowingCall(at: site, arguments, function)
        return try ThreadContextSlot.withContext { context in
            context.beginThrowingCall()
            let (instance, record) = definitionCall(
                at: site, arguments, function, make: make, configure: configure)
            try context.endThrowingCall(record.borrow(\.name))
            return (instance, record)
        }
    }

    /// Throws what a plain call of the definition would stop at before building: an assembly not
    /// active, an argument that tells nothing apart, a definition known to forget its arguments.
    private func checkThrowingCall(at site: DefinitionSite, _ arguments: [Any], _ function: StaticString) throws {
        let name = "\(assemblyName).\(function)"
        switch records.state {
        case .inactive: throw TyphoonError.notActivated(assembly: assemblyName, definition: name)
        case .released: throw TyphoonError.factoryReleased(assembly: assemblyName, definition: name)
        case .active, .unloaded: break  // an unloaded factory loads again in the call
        }
        if !arguments.isEmpty, case .failure(let unsupported) = ArgumentsKey.make(arguments) {
            throw TyphoonError.unsupportedArgument(
                definition: name, position: unsupported.position, type: unsupported.type)
        }
        if arguments.isEmpty, let record = records.find(site), let mistake = record.borrow({ $0.parameterMistake() }) {
            throw mistake
        }
    }
}

/// Records an error for the throwing definition call being built and returns the build that
/// stands for its failure.
@usableFromInline
func failedBuild(_ error: any Error) -> Built {
    ThreadContextSlot.withContext { $0.fail(error) }
    return .failed
}

/// The error of an initializer that built something that is not the declared type.
@usableFromInline
func declaredTypeMismatch<R, C>(_ record: DefinitionRecord, _: R.Type, built instance: C) -> TyphoonError {
    .declaredTypeMismatch(definition: record.name, declared: typeName(R.self), built: typeName(type(of: instance)))
}
