extension ComponentFactory {
    /// Builds every listed component, everything each one reaches, and the sample calls, in a
    /// sandbox, and throws one error that lists every problem found.
    ///
    /// Use it in a test (`try factory.verify()`) or at start-up in a debug build, to find the
    /// mistakes of a whole wiring at once instead of one at a time, at first use: a by-type
    /// look-up with no match or several (also for a wrapper or `injectProperty(\.x)`), a
    /// component of the main actor reached off it, a configuration value missing or not
    /// convertible, a cycle, an initializer that throws, a definition with parameters that passes
    /// no `arguments:`, and every other problem a build can meet.
    ///
    /// The sandbox is a new factory made of new instances of this factory's assembly classes
    /// (with `init()`), with the same configurations, converters and patches. This factory
    /// publishes nothing, runs no call-back and keeps its patches. Each listed component is built
    /// in a resolution of its own, on a thread of its own: a problem that a definition method
    /// cannot throw (it has nothing to return) is reported instead of stopping the program, and
    /// that thread then waits for the rest of the process with what its stack holds.
    ///
    /// For each listed component, the problems come in the order a call meets them, and every
    /// property injection that does not depend on an earlier problem is still checked; a problem
    /// in an initializer ends that component's checks.
    ///
    /// What it cannot build is in the report's ``VerificationReport/notVerified``, with the
    /// reason: a component of the main actor (the sandbox builds off the main actor), a definition
    /// marked ``Definition/mustBePatchedInTests()`` without a patch (never built for real; a patch
    /// is built instead when there is one) and each component that needs it, and a definition
    /// with run-time arguments, or one that is not listed, that this factory has called but
    /// nothing verified reached (pass a sample for it). A definition that was never
    /// called and that no listed one reaches is unknown to the container: Swift cannot list an
    /// assembly's methods.
    ///
    /// - Parameter samples: Calls of definitions with run-time arguments, with sample arguments.
    /// - Returns: What was verified and what was not.
    /// - Throws: ``TyphoonError/verificationFailed(problems:notVerified:)`` when a build found a
    ///   problem, listing every problem (each with its definition and file:line) and what was
    ///   not verified.
    @discardableResult
    public func verify(samples: [VerificationSample] = []) throws -> VerificationReport {
        try core.verify(samples: samples)
    }
}

extension Assembly {
    /// Verifies this assembly's factory: builds every listed component in a sandbox and throws
    /// one error listing every problem; see ``ComponentFactory/verify(samples:)-9hdp``.
    ///
    /// - Parameter samples: Calls of definitions with run-time arguments, with sample arguments.
    /// - Returns: What was verified and what was not.
    /// - Throws: ``TyphoonError/verificationFailed(problems:notVerified:)``.
    @discardableResult
    public func verify(samples: [VerificationSample] = []) throws -> VerificationReport {
        try factory.verify(samples: samples)
    }
}
