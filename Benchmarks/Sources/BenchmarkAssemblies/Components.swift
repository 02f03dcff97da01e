// The components of the generated assemblies (WideAssemblies.swift, DeepGraph.swift), which
// Scripts/generate-wide-assemblies.py writes. They live in a target of their own because the
// 11,100 generated definitions take minutes to compile in release: editing the benchmarks then
// does not recompile them.

/// The component of every generated wide definition.
public final class WideComponent {
    public init() {}
}

/// A level of the deep graph: its initializer takes the next level's node.
public final class DeepNode {
    public let next: DeepNode?
    public init(next: DeepNode?) { self.next = next }
}
