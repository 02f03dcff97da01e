/// The reference model run over a spec's steps, recorded so that the comparison with the engine
/// reads it instead of running the model again: what each step built, and what the model says
/// it does.
struct ModelRun {
    /// What one step did in the model.
    enum Record {
        /// Activation, a resolution, an injection, a patch or a detach: its roots, the instances
        /// and events it made, what the hooks' calls got, and how many hooks are alive after it.
        case built(roots: [Int], instances: Range<Int>, events: Range<Int>, hooks: Range<Int>, liveHooks: Int)
        /// A release: the instances that must still be alive afterwards.
        case released(reachable: Set<Int>)
    }

    let model: ReferenceModel
    /// Activation first, then one record a step, up to the step that stops or the model gave up on.
    let records: [Record]
    let verdict: ModelVerdict

    init(_ spec: WiringSpec) {
        let model = ReferenceModel(spec)
        self.model = model
        var records: [Record] = []
        do {
            records.append(try Self.record(model) { try model.activate() })
            for step in spec.steps {
                switch step {
                case .resolve(let ref): records.append(try Self.record(model) { [try model.resolve(ref)] })
                case .inject(let awareness): records.append(try Self.record(model) { [try model.inject(awareness)] })
                case .patch(let node): records.append(try Self.record(model) { [try model.patch(node)] })
                case .detach(let node):
                    records.append(
                        try Self.record(model) {
                            try model.detach(node)
                            return []
                        })
                case .release:
                    model.release()
                    records.append(.released(reachable: model.reachable()))
                }
            }
            verdict = .runs
        } catch let stop as CycleStop {
            verdict = .stops(stop)
        } catch {
            verdict = .unjudged
        }
        self.records = records
    }

    private static func record(_ model: ReferenceModel, _ step: () throws -> [Int]) throws -> Record {
        let (instances, events, hooks) = (model.instances.count, model.log.count, model.hookResults.count)
        let roots = try step()
        return .built(
            roots: roots, instances: instances..<model.instances.count, events: events..<model.log.count,
            hooks: hooks..<model.hookResults.count, liveHooks: model.hooksMade - model.hooksReleased)
    }
}
