/// Verification of a factory whose components include async definitions.
extension ComponentFactory {
    /// Verifies the whole wiring, async definitions included: builds every listed component in a
    /// sandbox, as ``verify(samples:)-9hdp`` does, and then awaits each listed async definition in a
    /// sandbox of its own; throws one error listing every problem.
    ///
    /// Use it in a test of a factory with async definitions (a server's start-up). The plain
    /// components are verified exactly as the synchronous form verifies them; an async one
    /// (``Assembly/defineAsync(scope:arguments:initializer:configuration:function:fileID:line:column:)``)
    /// is built with its whole graph, each in a new sandbox, and what it throws is a problem.
    /// In an `async` function Swift picks this form for `try factory.verify()`, so write
    /// `try await`.
    ///
    /// - Parameter samples: Calls of plain definitions with run-time arguments, with sample
    ///   arguments.
    /// - Returns: What was verified and what was not.
    /// - Throws: ``TyphoonError/verificationFailed(problems:notVerified:)``.
    @discardableResult
    public func verify(samples: [VerificationSample] = []) async throws -> VerificationReport {
        var (verified, problems, notVerified) = verifyPlainComponents(samples)
        notVerified.removeAll { $0.hasSuffix(FactoryCore.asyncNotVerified) }
        for candidate in core.listed(where: { $0.asyncComponent != nil }) {
            let name = core.name(of: candidate)
            do {
                try await verifyInSandbox(candidate)
                verified.append(name)
            } catch TyphoonError.unpatchedInTest(let definition, _, _, let path) {
                // A strictly patched definition without a patch is never built for real, as in a
                // plain verify(): named as not verified, with what needed it.
                notVerified += FactoryCore.describe(
                    [Verification.Declined(item: 0, definition: definition, reachedFrom: path.first)])
            } catch {
                problems.append("\(name): \((error as? TyphoonError)?.description ?? String(reflecting: error))")
            }
        }
        guard problems.isEmpty else {
            throw TyphoonError.verificationFailed(problems: problems, notVerified: notVerified)
        }
        return VerificationReport(verified: verified, notVerified: notVerified)
    }

    /// What the synchronous form finds: verified, problems, not verified.
    private func verifyPlainComponents(_ samples: [VerificationSample]) -> ([String], [String], [String]) {
        do {
            let report = try core.verify(samples: samples)
            return (report.verified, [], report.notVerified)
        } catch {
            guard case .verificationFailed(let problems, let notVerified) = error else {
                return ([], [error.description], [])
            }
            return ([], problems, notVerified)
        }
    }

    /// Builds one listed async definition in a new sandbox, so that what it builds is nobody's.
    private func verifyInSandbox(_ candidate: Candidate) async throws {
        let index = core.listed(where: { _ in true }).firstIndex { $0 === candidate }
        let (sandbox, _) = core.sandbox()
        let copies = sandbox.core.listed(where: { _ in true })
        guard let index, copies.indices.contains(index), let component = copies[index].asyncComponent else { return }
        // In a region of its own, so that a `.scoped` definition is verified as a request builds it.
        try await AsyncVerification.$isVerifying.withValue(true) {
            try await ScopeRegion.withNew(isolation: nil) {
                _ = try await sandbox.callAsync(copies[index], component)
            }
        }
        withExtendedLifetime(sandbox) {}
    }
}

extension FactoryCore {
    /// The listed candidates that satisfy `condition`, in listing order.
    func listed(where condition: (Candidate) -> Bool) -> [Candidate] {
        lock.withLock { listed }.filter(condition)
    }
}
