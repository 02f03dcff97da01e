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

/// A call of a definition: plain definitions `c0()`…`c11()` are nodes 0–11, definitions with a
/// run-time argument `a0(_:)`…`a3(_:)` are nodes 12–15 and always carry an argument.
struct Ref: Hashable, Codable, Sendable, CustomStringConvertible {
    static let plainCount = 12
    static let universe = 16

    var node: Int
    var argument: Int?

    static func takesArgument(_ node: Int) -> Bool { node >= plainCount }

    static func name(_ node: Int) -> String {
        takesArgument(node) ? "a\(node - plainCount)" : "c\(node)"
    }

    /// The method's name as `#function` spells it, the way the engine's messages name it.
    static func methodName(_ node: Int) -> String {
        takesArgument(node) ? "\(name(node))(_:)" : "\(name(node))()"
    }

    var description: String {
        argument.map { "\(Ref.name(node))(\($0))" } ?? Ref.name(node)
    }
}

/// A property injection: by reference (`injectProperty(\.x, with: self.c3())`) or by type
/// (`injectProperty(\.t3)`, which needs the target listed).
struct PropertySpec: Hashable, Codable, Sendable {
    var target: Ref
    var byType: Bool
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
    /// Whether the built class is `InjectionAware`.
    var aware = false
    var before = false
    var after = false
    var listed = false
    var eager = false

    /// Every reference this definition makes, wherever it makes it.
    var references: [Ref] { initializer + properties.map(\.target) + methods.flatMap { $0 } }
}

/// What the test does after activation: resolve a root and hold it, or let go of the oldest root held.
enum Step: Hashable, Codable, Sendable, CustomStringConvertible {
    case resolve(Ref)
    case release

    var description: String {
        switch self {
        case .resolve(let ref): "resolve \(ref)"
        case .release: "release the oldest root"
        }
    }
}

/// A generated wiring: the definitions of one assembly and what the test does with it.
struct WiringSpec: Hashable, Codable, Sendable, CustomStringConvertible {
    var nodes: [Int: NodeSpec]
    var steps: [Step]

    static let empty = WiringSpec(nodes: [:], steps: [])

    /// The listed definitions, in the order `components` lists them (eager ones build in that order).
    var listed: [Int] { nodes.keys.sorted().filter { nodes[$0]!.listed } }

    var description: String {
        let definitions = nodes.keys.sorted().map { "  \(Ref.name($0)): \(describe(nodes[$0]!))" }
        let steps = steps.map { "  \($0)" }
        return (["definitions:"] + definitions + ["steps:"] + steps).joined(separator: "\n")
    }

    private func describe(_ node: NodeSpec) -> String {
        var parts = [node.scope.rawValue + (node.scopeInConfiguration ? " (set in configuration)" : "")]
        func list(_ refs: [String]) -> String { "[" + refs.joined(separator: ", ") + "]" }
        if !node.initializer.isEmpty { parts.append("init \(list(node.initializer.map(\.description)))") }
        if !node.properties.isEmpty {
            parts.append("props \(list(node.properties.map { "\($0.target)" + ($0.byType ? " by type" : "") }))")
        }
        for method in node.methods { parts.append("method \(list(method.map(\.description)))") }
        let flags: [(Bool, String)] = [
            (node.aware, "InjectionAware"), (node.before, "before call-back"), (node.after, "after call-back"),
            (node.listed && !node.eager, "listed"), (node.eager, "listed eager"),
        ]
        parts += flags.filter(\.0).map(\.1)
        return parts.joined(separator: ", ")
    }
}
