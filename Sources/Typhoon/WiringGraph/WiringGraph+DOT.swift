extension WiringGraph {
    /// The graph in Graphviz's DOT language: one cluster per assembly, a box per definition
    /// (method, declared type and scope, listing, configuration keys, run-time arguments, test
    /// marks), an arrow per reference, and a dashed arrow between the clusters of collaborating
    /// assemblies.
    ///
    /// Use it with Graphviz: `dot -Tsvg wiring.dot -o wiring.svg`. A back-reference is dashed,
    /// an option's choice dotted, a reference by type has a hollow head; an async definition has
    /// a double border (and `async` before its scope); a definition that must be patched in tests
    /// is drawn in orange.
    public var dot: String {
        var lines = [
            "digraph wiring {", "  rankdir=LR;", "  compound=true;", "  fontname=\"Helvetica\";",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        for (index, group) in assemblyGroups.enumerated() {
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(Self.dotQuoted(group.assembly));")
            if group.nodes.isEmpty {
                lines.append(
                    "    \(Self.dotQuoted(Self.placeholder(of: group.assembly))) [label=\"\", shape=point, style=invis];"
                )
            }
            for node in group.nodes {
                let color = node.mustBePatchedInTests ? ", color=orange" : ""
                let periphery = node.isAsync ? ", peripheries=2" : ""
                lines.append(
                    "    \(Self.dotQuoted(node.id)) [label=\(Self.dotQuoted(node.labelLines.joined(separator: "\n")))\(periphery)\(color)];"
                )
            }
            lines.append("  }")
        }
        for edge in edges {
            lines.append("  \(Self.dotQuoted(edge.from)) -> \(Self.dotQuoted(edge.to))\(Self.dotAttributes(of: edge));")
        }
        let clusters = Dictionary(
            uniqueKeysWithValues: assemblyGroups.enumerated().map { ($1.assembly, ($0, $1.nodes)) })
        for collaboration in collaborations {
            guard let (tail, tailNodes) = clusters[collaboration.assembly],
                let (head, headNodes) = clusters[collaboration.collaborator], tail != head
            else { continue }
            let from = tailNodes.first?.id ?? Self.placeholder(of: collaboration.assembly)
            let to = headNodes.first?.id ?? Self.placeholder(of: collaboration.collaborator)
            lines.append(
                "  \(Self.dotQuoted(from)) -> \(Self.dotQuoted(to)) [ltail=cluster_\(tail), lhead=cluster_\(head), style=dashed, color=gray40, label=\(Self.dotQuoted(collaboration.property))];"
            )
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The invisible node that stands for an assembly without drawn definitions, so that its
    /// collaborations have an end.
    private static func placeholder(of assembly: String) -> String {
        "\(assembly) (assembly)"
    }

    /// An edge's attributes: its label and the style of its kind.
    private static func dotAttributes(of edge: Edge) -> String {
        var attributes: [String] = []
        let label = edge.label
        if !label.isEmpty { attributes.append("label=\(dotQuoted(label))") }
        switch edge.kind {
        case .backReference: attributes.append("style=dashed, constraint=false")
        case .optionChoice: attributes.append("style=dotted")
        case .initializer, .property, .method: break
        }
        if edge.byType { attributes.append("arrowhead=empty") }
        return attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
    }

    /// A DOT string literal: quotes and backslashes escaped, line breaks as `\n`.
    private static func dotQuoted(_ text: String) -> String {
        "\"" + text.escaping(["\"": "\\\"", "\\": "\\\\", "\n": "\\n"]) + "\""
    }
}
