extension FactoryCore {
    /// ``ComponentFactory/wiringGraph(samples:)-4opq0``: the sandbox, one build of everything plain,
    /// the graph; each listed async definition is named as not drawn.
    func wiringGraph(samples: [VerificationSample]) throws(TyphoonError) -> WiringGraph {
        if ThreadContextSlot.existingContext()?.borrow({ $0.verification != nil }) == true {
            return WiringGraph(nodes: [], edges: [], collaborations: [], notDrawn: [Self.graphInsideVerify])
        }
        let drawing = try drawPlainWiring(samples: samples)
        // As after verify(): the sandbox's singletons go once the graph is made, even if a parked
        // thread holds the sandbox.
        defer { drawing.sandbox.core.release() }
        let core = drawing.sandbox.core
        let notDrawn =
            drawing.notDrawn + drawing.asyncRoots.map { "\(core.name(of: $0))\(Self.asyncNotDrawn)" }
            + unreached(drawing.pairs)
        return WiringGraph(recorded: drawing.recorder, in: core, notDrawn: notDrawn)
    }

    /// What the plain part of a graph's build leaves: the sandbox (not released yet), what it
    /// recorded, what it could not draw, and the listed async definitions, which only an async
    /// caller can build.
    struct PlainWiring {
        let sandbox: ComponentFactory
        let pairs: [(original: Assembly, copy: Assembly)]
        let recorder: WiringRecorder
        let notDrawn: [String]
        let asyncRoots: [Candidate]
    }

    /// Builds the plain listed definitions and the samples in a new sandbox, recording their
    /// wiring.
    ///
    /// Everything is built in one resolution, so that each shared instance is built once and
    /// every later reference to it finds it in the object graph, where it is recorded; separate
    /// resolutions would find it published and call no definition.
    ///
    /// - Throws: ``TyphoonError/verificationFailed(problems:notVerified:)`` when the build met a
    ///   problem; the sandbox is released then.
    func drawPlainWiring(samples: [VerificationSample]) throws(TyphoonError) -> PlainWiring {
        let (sandbox, pairs) = sandbox()
        let core = sandbox.core
        var notDrawn: [String] = []
        var roots: [Candidate] = []
        var asyncRoots: [Candidate] = []
        for candidate in core.lock.withLock({ core.listed }) {
            candidate.drawsWiring.storeRelaxed(1)
            if candidate.asyncComponent != nil {
                asyncRoots.append(candidate)
            } else if candidate.isolatedToMainActor {
                notDrawn.append(
                    "\(core.name(of: candidate)): isolated to the main actor, and the graph builds on a thread of its own"
                )
            } else {
                roots.append(candidate)
            }
        }
        let recorder = WiringRecorder()
        let item = Verification.Item(
            subject: { ("the wiring graph", nil) },
            build: { () throws(TyphoonError) in
                try ThreadContextSlot.withContext { (context) throws(TyphoonError) in
                    try context.drawing(into: recorder) { () throws(TyphoonError) in
                        try core.throwingResolution { () throws(TyphoonError) in
                            for root in roots { _ = try core.checkedCall(root) }
                            for sample in samples { sample.call(sandbox) }
                        }
                    }
                }
            })
        let verification = Verification(items: [item])
        // A drawing thread declines nothing: `findings.declined` is empty, see
        // Verification.declineUnpatchedIfVerifying.
        let findings = verification.run()
        guard findings.problems.isEmpty else {
            sandbox.core.release()
            throw .verificationFailed(
                problems: Self.describe(findings.problems, verification), notVerified: notDrawn + unreached(pairs))
        }
        return PlainWiring(
            sandbox: sandbox, pairs: pairs, recorder: recorder, notDrawn: notDrawn, asyncRoots: asyncRoots)
    }

    /// The async definitions this factory has called that the sandbox never reached (not listed,
    /// and no listed definition awaited them).
    func unreachedAsync(_ pairs: [(original: Assembly, copy: Assembly)]) -> [String] {
        pairs.flatMap { original, copy in
            let reached = Set(copy.records.asyncRecords.allRecords.map { AsyncSiteKey(site: $0.site) })
            return original.records.asyncRecords.allRecords
                .filter { !reached.contains(AsyncSiteKey(site: $0.site)) }
                .sorted { $0.name < $1.name }
                .map { "\($0.name) (\($0.site.location)) is async and not listed, and no listed definition reached it" }
        }
    }

    /// Why the synchronous `wiringGraph()` leaves an async definition out.
    static let asyncNotDrawn =
        ": async, and the synchronous wiringGraph(samples:) cannot await it. To fix: call it with await,"
        + " `try await factory.wiringGraph(samples:)`, from async code, which draws async definitions too"

    /// What a graph drawn inside a verification reports as not drawn.
    static let graphInsideVerify =
        "wiringGraph(samples:) was called by a definition or call-back that verify() is building; nothing was drawn"
}
