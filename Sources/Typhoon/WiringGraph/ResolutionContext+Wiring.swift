/// What a resolution tells a wiring graph (``ComponentFactory/wiringGraph(samples:)-4opq0``): each
/// definition call with the node that made it and through which kind of injection, and the
/// configuration keys each definition reads. Nothing here runs unless the thread draws a graph
/// (``ResolutionState/wiring``).
extension ResolutionContext {
    /// Notes a definition call, from ``lookUpOrBegin(_:_:)``, before the call joins the object
    /// graph: the node being built now (``ResolutionState/current``) is the one that refers to it.
    @inline(never)  // only while a graph is drawn; inlined it would crowd every call's path
    func noteReference(to record: DefinitionRecord, _ key: ArgumentsKey?) {
        guard let wiring = state.wiring else { return }
        wiring.noteDefinition(.plain(record), arguments: key)
        let referrer = state.current
        // The outermost call of a resolution that an async definition began: it noted the
        // reference itself (``AsyncWiring/notePlainCall(_:)``).
        guard referrer >= 0 else { return }
        let node = state.nodes[referrer]
        var property: String?
        let kind: WiringGraph.Edge.Kind
        if state.optionChooser == referrer {
            kind = .optionChoice
        } else if node.instance == nil {
            kind = .initializer
        } else if let slot = state.fillingSlot, slot.node == referrer {
            kind = .property
            property = slot.property
        } else if let injecting = state.injectingProperty, injecting.node == referrer {
            kind = state.backReferrer == referrer ? .backReference : .property
            property = injecting.site.propertyName
        } else {
            kind = .method
        }
        wiring.noteReference(
            from: .plain(node.record.object), to: .plain(record), kind: kind, property: property,
            byType: state.byTypeReferrer == referrer)
    }

    /// Notes a configuration key that the definition being built now reads.
    ///
    /// - Returns: Whether a plain definition being built for a wiring graph on this thread read
    ///   it (otherwise an async definition may have: ``AsyncWiring/noteConfigKey(_:)``).
    @discardableResult
    func noteConfigKey(_ key: String) -> Bool {
        guard let wiring = state.wiring, state.current >= 0 else { return false }
        wiring.noteConfigKey(key, of: .plain(state.nodes[state.current].record.object))
        return true
    }

    /// Notes a configuration key read by the definition being built now on this thread (plain)
    /// or task (async), if it is built for a wiring graph.
    static func noteConfigKeyRead(_ key: String) {
        if ThreadContextSlot.existingContext()?.borrow({ $0.noteConfigKey(key) }) == true { return }
        AsyncWiring.noteConfigKey(key)
    }

    /// Runs a by-type call (``FactoryCore/call(_:)``), naming the definition call it makes as one
    /// made by type.
    func referringByType<T>(_ call: () -> T) -> T {
        let outer = state.byTypeReferrer
        state.byTypeReferrer = state.current
        defer { state.byTypeReferrer = outer }
        return call()
    }

    /// Runs `fill`, the filling of an auto-injected property (`@InjectedClass`,
    /// `@InjectedProtocol`) of the node being built, naming the definition call it makes as a
    /// property injection of that property.
    func fillingSlot<T, E: Error>(_ property: String, _ fill: () throws(E) -> T) throws(E) -> T {
        let outer = state.fillingSlot
        state.fillingSlot = (state.current, property)
        defer { state.fillingSlot = outer }
        return try fill()
    }

    /// Runs `choose`, the choice of an option definition, naming the definition call it makes as
    /// the option's choice (``WiringGraph/Edge/Kind/optionChoice``) rather than as a
    /// reference of the kind the engine would see.
    func choosingOption<T>(_ choose: () -> T) -> T {
        guard state.wiring != nil else { return choose() }
        let outer = state.optionChooser
        state.optionChooser = state.current
        defer { state.optionChooser = outer }
        return choose()
    }

    /// A back-reference's injection that names the definition call it makes as a back-reference
    /// while it runs, now or once the outermost initializer has returned (``runOrWait(backReference:)``).
    func markedAsBackReference(_ inject: @escaping () -> Void) -> () -> Void {
        { [unowned self] in
            let outer = state.backReferrer
            state.backReferrer = state.current
            defer { state.backReferrer = outer }
            inject()
        }
    }

    /// Whether this thread builds for a wiring graph (``drawing(into:_:)``).
    var isDrawingWiring: Bool { state.wiring != nil }

    /// Serves a definition call that an async build makes while its graph is drawn.
    ///
    /// When no plain definition is being built on this thread (the outermost call, or one a
    /// look-up by type makes from its throwing resolution), it notes the reference (`note`) and
    /// records the call's own references into `wiring`. A call made by a plain build is served
    /// as it is (its resolution records it).
    func drawingFromAsyncBuild(
        into wiring: WiringRecorder, note: () -> Void, serve: () -> AnyObject
    ) -> AnyObject {
        guard state.current < 0, state.wiring == nil else { return serve() }
        note()
        state.wiring = wiring
        defer { state.wiring = nil }
        return serve()
    }

    /// Runs `body` recording this thread's references into `wiring`.
    func drawing<E: Error>(into wiring: WiringRecorder, _ body: () throws(E) -> Void) throws(E) {
        state.wiring = wiring
        defer { state.wiring = nil }
        try body()
    }
}
