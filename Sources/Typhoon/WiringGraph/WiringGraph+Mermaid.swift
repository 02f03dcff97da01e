extension WiringGraph {
    /// The graph as a Mermaid flowchart: a subgraph per assembly, a box per definition (the
    /// lines of ``dot``), an arrow per reference, and a dotted arrow between collaborating
    /// assemblies.
    ///
    /// Use it where Markdown renders Mermaid (GitHub, many wikis) inside a `mermaid` code block.
    /// A back-reference and an option's choice are dotted arrows, named on the arrow; an async
    /// definition is a box with double sides (`[[…]]`), with `async` before its scope.
    public var mermaid: String {
        var lines = ["flowchart LR"]
        let nodeIDs = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.id, "n\($0)") })
        let groups = assemblyGroups
        for (index, group) in groups.enumerated() {
            lines.append("  subgraph a\(index) [\(Self.mermaidQuoted(group.assembly))]")
            for node in group.nodes {
                let label = node.labelLines.map(Self.mermaidEscaped).joined(separator: "<br/>")
                // An async definition is a subroutine box, `[[…]]`: a double-sided border.
                let (open, close) = node.isAsync ? ("[[", "]]") : ("[", "]")
                lines.append("    \(nodeIDs[node.id]!)\(open)\"\(label)\"\(close)")
            }
            lines.append("  end")
        }
        for edge in edges {
            let arrow = edge.kind == .backReference || edge.kind == .optionChoice ? "-.->" : "-->"
            let label = edge.label.isEmpty ? "" : "|\(Self.mermaidQuoted(edge.label))|"
            lines.append("  \(nodeIDs[edge.from]!) \(arrow)\(label) \(nodeIDs[edge.to]!)")
        }
        let groupIDs = Dictionary(uniqueKeysWithValues: groups.enumerated().map { ($1.assembly, "a\($0)") })
        for collaboration in collaborations {
            guard let from = groupIDs[collaboration.assembly], let to = groupIDs[collaboration.collaborator], from != to
            else { continue }
            lines.append("  \(from) -.->|\(Self.mermaidQuoted(collaboration.property))| \(to)")
        }
        for (index, node) in nodes.enumerated() where node.mustBePatchedInTests {
            lines.append("  style n\(index) stroke:orange")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Mermaid string, quoted (``mermaidEscaped(_:)``).
    private static func mermaidQuoted(_ text: String) -> String {
        "\"\(mermaidEscaped(text))\""
    }

    /// Text for a Mermaid label: quotes and the characters Mermaid reads as markup (`<`, `>` of a
    /// generic type) written as entities.
    private static func mermaidEscaped(_ text: String) -> String {
        text.escaping(["\"": "#quot;", "<": "#lt;", ">": "#gt;"])
    }
}
