extension ComponentFactory {
    /// Builds every listed component, everything each one reaches, and the sample calls, in a
    /// sandbox, and returns the wiring it met: each definition called, and each reference made.
    ///
    /// Use it to draw the wiring of an app (``WiringGraph/dot``, ``WiringGraph/mermaid``) or to
    /// read it from a tool (``WiringGraph/json``). The sandbox is the one ``verify(samples:)-9hdp``
    /// builds (new instances of this factory's assembly classes, with the same configurations,
    /// converters and patches); this factory publishes nothing and runs no call-back. Everything
    /// is built in one resolution, on a thread of its own, so a shared instance is built once and
    /// every reference to it is seen. A reference made only by an after call-back is not drawn:
    /// the call-backs run once nothing is being built.
    ///
    /// What it cannot reach is in ``WiringGraph/notDrawn``, with the reason, as in
    /// ``VerificationReport/notVerified``: pass a sample for a definition with run-time arguments.
    ///
    /// - Parameter samples: Calls of definitions with run-time arguments, with sample arguments.
    /// - Returns: The graph.
    /// - Throws: ``TyphoonError/verificationFailed(problems:notVerified:)`` when the build met a
    ///   problem, as `verify()` would report it: a wiring with a mistake has no graph.
    public func wiringGraph(samples: [VerificationSample] = []) throws -> WiringGraph {
        try core.wiringGraph(samples: samples)
    }
}

extension Assembly {
    /// The wiring of this assembly's factory; see ``ComponentFactory/wiringGraph(samples:)-4opq0``.
    ///
    /// - Parameter samples: Calls of definitions with run-time arguments, with sample arguments.
    /// - Returns: The graph.
    /// - Throws: ``TyphoonError/verificationFailed(problems:notVerified:)``.
    public func wiringGraph(samples: [VerificationSample] = []) throws -> WiringGraph {
        try factory.wiringGraph(samples: samples)
    }
}
