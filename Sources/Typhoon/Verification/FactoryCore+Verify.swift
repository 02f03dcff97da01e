extension FactoryCore {
    /// ``ComponentFactory/verify(samples:)-9hdp``: the sandbox, its items, the report.
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
            guard candidate.asyncComponent == nil else {
                notVerified.append("\(core.name(of: candidate))\(Self.asyncNotVerified)")
                continue
            }
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
        let findings = verification.run()
        // Every thread of the verification has ended or parked: the sandbox's singletons go now,
        // even those of a sandbox that a parked thread's stack holds.
        sandbox.core.release()
        notVerified += Self.describe(findings.declined) + unreached(pairs)
        let failed = Set(findings.problems.map(\.item) + findings.declined.map(\.item))
        let verified = items.indices.filter { !failed.contains($0) }.map { verification.subject(of: $0).definition }
        guard findings.problems.isEmpty else {
            throw .verificationFailed(
                problems: Self.describe(findings.problems, verification), notVerified: notVerified)
        }
        return VerificationReport(verified: verified, notVerified: notVerified)
    }

    /// Each definition marked `mustBePatchedInTests()` that a build did not make for want of a
    /// patch, as `Assembly.method() (File.swift:12): …`, or the outermost definition that needed
    /// it, naming it.
    static func describe(_ declined: [Verification.Declined]) -> [String] {
        declined.map { entry in
            let fix =
                "To verify it, patch \(entry.definition) in the test (`.patching(…)`, or `patch(_:with:)` on"
                + " the factory) before verify()."
            guard let outermost = entry.reachedFrom, outermost != entry.definition else {
                return "\(entry.definition): must be patched in tests (`mustBePatchedInTests()`) and has no patch,"
                    + " and verify() never builds it for real. \(fix)"
            }
            return "\(outermost): needs \(entry.definition), which must be patched in tests"
                + " (`mustBePatchedInTests()`) and has no patch; verify() never builds it for real, and checked"
                + " only what does not need it. \(fix)"
        }
    }
    /// Why the synchronous `verify()` leaves an async definition to `try await verify()`.
    static let asyncNotVerified = ": async, and only `try await factory.verify()` can await it"

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
