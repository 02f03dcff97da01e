import Typhoon

/// One fixed assembly whose definitions do what the spec it holds says.
///
/// Each definition method has its own `define` call, because a definition is known by its call
/// site (Docs/Behaviour.md, Platforms and identity): `c0()`…`c11()` take no argument and can be listed, `a0(_:)`…`a3(_:)`
/// take a run-time argument. A new assembly is made for each case, so each case's scopes and
/// injections are learned afresh.
final class ModelAssembly: Assembly, @unchecked Sendable {
    private(set) var spec = WiringSpec.empty
    let journal = Journal()

    convenience init(spec: WiringSpec) {
        self.init()
        self.spec = spec
    }

    required init() { super.init() }

    func c0() -> N0 {
        define(scope: declaredScope(0)) {
            self.make(0, nil, N0.self, N0Aware.self)
        } configuration: {
            self.configure($0, 0)
        }
    }

    func c1() -> N1 {
        define(scope: declaredScope(1)) {
            self.make(1, nil, N1.self, N1Aware.self)
        } configuration: {
            self.configure($0, 1)
        }
    }

    func c2() -> N2 {
        define(scope: declaredScope(2)) {
            self.make(2, nil, N2.self, N2Aware.self)
        } configuration: {
            self.configure($0, 2)
        }
    }

    func c3() -> N3 {
        define(scope: declaredScope(3)) {
            self.make(3, nil, N3.self, N3Aware.self)
        } configuration: {
            self.configure($0, 3)
        }
    }

    func c4() -> N4 {
        define(scope: declaredScope(4)) {
            self.make(4, nil, N4.self, N4Aware.self)
        } configuration: {
            self.configure($0, 4)
        }
    }

    func c5() -> N5 {
        define(scope: declaredScope(5)) {
            self.make(5, nil, N5.self, N5Aware.self)
        } configuration: {
            self.configure($0, 5)
        }
    }

    func c6() -> N6 {
        define(scope: declaredScope(6)) {
            self.make(6, nil, N6.self, N6Aware.self)
        } configuration: {
            self.configure($0, 6)
        }
    }

    func c7() -> N7 {
        define(scope: declaredScope(7)) {
            self.make(7, nil, N7.self, N7Aware.self)
        } configuration: {
            self.configure($0, 7)
        }
    }

    func c8() -> N8 {
        define(scope: declaredScope(8)) {
            self.make(8, nil, N8.self, N8Aware.self)
        } configuration: {
            self.configure($0, 8)
        }
    }

    func c9() -> N9 {
        define(scope: declaredScope(9)) {
            self.make(9, nil, N9.self, N9Aware.self)
        } configuration: {
            self.configure($0, 9)
        }
    }

    func c10() -> N10 {
        define(scope: declaredScope(10)) {
            self.make(10, nil, N10.self, N10Aware.self)
        } configuration: {
            self.configure($0, 10)
        }
    }

    func c11() -> N11 {
        define(scope: declaredScope(11)) {
            self.make(11, nil, N11.self, N11Aware.self)
        } configuration: {
            self.configure($0, 11)
        }
    }

    func a0(_ argument: Int) -> NA0 {
        define(scope: declaredScope(12), arguments: argument) {
            self.make(12, argument, NA0.self, NA0Aware.self)
        } configuration: {
            self.configure($0, 12)
        }
    }

    func a1(_ argument: Int) -> NA1 {
        define(scope: declaredScope(13), arguments: argument) {
            self.make(13, argument, NA1.self, NA1Aware.self)
        } configuration: {
            self.configure($0, 13)
        }
    }

    func a2(_ argument: Int) -> NA2 {
        define(scope: declaredScope(14), arguments: argument) {
            self.make(14, argument, NA2.self, NA2Aware.self)
        } configuration: {
            self.configure($0, 14)
        }
    }

    func a3(_ argument: Int) -> NA3 {
        define(scope: declaredScope(15), arguments: argument) {
            self.make(15, argument, NA3.self, NA3Aware.self)
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
        case 12: a0(ref.argument!)
        case 13: a1(ref.argument!)
        case 14: a2(ref.argument!)
        case 15: a3(ref.argument!)
        default: fatalError("no definition \(ref.node)")
        }
    }

    override var components: [Component] {
        spec.listed.map { component($0, eager: spec.nodes[$0]!.eager) }
    }

    private func component(_ node: Int, eager: Bool) -> Component {
        switch node {
        case 0: Component(Self.c0, eager: eager)
        case 1: Component(Self.c1, eager: eager)
        case 2: Component(Self.c2, eager: eager)
        case 3: Component(Self.c3, eager: eager)
        case 4: Component(Self.c4, eager: eager)
        case 5: Component(Self.c5, eager: eager)
        case 6: Component(Self.c6, eager: eager)
        case 7: Component(Self.c7, eager: eager)
        case 8: Component(Self.c8, eager: eager)
        case 9: Component(Self.c9, eager: eager)
        case 10: Component(Self.c10, eager: eager)
        case 11: Component(Self.c11, eager: eager)
        default: fatalError("definition \(node) takes an argument and cannot be listed")
        }
    }

    /// The scope given to `define(scope:)`, unless the spec sets it in the configuration instead.
    private func declaredScope(_ node: Int) -> Scope {
        spec.nodes[node].map { $0.scopeInConfiguration ? .objectGraph : $0.scope.scope } ?? .objectGraph
    }

    /// The initializer: resolves the initializer's references, then builds the class the spec asks for.
    private func make<T: ModelNode>(_ node: Int, _ argument: Int?, _ plain: T.Type, _ aware: T.Type) -> T {
        let definition = spec.nodes[node]!
        let initialized = definition.initializer.map { resolve($0) }
        let type = definition.aware ? aware : plain
        return type.init(kind: node, argument: argument, initialized: initialized, journal: journal)
    }

    private func configure<C: ModelNode>(_ definition: Definition<C>, _ node: Int) {
        let spec = spec.nodes[node]!
        if spec.scopeInConfiguration { definition.scope = spec.scope.scope }
        if spec.before { definition.performBeforeInjections { $0.note(.before) } }
        for (position, property) in spec.properties.enumerated() {
            if property.byType {
                injectByType(definition, property.target.node)
            } else {
                definition.injectProperty(\.references[position], with: self.resolve(property.target))
            }
        }
        for (method, arguments) in spec.methods.enumerated() {
            definition.injectMethod { $0.receive(method: method, arguments.map { self.resolve($0) }) }
        }
        if spec.after { definition.performAfterInjections { $0.note(.after) } }
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
