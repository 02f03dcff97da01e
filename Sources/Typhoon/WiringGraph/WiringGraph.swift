/// The wiring of a factory as data: its definitions, every reference between them, and which
/// assembly collaborates with which; drawn with ``dot``, ``mermaid`` or ``json``.
///
/// Made by ``ComponentFactory/wiringGraph(samples:)-4opq0`` (or its async form,
/// ``ComponentFactory/wiringGraph(samples:)-9hcb``, which draws async definitions too), which
/// builds every listed component in a sandbox, as ``ComponentFactory/verify(samples:)-9hdp``
/// does, and records each definition call with the build that made it. Use it to see the wiring
/// of an app (in its documentation, in a review of a change) rather than read it from the
/// assemblies. Everything in it is sorted, so
/// that the same wiring always gives the same text.
public struct WiringGraph: Sendable, Equatable {
    /// The definitions the sandbox called, sorted by ``Node/id``.
    public let nodes: [Node]
    /// The references between them, each once, sorted by where they come from, then go to.
    public let edges: [Edge]
    /// The assemblies' properties that hold another assembly, sorted by assembly and property.
    public let collaborations: [Collaboration]
    /// What the graph could not draw, each with the reason, as in
    /// ``VerificationReport/notVerified``.
    public let notDrawn: [String]

    /// A graph from its parts, sorted as the graph keeps them.
    ///
    /// Use it to draw a wiring that did not come from a factory, or one changed by hand.
    public init(nodes: [Node], edges: [Edge], collaborations: [Collaboration], notDrawn: [String] = []) {
        self.nodes = nodes.sorted { $0.id < $1.id }
        self.edges = edges.sorted(by: Edge.precedes)
        self.collaborations = collaborations.sorted {
            ($0.assembly, $0.property, $0.collaborator) < ($1.assembly, $1.property, $1.collaborator)
        }
        self.notDrawn = notDrawn
    }
}
