import Typhoon

/// One fixed assembly whose definitions do what the spec it holds says.
///
/// Each definition method has its own `define` call, because a definition is known by its call
/// site (Docs/Behaviour.md, Platforms and identity): `c0()`…`c11()` take no argument and can be listed, `a0(_:)`…`a3(_:)` take a run-time
/// argument. A new assembly is made for each case, so each case's scopes and injections are
/// learned afresh. Its initializers record what each argument had received, its call-backs and
/// injections write to the journal's log.
///
/// It makes the spec's hooks (``Hook``): each call of a reference that passes one makes a new one
/// as the run-time argument, each run of a configuration that captures one makes one (which calls
/// only if the closure that captured it ran: a run that only learns the scope runs none), and
/// each patch step's closure captures one. A hook's deinit calls the spec's ``WiringSpec/hookCall``
/// while the assembly lives and ``hooksCall`` is set, and adds what it got to ``hookResults``.
final class ModelAssembly: Assembly, @unchecked Sendable {
    private(set) var spec = WiringSpec.empty
    let journal = Journal()
    let hookCounts = HookCounts()
    /// Whether a hook's deinit calls; the comparison turns it off before it lets go of the case.
    var hooksCall = true
    /// What each hook's call got, in the order the calls began, until the comparison takes them.
    var hookResults: [ModelNode] {
        get { hookCalls.map { $0! } }
        set { hookCalls = newValue }
    }
    /// A call's place is taken when it begins: the hooks one hook's call lets go of when it ends
    /// run inside that call and end first, though they began after it.
    private var hookCalls: [ModelNode?] = []
    /// The patch each patched definition has now, and how many patch steps ran.
    private var patches: [Int: Patch] = [:]
    private var patchSteps = 0

    convenience init(spec: WiringSpec) {
        self.init()
        self.spec = spec
    }

    required init() { super.init() }

    func c0() -> N0 {
        define(scope: declaredScope(0)) {
            self.make(0, nil, [N0.self, N0Aware.self, N0FactoryAware.self, N0FullyAware.self])
        } configuration: {
            self.configure($0, 0)
        }
    }

    func c1() -> N1 {
        define(scope: declaredScope(1)) {
            self.make(1, nil, [N1.self, N1Aware.self, N1FactoryAware.self, N1FullyAware.self])
        } configuration: {
            self.configure($0, 1)
        }
    }

    func c2() -> N2 {
        define(scope: declaredScope(2)) {
            self.make(2, nil, [N2.self, N2Aware.self, N2FactoryAware.self, N2FullyAware.self])
        } configuration: {
            self.configure($0, 2)
        }
    }

    func c3() -> N3 {
        define(scope: declaredScope(3)) {
            self.make(3, nil, [N3.self, N3Aware.self, N3FactoryAware.self, N3FullyAware.self])
        } configuration: {
            self.configure($0, 3)
        }
    }

    func c4() -> N4 {
        define(scope: declaredScope(4)) {
            self.make(4, nil, [N4.self, N4Aware.self, N4FactoryAware.self, N4FullyAware.self])
        } configuration: {
            self.configure($0, 4)
        }
    }

    func c5() -> N5 {
        define(scope: declaredScope(5)) {
            self.make(5, nil, [N5.self, N5Aware.self, N5FactoryAware.self, N5FullyAware.self])
        } configuration: {
            self.configure($0, 5)
        }
    }

    func c6() -> N6 {
        define(scope: declaredScope(6)) {
            self.make(6, nil, [N6.self, N6Aware.self, N6FactoryAware.self, N6FullyAware.self])
        } configuration: {
            self.configure($0, 6)
        }
    }

    func c7() -> N7 {
        define(scope: declaredScope(7)) {
            self.make(7, nil, [N7.self, N7Aware.self, N7FactoryAware.self, N7FullyAware.self])
        } configuration: {
            self.configure($0, 7)
        }
    }

    func c8() -> N8 {
        define(scope: declaredScope(8)) {
            self.make(8, nil, [N8.self, N8Aware.self, N8FactoryAware.self, N8FullyAware.self])
        } configuration: {
            self.configure($0, 8)
        }
    }

    func c9() -> N9 {
        define(scope: declaredScope(9)) {
            self.make(9, nil, [N9.self, N9Aware.self, N9FactoryAware.self, N9FullyAware.self])
        } configuration: {
            self.configure($0, 9)
        }
    }

    func c10() -> N10 {
        define(scope: declaredScope(10)) {
            self.make(10, nil, [N10.self, N10Aware.self, N10FactoryAware.self, N10FullyAware.self])
        } configuration: {
            self.configure($0, 10)
        }
    }

    func c11() -> N11 {
        define(scope: declaredScope(11)) {
            self.make(11, nil, [N11.self, N11Aware.self, N11FactoryAware.self, N11FullyAware.self])
        } configuration: {
            self.configure($0, 11)
        }
    }

    func a0(_ argument: ModelArgument) -> NA0 {
        define(scope: declaredScope(12), arguments: argument.passed) {
            self.make(12, argument.number, [NA0.self, NA0Aware.self, NA0FactoryAware.self, NA0FullyAware.self])
        } configuration: {
            self.configure($0, 12)
        }
    }

    func a1(_ argument: ModelArgument) -> NA1 {
        define(scope: declaredScope(13), arguments: argument.passed) {
            self.make(13, argument.number, [NA1.self, NA1Aware.self, NA1FactoryAware.self, NA1FullyAware.self])
        } configuration: {
            self.configure($0, 13)
        }
    }

    func a2(_ argument: ModelArgument) -> NA2 {
        define(scope: declaredScope(14), arguments: argument.passed) {
            self.make(14, argument.number, [NA2.self, NA2Aware.self, NA2FactoryAware.self, NA2FullyAware.self])
        } configuration: {
            self.configure($0, 14)
        }
    }

    func a3(_ argument: ModelArgument) -> NA3 {
        define(scope: declaredScope(15), arguments: argument.passed) {
            self.make(15, argument.number, [NA3.self, NA3Aware.self, NA3FactoryAware.self, NA3FullyAware.self])
        } configuration: {
            self.configure($0, 15)
        }
    }

    /// Calls the definition a reference names.
    func resolve(_ ref: Ref) -> ModelNode {
        switch ref.node {
        case 0: c0()
        case 1: c1()
        case 2: c2()
        case 3: c3()
        case 4: c4()
        case 5: c5()
        case 6: c6()
        case 7: c7()
        case 8: c8()
        case 9: c9()
        case 10: c10()
        case 11: c11()
        case 12: a0(argument(ref))
        case 13: a1(argument(ref))
        case 14: a2(argument(ref))
        case 15: a3(argument(ref))
        default: fatalError("no definition \(ref.node)")
        }
    }

    private func argument(_ ref: Ref) -> ModelArgument {
        ModelArgument(number: ref.argument!, hook: ref.hook ? makeHook() : nil)
    }

    private func makeHook(callsOnlyOnceTouched: Bool = false) -> Hook {
        Hook(counts: hookCounts, callsOnlyOnceTouched: callsOnlyOnceTouched) { [weak self] in self?.hookRan() }
    }

    private func hookRan() {
        guard hooksCall, let target = spec.hookCall else { return }
        let place = hookCalls.count
        hookCalls.append(nil)
        let got = resolve(target)
        hookCalls[place] = got
    }

    /// Patches a plain definition with a stub whose closure captures a new hook, and returns what
    /// the patch's call of the definition got.
    func patchStep(_ node: Int) -> ModelNode {
        // The engine then holds the last reference to the replaced closure, and lets go of it
        // when the patch's call ends.
        patches[node] = nil
        let hook = makeHook()
        let number = patchSteps
        patchSteps += 1
        func stub<T: ModelNode>(_ type: T.Type) -> () -> T {
            { [unowned self] in
                withExtendedLifetime(hook) {
                    let stub = T(kind: node, argument: nil, initialized: [], journal: self.journal)
                    stub.patch = number
                    return stub
                }
            }
        }
        var got: ModelNode?
        func call<T: ModelNode>(_ method: @escaping () -> T) -> () -> T {
            {
                let component = method()
                got = component
                return component
            }
        }
        patches[node] =
            switch node {
            case 0: patch(call(c0), with: stub(N0.self))
            case 1: patch(call(c1), with: stub(N1.self))
            case 2: patch(call(c2), with: stub(N2.self))
            case 3: patch(call(c3), with: stub(N3.self))
            case 4: patch(call(c4), with: stub(N4.self))
            case 5: patch(call(c5), with: stub(N5.self))
            case 6: patch(call(c6), with: stub(N6.self))
            case 7: patch(call(c7), with: stub(N7.self))
            case 8: patch(call(c8), with: stub(N8.self))
            case 9: patch(call(c9), with: stub(N9.self))
            case 10: patch(call(c10), with: stub(N10.self))
            case 11: patch(call(c11), with: stub(N11.self))
            default: fatalError("definition \(node) takes an argument; only plain ones are patched")
            }
        return got!
    }

    /// Detaches the definition's patch, if it has one, and lets go of it.
    func detachStep(_ node: Int) {
        patches.removeValue(forKey: node)?.detach()
    }

    override var components: [Component] {
        spec.listed.map { component($0, eager: spec.nodes[$0]!.eager) }
    }

    private func component(_ node: Int, eager: Bool) -> Component {
        let slots = spec.slots.indices.filter { spec.slots[$0] == node }
        switch node {
        case 0: return listing(ModelAssembly.c0, eager: eager, slots: slots)
        case 1: return listing(ModelAssembly.c1, eager: eager, slots: slots)
        case 2: return listing(ModelAssembly.c2, eager: eager, slots: slots)
        case 3: return listing(ModelAssembly.c3, eager: eager, slots: slots)
        case 4: return listing(ModelAssembly.c4, eager: eager, slots: slots)
        case 5: return listing(ModelAssembly.c5, eager: eager, slots: slots)
        case 6: return listing(ModelAssembly.c6, eager: eager, slots: slots)
        case 7: return listing(ModelAssembly.c7, eager: eager, slots: slots)
        case 8: return listing(ModelAssembly.c8, eager: eager, slots: slots)
        case 9: return listing(ModelAssembly.c9, eager: eager, slots: slots)
        case 10: return listing(ModelAssembly.c10, eager: eager, slots: slots)
        case 11: return listing(ModelAssembly.c11, eager: eager, slots: slots)
        default: fatalError("definition \(node) takes an argument and cannot be listed")
        }
    }

    /// The listing of a plain definition, implementing the protocols of the subject's properties it fills.
    private func listing<T: AnyObject>(
        _ method: @escaping (ModelAssembly) -> () -> T, eager: Bool, slots: [Int]
    ) -> Component {
        switch slots {
        case [0]: Component(method, implements: (any Slot0).self, eager: eager)
        case [1]: Component(method, implements: (any Slot1).self, eager: eager)
        case [0, 1]: Component(method, implements: (any Slot0).self, (any Slot1).self, eager: eager)
        default: Component(method, eager: eager)
        }
    }

    /// The scope given to `define(scope:)`, unless the spec sets it in the configuration instead.
    private func declaredScope(_ node: Int) -> Scope {
        spec.nodes[node].map { $0.scopeInConfiguration ? .objectGraph : $0.scope.scope } ?? .objectGraph
    }

    /// The initializer: resolves the initializer's references, then builds the class the spec
    /// asks for (`classes` in the order of ``Awareness/allCases``), which records what each
    /// argument had received.
    private func make<T: ModelNode>(_ node: Int, _ argument: Int?, _ classes: [T.Type]) -> T {
        let definition = spec.nodes[node]!
        let initialized = definition.initializer.map { resolve($0) }
        let type = classes[Awareness.allCases.firstIndex(of: definition.awareness)!]
        let built = type.init(kind: node, argument: argument, initialized: initialized, journal: journal)
        built.argumentStates = initialized.map { $0.injectedLabels(spec.nodes[$0.kind]!) }
        return built
    }

    private func configure<C: ModelNode>(_ definition: Definition<C>, _ node: Int) {
        let spec = spec.nodes[node]!
        if spec.scopeInConfiguration { definition.scope = spec.scope.scope }
        if spec.before { definition.performBeforeInjections { $0.note(.before) } }
        for (position, property) in spec.properties.enumerated() {
            if property.byType {
                injectByType(definition, property.target.node)
            } else if property.backReference {
                definition.injectProperty(\.references[position], backReferenceTo: self.resolve(property.target))
            } else {
                definition.injectProperty(\.references[position], with: self.resolve(property.target))
            }
        }
        for (method, arguments) in spec.methods.enumerated() {
            definition.injectMethod { $0.receive(method: method, arguments.map { self.resolve($0) }) }
        }
        if spec.after { definition.performAfterInjections { $0.note(.after) } }
        if let site = spec.capture {
            definition.capture(makeHook(callsOnlyOnceTouched: true), at: site, writing: \.hookLabel)
        }
    }

    private func injectByType<C: ModelNode>(_ definition: Definition<C>, _ target: Int) {
        switch target {
        case 0: definition.injectProperty(\.t0)
        case 1: definition.injectProperty(\.t1)
        case 2: definition.injectProperty(\.t2)
        case 3: definition.injectProperty(\.t3)
        case 4: definition.injectProperty(\.t4)
        case 5: definition.injectProperty(\.t5)
        case 6: definition.injectProperty(\.t6)
        case 7: definition.injectProperty(\.t7)
        case 8: definition.injectProperty(\.t8)
        case 9: definition.injectProperty(\.t9)
        case 10: definition.injectProperty(\.t10)
        case 11: definition.injectProperty(\.t11)
        default: fatalError("definition \(target) takes an argument and cannot be found by type")
        }
    }
}

/// The run-time argument of `a0(_:)`…`a3(_:)`: its number, or a hook, which the definition passes
/// to `define(arguments:)` in its place, a class instance told apart by identity.
struct ModelArgument {
    let number: Int
    let hook: Hook?

    var passed: Any { hook ?? number }
}
