/// The wiring graph of a factory whose components include async definitions.
extension ComponentFactory {
    /// Builds every listed component, async definitions included, everything each one reaches,
    /// and the sample calls, in a sandbox, and returns the wiring it met.
    ///
    /// Use it for a factory with async definitions (a server's): the plain components are built
    /// and drawn exactly as ``wiringGraph(samples:)-4opq0`` builds and draws them, then each listed
    /// async definition
    /// (``Assembly/defineAsync(scope:arguments:initializer:configuration:function:fileID:line:column:)``)
    /// is awaited in the same sandbox, inside a scoped region of the graph's own (so that a
    /// ``Scope/scoped`` definition is built as a request builds it), and every definition call
    /// its build makes is drawn: to async definitions and to plain ones, from its initializer,
    /// its property and method injections and its before call-backs, however often it suspends
    /// (what is being built travels with the task, not the thread). An async definition's node
    /// says so (``WiringGraph/Node/isAsync``). In an `async` function Swift picks this form for
    /// `try factory.wiringGraph()`, so write `try await`.
    ///
    /// As in the synchronous form, this factory publishes nothing and runs no call-back, and a
    /// reference made only by an after call-back is not drawn. A plain definition that only an
    /// async one reaches is built where the async build runs: a problem there that would stop a
    /// real call stops here too, as in `try await verify()`.
    ///
    /// - Parameter samples: Calls of plain definitions with run-time arguments, with sample
    ///   arguments.
    /// - Returns: The graph.
    /// - Throws: ``TyphoonError/verificationFailed(problems:notVerified:)`` when a build met a
    ///   problem (what an async definition threw is one): a wiring with a mistake has no graph.
    public func wiringGraph(samples: [VerificationSample] = []) async throws -> WiringGraph {
        if ThreadContextSlot.existingContext()?.borrow({ $0.verification != nil }) == true {
            return WiringGraph(nodes: [], edges: [], collaborations: [], notDrawn: [FactoryCore.graphInsideVerify])
        }
        let drawing = try core.drawPlainWiring(samples: samples)
        defer { drawing.sandbox.core.release() }
        let (problems, declined) = await drawAsyncDefinitions(of: drawing)
        let notDrawn = drawing.notDrawn + declined + core.unreached(drawing.pairs) + core.unreachedAsync(drawing.pairs)
        guard problems.isEmpty else { throw TyphoonError.verificationFailed(problems: problems, notVerified: notDrawn) }
        return WiringGraph(recorded: drawing.recorder, in: drawing.sandbox.core, notDrawn: notDrawn)
    }

    /// Awaits each listed async definition of the sandbox, recording what its build calls.
    ///
    /// - Returns: The problems met, each naming its definition, and the definitions a test would
    ///   have to patch (strict patching), which are never built for real in a test.
    private func drawAsyncDefinitions(of drawing: FactoryCore.PlainWiring) async -> ([String], [String]) {
        var problems: [String] = []
        var declined: [String] = []
        let sandbox = drawing.sandbox
        await AsyncWiring.drawing(into: drawing.recorder) {
            await ScopeRegion.withNew(isolation: nil) {
                for candidate in drawing.asyncRoots {
                    guard let component = candidate.asyncComponent else { continue }
                    do {
                        _ = try await sandbox.callAsync(candidate, component)
                    } catch TyphoonError.unpatchedInTest(let definition, _, _, let path) {
                        declined += FactoryCore.describe(
                            [Verification.Declined(item: 0, definition: definition, reachedFrom: path.first)])
                    } catch {
                        let message = (error as? TyphoonError)?.description ?? String(reflecting: error)
                        problems.append("\(sandbox.core.name(of: candidate)): \(message)")
                    }
                }
            }
        }
        return (problems, declined)
    }
}

extension Assembly {
    /// The wiring of this assembly's factory, async definitions included; see
    /// ``ComponentFactory/wiringGraph(samples:)-9hcb``.
    ///
    /// - Parameter samples: Calls of plain definitions with run-time arguments, with sample
    ///   arguments.
    /// - Returns: The graph.
    /// - Throws: ``TyphoonError/verificationFailed(problems:notVerified:)``.
    public func wiringGraph(samples: [VerificationSample] = []) async throws -> WiringGraph {
        try await factory.wiringGraph(samples: samples)
    }
}
