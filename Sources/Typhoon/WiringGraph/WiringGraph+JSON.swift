extension WiringGraph {
    /// The graph as JSON: `nodes`, `edges`, `collaborations` and `notDrawn`, each object's keys
    /// in a fixed order, indented by two spaces.
    ///
    /// Use it to read the wiring from another tool, or to keep it in a file whose changes a
    /// review shows: the same wiring always gives the same text.
    public var json: String {
        let value = JSONText.object([
            ("nodes", .array(nodes.map(\.jsonValue))),
            ("edges", .array(edges.map(\.jsonValue))),
            ("collaborations", .array(collaborations.map(\.jsonValue))),
            ("notDrawn", .strings(notDrawn)),
        ])
        return value.rendered(indent: "") + "\n"
    }
}

extension WiringGraph.Node {
    fileprivate var jsonValue: JSONText {
        .object([
            ("id", .string(id)), ("assembly", .string(assembly)), ("method", .string(method)),
            ("scope", .string(scope.description)), ("declaredType", .string(declaredType)),
            ("listedTypes", .strings(listedTypes)), ("location", .string(location)),
            ("configKeys", .strings(configKeys)), ("mustBePatchedInTests", .bool(mustBePatchedInTests)),
            ("isPatched", .bool(isPatched)), ("arguments", .array(arguments.map(JSONText.strings))),
            ("isAsync", .bool(isAsync)),
        ])
    }
}

extension WiringGraph.Edge {
    fileprivate var jsonValue: JSONText {
        .object([
            ("from", .string(from)), ("to", .string(to)), ("kind", .string(kind.rawValue)),
            ("property", property.map(JSONText.string) ?? .null), ("byType", .bool(byType)),
        ])
    }
}

extension WiringGraph.Collaboration {
    fileprivate var jsonValue: JSONText {
        .object([
            ("assembly", .string(assembly)), ("property", .string(property)), ("collaborator", .string(collaborator)),
        ])
    }
}
