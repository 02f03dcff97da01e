extension WiringGraph.Node {
    /// The lines a drawing shows in the node's box: the method, the declared type and scope
    /// (`async lazySingleton` for an async definition), the listing, the configuration keys, the run-time arguments and the test marks.
    var labelLines: [String] {
        var lines = [method, "\(declaredType) · \(isAsync ? "async " : "")\(scope)"]
        let others = listedTypes.filter { $0 != declaredType }
        if !others.isEmpty { lines.append("listed as \(others.joined(separator: ", "))") }
        if !configKeys.isEmpty { lines.append("config: \(configKeys.joined(separator: ", "))") }
        for list in arguments { lines.append("arguments: (\(list.joined(separator: ", ")))") }
        if mustBePatchedInTests { lines.append("must be patched in tests") }
        if isPatched { lines.append("patched") }
        return lines
    }
}

extension WiringGraph.Edge {
    /// The text a drawing writes on the edge: the property, and how the reference is made when
    /// that is not a plain call from the initializer (`quest, by type`; empty for the initializer).
    ///
    /// Use it to print the wiring as lines of text.
    public var label: String {
        var words: [String] = []
        switch kind {
        case .initializer: break
        case .property: words.append(property ?? "property")
        case .method: words.append("method")
        case .backReference: words.append(property.map { "back-reference \($0)" } ?? "back-reference")
        case .optionChoice: words.append("option")
        }
        if byType { words.append("by type") }
        return words.joined(separator: ", ")
    }
}

extension WiringGraph {
    /// The assemblies that have nodes or collaborations, sorted, with their nodes in graph order.
    var assemblyGroups: [(assembly: String, nodes: [Node])] {
        let named = Set(nodes.map(\.assembly)).union(collaborations.flatMap { [$0.assembly, $0.collaborator] })
        return named.sorted().map { name in (name, nodes.filter { $0.assembly == name }) }
    }
}
