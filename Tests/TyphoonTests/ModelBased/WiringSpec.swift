import Typhoon

/// The five scopes of Docs/Behaviour.md, Scopes, as a spec writes them.
enum ModelScope: String, CaseIterable, Codable, Sendable {
    case objectGraph, prototype, singleton, lazySingleton, weakSingleton

    var scope: Scope {
        switch self {
        case .objectGraph: .objectGraph
        case .prototype: .prototype
        case .singleton: .singleton
        case .lazySingleton: .lazySingleton
        case .weakSingleton: .weakSingleton
        }
    }

    /// Whether the factory keeps the instance for its whole life.
    var isSingleton: Bool { self == .singleton || self == .lazySingleton }
}

/// A call of a definition, or a subject.
///
/// Plain definitions `c0()`…`c11()` are nodes 0–11, definitions with a run-time argument
/// `a0(_:)`…`a3(_:)` are nodes 12–15 and always carry an argument. Node 16 is no definition: it
/// stands for the subjects the test hands to `inject(_:)`.
///
/// A reference to `a0(_:)`…`a3(_:)` may pass a hook instead of its number: a new object, made by
/// each call, whose `deinit` calls the wiring's ``WiringSpec/hookCall``. Its argument set is then
/// one no other call has, so it is a new instance in every scope.
struct Ref: Hashable, Codable, Sendable, CustomStringConvertible {
    static let plainCount = 12
    static let universe = 16
    static let subject = universe

    var node: Int
    var argument: Int?
    var hook = false

    static func takesArgument(_ node: Int) -> Bool { node >= plainCount && node < subject }

    static func name(_ node: Int) -> String {
        if node == subject { return "subject" }
        return takesArgument(node) ? "a\(node - plainCount)" : "c\(node)"
    }

    /// The method's name as `#function` spells it, the way the engine's messages name it.
    static func methodName(_ node: Int) -> String {
        takesArgument(node) ? "\(name(node))(_:)" : "\(name(node))()"
    }

    var description: String {
        guard let argument else { return Ref.name(node) }
        return "\(Ref.name(node))(\(argument)\(hook ? ", a hook" : ""))"
    }
}

/// A property injection: by reference (`injectProperty(\.x, with: self.c3())`), by reference in
/// the back-reference form (`injectProperty(\.x, backReferenceTo: self.c3())`), or by type
/// (`injectProperty(\.t3)`, which needs the target listed).
struct PropertySpec: Hashable, Codable, Sendable {
    var target: Ref
    var byType: Bool
    var backReference = false
}

/// Which call-back protocols a built class conforms to.
enum Awareness: String, CaseIterable, Codable, Sendable {
    case none, injectionAware, factoryAware, both

    var injection: Bool { self == .injectionAware || self == .both }
    var factory: Bool { self == .factoryAware || self == .both }
}

/// One definition of a generated wiring.
struct NodeSpec: Hashable, Codable, Sendable {
    var scope: ModelScope
    /// Whether the configuration sets the scope (`definition.scope = …`) instead of `define(scope:)`.
    var scopeInConfiguration = false
    var initializer: [Ref] = []
    var properties: [PropertySpec] = []
    /// Each method injection with the references it passes.
    var methods: [[Ref]] = []
    /// Whether the built class is `InjectionAware`, `FactoryAware`, both or neither.
    var awareness = Awareness.none
    var before = false
    var after = false
    var listed = false
    var eager = false
    /// Whether each run of the configuration makes a hook, captured only by the closure of that
    /// kind that the configuration adds.
    var capture: CaptureSite?

    /// Every reference this definition makes, wherever it makes it.
    var references: [Ref] { initializer + properties.map(\.target) + methods.flatMap { $0 } }
}

/// What the test does after activation: resolve a root and hold it, hand a new subject to
/// `inject(_:)` and hold it, let go of the oldest root held, patch a plain definition with a stub
/// (whose closure captures a hook; a patch of a patched definition replaces its patch), or detach
/// a definition's patch.
enum Step: Hashable, Codable, Sendable, CustomStringConvertible {
    case resolve(Ref)
    case inject(Awareness)
    case release
    case patch(Int)
    case detach(Int)

    var description: String {
        switch self {
        case .resolve(let ref): "resolve \(ref)"
        case .inject(let awareness): "inject a subject (\(awareness.rawValue))"
        case .release: "release the oldest root"
        case .patch(let node): "patch \(Ref.name(node)) with a stub whose closure captures a hook"
        case .detach(let node): "detach the patch of \(Ref.name(node))"
        }
    }
}

/// A generated wiring: the definitions of one assembly and what the test does with it.
struct WiringSpec: Hashable, Codable, Sendable, CustomStringConvertible {
    var nodes: [Int: NodeSpec]
    var steps: [Step]
    /// The plain definitions that fill the subject's two auto-injected properties.
    ///
    /// The subject has `@InjectedProtocol var s0: any Slot0` and `s1: any Slot1`; each definition
    /// here is listed as implementing that slot's protocol. Empty when no step injects a subject.
    var slots: [Int] = []
    /// The definition every hook's `deinit` calls, if any: made by a reference that passes a
    /// hook, by a configuration that captures one, or captured by a patch's closure.
    var hookCall: Ref?

    static let empty = WiringSpec(nodes: [:], steps: [])

    /// The listed definitions, in the order `components` lists them (eager ones build in that order).
    var listed: [Int] { nodes.keys.sorted().filter { nodes[$0]!.listed } }

    var description: String {
        let definitions = nodes.keys.sorted().map { "  \(Ref.name($0)): \(describe(nodes[$0]!))" }
        let subject =
            slots.isEmpty ? [] : ["  subject: s0 by type \(Ref.name(slots[0])), s1 by type \(Ref.name(slots[1]))"]
        let hooks = hookCall.map { ["  every hook's deinit calls \($0)"] } ?? []
        let steps = steps.map { "  \($0)" }
        return (["definitions:"] + definitions + subject + hooks + ["steps:"] + steps).joined(separator: "\n")
    }

    private func describe(_ node: NodeSpec) -> String {
        var parts = [node.scope.rawValue + (node.scopeInConfiguration ? " (set in configuration)" : "")]
        func list(_ refs: [String]) -> String { "[" + refs.joined(separator: ", ") + "]" }
        if !node.initializer.isEmpty { parts.append("init \(list(node.initializer.map(\.description)))") }
        if !node.properties.isEmpty {
            parts.append("props \(list(node.properties.map(\.description)))")
        }
        for method in node.methods { parts.append("method \(list(method.map(\.description)))") }
        let flags: [(Bool, String)] = [
            (node.awareness.injection, "InjectionAware"), (node.awareness.factory, "FactoryAware"),
            (node.before, "before call-back"), (node.after, "after call-back"),
            (node.listed && !node.eager, "listed"), (node.eager, "listed eager"),
        ]
        parts += flags.filter(\.0).map(\.1)
        if let capture = node.capture { parts.append("configuration captures a hook at .\(capture.rawValue)") }
        return parts.joined(separator: ", ")
    }
}

extension PropertySpec: CustomStringConvertible {
    var description: String {
        "\(target)" + (byType ? " by type" : backReference ? " back-reference" : "")
    }
}
