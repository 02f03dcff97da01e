extension FactoryCore {
    /// ``ComponentFactory/verify(samples:)``: the sandbox, its items, the report.
    func verify(samples: [VerificationSample]) throws(TyphoonError) -> VerificationReport {
        // Called by a definition or call-back that a verification is building, it would build a
        // sandbox of the sandbox, whose call-back verifies again, without end.
        if ThreadContextSlot.existingContext()?.borrow({ $0.verification != nil }) == true {
            return VerificationReport(verified: [], notVerified: [Self.verifyInsideVerify])
        }
        let (sandbox, pairs) = sandbox()
        let core = sandbox.core
        var notVerified: [String] = []
        var items: [Verification.Item] = []
        for candidate in core.lock.withLock({ core.listed }) {
            guard !candidate.isolatedToMainActor else {
                notVerified.append(
                    "\(core.name(of: candidate)): isolated to the main actor, and verify() builds on a thread of its own"
                )
                continue
            }
            items.append(
                Verification.Item(
                    subject: { (core.name(of: candidate), candidate.definitionLocation) },
                    build: { () throws(TyphoonError) in
                        try core.throwingResolution { () throws(TyphoonError) in _ = try core.checkedCall(candidate) }
                    }))
        }
        for sample in samples {
            items.append(
                Verification.Item(
                    subject: { ("a sample call of \(sample.assemblyName)", nil) },
                    build: { () throws(TyphoonError) in try core.throwingResolution { sample.call(sandbox) } }))
        }
        let verification = Verification(items: items)
        let problems = verification.run()
        notVerified += unreached(pairs)
        let failed = Set(problems.map(\.item))
        let verified = items.indices.filter { !failed.contains($0) }.map { verification.subject(of: $0).definition }
        guard problems.isEmpty else {
            throw .verificationFailed(problems: Self.describe(problems, verification), notVerified: notVerified)
        }
        withExtendedLifetime(sandbox) {}
        return VerificationReport(verified: verified, notVerified: notVerified)
    }

    /// What a verify() called inside a verification reports as not verified.
    static let verifyInsideVerify =
        "verify() was called by a definition or call-back that verify() itself is building; the sandbox is not verified again"

    /// The definitions this factory has called that the sandbox never reached: with run-time
    /// arguments (only a sample reaches them) or not listed.
    func unreached(_ pairs: [(original: Assembly, copy: Assembly)]) -> [String] {
        pairs.flatMap { original, copy in
            original.records.allRecords.compactMap { record -> String? in
                guard copy.records.find(record.site) == nil else { return nil }
                let reason =
                    record.method.contains(":")
                    ? "takes run-time arguments, and no listed definition or sample reached it"
                    : "is not listed, and no listed definition reached it"
                return "\(record.name) (\(record.site.location)) \(reason)"
            }
        }
    }

    /// Each problem once, in the order found, as `Assembly.method() (File.swift:12): message`,
    /// naming the definition that found it and, when that is another one, the outermost
    /// definition whose build reached it.
    static func describe(_ problems: [Verification.Problem], _ verification: Verification) -> [String] {
        var seen: Set<String> = []
        return problems.compactMap { problem in
            guard seen.insert(problem.error.description).inserted else { return nil }
            let subject = verification.subject(of: problem.item)
            let site = problem.site ?? subject
            let origin = problem.outermost ?? subject
            let location = site.location.map { " (\($0))" } ?? ""
            let reached = origin.definition == site.definition ? "" : ", reached from \(origin.definition)"
            return "\(site.definition)\(location)\(reached): \(problem.error.description)"
        }
    }
}
