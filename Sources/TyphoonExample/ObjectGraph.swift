import Foundation

/// A built object that can say what it references, so that the example can draw what the container
/// built.
///
/// The picture is read from the live objects, so it shows exactly what the assemblies produced, sharing
/// included.
protocol GraphNode: AnyObject {
    /// What tells this instance apart, after its type name: a name, a URL. Empty by default.
    var graphDetail: String { get }
    /// The objects this one references, in the order to show them.
    var graphLinks: [GraphLink] { get }
}

extension GraphNode {
    var graphDetail: String { "" }
    var graphLinks: [GraphLink] { [] }
}

/// A property that references another object.
///
/// A strong link means "holds"; the picture is the tree of strong links. A weak link only points back
/// or across, and is never expanded.
struct GraphLink {
    let name: String
    let node: (any GraphNode)?
    let isWeak: Bool

    static func strong(_ name: String, _ node: Any?) -> GraphLink {
        GraphLink(name: name, node: node as? any GraphNode, isWeak: false)
    }

    static func weak(_ name: String, _ node: Any?) -> GraphLink {
        GraphLink(name: name, node: node as? any GraphNode, isWeak: true)
    }
}

/// The objects reachable from a root, each once, numbered in the order a depth-first walk along
/// strong links meets them (then any object only a weak link points at); drawn as indented text
/// or as Graphviz DOT.
struct ObjectGraph {
    private var nodes: [any GraphNode] = []
    private var numbers: [ObjectIdentifier: Int] = [:]

    /// How many of `nodes` a strong link reaches; the rest are only pointed at by weak links.
    private var strongCount = 0

    init(root: any GraphNode) {
        visit(root)
        strongCount = nodes.count
        for node in nodes.prefix(strongCount) {
            for link in node.graphLinks where link.isWeak {
                if let target = link.node, number(of: target) == nil { add(target) }
            }
        }
    }

    private mutating func add(_ node: any GraphNode) {
        numbers[ObjectIdentifier(node)] = nodes.count
        nodes.append(node)
    }

    private mutating func visit(_ node: any GraphNode) {
        guard number(of: node) == nil else { return }
        add(node)
        for link in node.graphLinks where !link.isWeak {
            if let target = link.node { visit(target) }
        }
    }

    private func number(of node: any GraphNode) -> Int? {
        numbers[ObjectIdentifier(node)]
    }

    private static func label(of node: any GraphNode) -> String {
        let type = String(describing: Swift.type(of: node))
        return node.graphDetail.isEmpty ? type : "\(type) \(node.graphDetail)"
    }

    // MARK: Indented text

    /// One line per reference.
    ///
    /// An object is expanded under the first strong link that reaches it; a later link to it is one
    /// line marked "(same as above)".
    func text() -> [String] {
        guard let root = nodes.first else { return [] }
        var lines = [Self.label(of: root)]
        var shown: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        appendLinks(of: root, depth: 1, shown: &shown, to: &lines)
        return lines
    }

    private func appendLinks(
        of node: any GraphNode, depth: Int, shown: inout Set<ObjectIdentifier>, to lines: inout [String]
    ) {
        for link in node.graphLinks {
            guard let target = link.node else { continue }
            let id = ObjectIdentifier(target)
            let line = String(repeating: "  ", count: depth) + "\(link.name): \(Self.label(of: target))"
            if link.isWeak {
                if shown.contains(id) {
                    lines.append(line + " (weak, same as above)")
                } else if let number = number(of: target), number < strongCount {
                    lines.append(line + " (weak, see below)")
                } else {
                    lines.append(line + " (weak)")
                }
            } else if shown.contains(id) {
                lines.append(line + " (same as above)")
            } else {
                shown.insert(id)
                lines.append(line)
                appendLinks(of: target, depth: depth + 1, shown: &shown, to: &lines)
            }
        }
    }

    // MARK: Graphviz DOT

    /// One node per object, however many objects reference it; weak links are dashed.
    func dot(name: String) -> String {
        var out = ["digraph \(Self.quoted(name)) {", "  node [shape=box, fontname=\"Helvetica\"];"]
        for (index, node) in nodes.enumerated() {
            let type = String(describing: Swift.type(of: node))
            let label = node.graphDetail.isEmpty ? type : "\(type)\n\(node.graphDetail)"
            out.append("  n\(index) [label=\(Self.quoted(label))];")
        }
        for (index, node) in nodes.prefix(strongCount).enumerated() {
            for link in node.graphLinks {
                guard let target = link.node, let targetNumber = number(of: target) else { continue }
                let style = link.isWeak ? ", style=dashed" : ""
                out.append("  n\(index) -> n\(targetNumber) [label=\(Self.quoted(link.name))\(style)];")
            }
        }
        out.append("}")
        return out.joined(separator: "\n")
    }

    private static func quoted(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(escaped)\""
    }
}
