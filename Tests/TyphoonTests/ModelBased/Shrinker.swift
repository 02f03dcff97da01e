/// Makes a failing spec small enough to read: greedily takes the first simplification that still
/// fails, until none does.
enum Shrinker {
    static func shrink(_ spec: WiringSpec, stillFails: (WiringSpec) -> Bool) -> WiringSpec {
        var current = spec
        var progressed = true
        while progressed {
            progressed = false
            for candidate in simplifications(of: current) where stillFails(candidate) {
                current = candidate
                progressed = true
                break
            }
        }
        return current
    }

    /// Smaller variants of a spec, biggest cuts first; each is still a valid spec (by-type targets
    /// listed, eager ones singletons, at least one step), though the model may reject it.
    static func simplifications(of spec: WiringSpec) -> [WiringSpec] {
        var candidates = spec.steps.indices.map { index in
            var smaller = spec
            smaller.steps.remove(at: index)
            return smaller
        }
        candidates += spec.nodes.keys.sorted().map { removing($0, from: spec) }
        candidates += subjectVariants(of: spec)
        candidates += hookVariants(of: spec)
        for node in spec.nodes.keys.sorted() {
            candidates += variants(of: spec.nodes[node]!).map { definition in
                var smaller = spec
                smaller.nodes[node] = definition
                return smaller
            }
        }
        return candidates.filter { valid($0) && $0 != spec }
    }

    private static func valid(_ spec: WiringSpec) -> Bool {
        let typedTargets = spec.nodes.values.flatMap { $0.properties.filter(\.byType).map(\.target.node) }
        let injects = spec.steps.contains { if case .inject = $0 { true } else { false } }
        return !spec.steps.isEmpty && (typedTargets + spec.slots).allSatisfy { spec.nodes[$0]?.listed == true }
            && spec.nodes.values.allSatisfy { !$0.eager || ($0.listed && $0.scope == .singleton) }
            && (!injects || spec.slots.count == 2)
    }

    /// The spec without a subject once no step injects one, and with plainer subjects.
    private static func subjectVariants(of spec: WiringSpec) -> [WiringSpec] {
        var withoutSlots = spec
        withoutSlots.slots = []
        var plainSubjects = spec
        plainSubjects.steps = spec.steps.map { if case .inject = $0 { .inject(.none) } else { $0 } }
        return [withoutSlots, plainSubjects]
    }

    /// The spec whose hooks call nothing, call the plainest argument, and whose steps pass no hook.
    private static func hookVariants(of spec: WiringSpec) -> [WiringSpec] {
        var callingNothing = spec
        callingNothing.hookCall = nil
        var plainerCall = spec
        plainerCall.hookCall = spec.hookCall?.withPlainArgument
        var passingNoHook = spec
        passingNoHook.steps = spec.steps.map {
            if case .resolve(let ref) = $0 { .resolve(ref.withoutHook) } else { $0 }
        }
        return [callingNothing, plainerCall, passingNoHook]
    }

    /// The spec without a definition, every reference to it and every step that resolves it.
    private static func removing(_ node: Int, from spec: WiringSpec) -> WiringSpec {
        var smaller = spec
        smaller.nodes[node] = nil
        for key in smaller.nodes.keys {
            var definition = smaller.nodes[key]!
            definition.initializer.removeAll { $0.node == node }
            definition.properties.removeAll { $0.target.node == node }
            definition.methods = definition.methods.map { $0.filter { $0.node != node } }.filter { !$0.isEmpty }
            smaller.nodes[key] = definition
        }
        smaller.steps.removeAll { $0.resolves(node) }
        if smaller.hookCall?.node == node { smaller.hookCall = nil }
        if smaller.slots.contains(node) {
            smaller.slots = []
            smaller.steps.removeAll { if case .inject = $0 { true } else { false } }
        }
        return smaller
    }

    /// One-step simplifications of a definition: fewer references, fewer features, plainer values.
    private static func variants(of definition: NodeSpec) -> [NodeSpec] {
        var variants: [NodeSpec] = []
        func variant(_ change: (inout NodeSpec) -> Void) {
            var changed = definition
            change(&changed)
            variants.append(changed)
        }
        for index in definition.initializer.indices { variant { $0.initializer.remove(at: index) } }
        for index in definition.properties.indices { variant { $0.properties.remove(at: index) } }
        for index in definition.methods.indices { variant { $0.methods.remove(at: index) } }
        for (method, arguments) in definition.methods.enumerated() where arguments.count > 1 {
            for index in arguments.indices { variant { $0.methods[method].remove(at: index) } }
        }
        for index in definition.properties.indices { variant { $0.properties[index].byType = false } }
        for index in definition.properties.indices { variant { $0.properties[index].backReference = false } }
        variant { $0.awareness = .none }
        variant { $0.before = false }
        variant { $0.after = false }
        variant { $0.eager = false }
        variant { $0.listed = false }
        variant { $0.scopeInConfiguration = false }
        variant { $0.capture = nil }
        variant {
            $0.initializer = $0.initializer.map(\.withoutHook)
            $0.properties = $0.properties.map { property in
                var plainer = property
                plainer.target = property.target.withoutHook
                return plainer
            }
            $0.methods = $0.methods.map { $0.map(\.withoutHook) }
        }
        variant {
            $0.scope = .objectGraph
            $0.eager = false
        }
        variant { $0.initializer = $0.initializer.map(\.withPlainArgument) }
        variant {
            $0.properties = $0.properties.map { property in
                var plainer = property
                plainer.target = property.target.withPlainArgument
                return plainer
            }
        }
        variant { $0.methods = $0.methods.map { $0.map(\.withPlainArgument) } }
        return variants
    }
}

extension Ref {
    /// The same reference with argument 0, the plainest value.
    var withPlainArgument: Ref { Ref(node: node, argument: argument.map { _ in 0 }, hook: hook) }

    /// The same reference passing its number instead of a hook.
    var withoutHook: Ref { Ref(node: node, argument: argument) }
}

extension Step {
    /// Whether the step calls, patches or detaches the definition.
    func resolves(_ node: Int) -> Bool {
        switch self {
        case .resolve(let ref): ref.node == node
        case .patch(let patched), .detach(let patched): patched == node
        case .inject, .release: false
        }
    }
}
