/// Something that happens to a built node: its initializer ran, a call-back, an injection.
///
/// A node records it in its journal's log; the model predicts the same events in the same order
/// for every resolution.
enum NodeEvent: Hashable, Sendable {
    /// The initializer returned (every argument was built first).
    case initialized
    case willInject
    /// A `performBeforeInjections` call-back.
    case before
    /// The property injected by reference (either form) at that position of the spec's properties.
    case property(Int)
    /// The property injected by type from that plain definition.
    case typed(Int)
    /// The method injection at that position of the spec's methods.
    case method(Int)
    /// A `performAfterInjections` call-back.
    case after
    case setFactory
    case didInject
    /// How many of a subject's two auto-injected properties are filled; a subject records it
    /// right after each of its call-backs, since the container fills them without a setter.
    case wrappersFilled(Int)

    /// The event in words; a property says which form of injection its definition uses.
    func describe(_ definition: NodeSpec?) -> String {
        switch self {
        case .initialized: "initializer"
        case .willInject: "typhoonWillInject"
        case .before: "performBeforeInjections"
        case .property(let position):
            "property \(position)"
                + (definition?.properties[position].backReference == true ? " (back-reference)" : "")
        case .typed(let node): "property by type \(Ref.name(node))"
        case .method(let position): "injectMethod \(position)"
        case .after: "performAfterInjections"
        case .setFactory: "typhoonSetFactory"
        case .didInject: "typhoonDidInject"
        case .wrappersFilled(let count): "wrappers filled: \(count) of 2"
        }
    }
}
