extension FactoryCore {
    /// ``ComponentFactory/wiringGraph(samples:)``: the sandbox, one build of everything, the graph.
    ///
    /// Everything is built in one resolution, so that each shared instance is built once and
    /// every later reference to it finds it in the object graph, where it is recorded; separate
    /// resolutions would find it published and call no definition.
    func wiringGraph(samples: [VerificationSample]) throws(TyphoonError) -> WiringGraph {
        if ThreadContextSlot.existingContext()?.borrow({ $0.verification != nil }) == true {
            return WiringGraph(nodes: [], edges: [], collaborations: [], notDrawn: [Self.graphInsideVerify])
        }
        let (sandbox, pairs) = sandbox()
        let core = sandbox.core
        var notDrawn: [String] = []
        var roots: [Candidate] = []
        for candidate in core.lock.withLock({ core.listed }) {
            candidate.drawsWiring.storeRelaxed(1)
            guard !candidate.isolatedToMainActor else {
                notDrawn.append(
                    "\(core.name(of: candidate)): isolated to the main actor, and the graph builds on a thread of its own"
                )
                continue
            }
            roots.append(candidate)
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
        let findings = verification.run()
        // As after verify(): the sandbox's singletons go once the graph is made, even if a parked
        // thread holds the sandbox. (A drawing thread declines nothing: `findings.declined` is
        // empty, see Verification.declineUnpatchedIfVerifying.)
        defer { sandbox.core.release() }
        notDrawn += unreached(pairs)
        guard findings.problems.isEmpty else {
            throw .verificationFailed(problems: Self.describe(findings.problems, verification), notVerified: notDrawn)
        }
        return WiringGraph(recorded: recorder, in: core, notDrawn: notDrawn)
    }

    /// What a graph drawn inside a verification reports as not drawn.
    static let graphInsideVerify =
        "wiringGraph(samples:) was called by a definition or call-back that verify() is building; nothing was drawn"
}
