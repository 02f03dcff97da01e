/// A cycle the rules say stops the program, naming its path: a reference to a component whose
/// initializer is still running, or a chain of prototypes that would build for ever.
struct CycleStop: Error, Hashable, CustomStringConvertible {
    enum Kind: Hashable {
        /// An initializer refers to a component whose initializer is running.
        case initializers
        /// A property injected with `with:` refers to a component whose initializer is running:
        /// the message says to use the back-reference form.
        case propertyNeedsBackReference
        /// A property by type or a method injection refers to a component whose initializer is running.
        case injection
        /// A chain of prototypes repeats for ever (Docs/Behaviour.md, Scopes).
        case prototypes
    }

    let kind: Kind
    /// The definitions from the one reached again down to the one that refers to it, then that one.
    let path: [Ref]

    /// The path as the engine's message spells it after the assembly's name: `c1() -> c2() -> c1()`.
    var spelled: String { path.map { Ref.methodName($0.node) }.joined(separator: " -> ") }

    /// What the engine's stop message must contain: the path, and for a plain property the form to use.
    var fragments: [String] {
        kind == .propertyNeedsBackReference ? [spelled, "backReferenceTo"] : [spelled]
    }

    var description: String {
        switch kind {
        case .initializers: "the cycle error of initializers \(spelled)"
        case .propertyNeedsBackReference: "the cycle error \(spelled) naming the form backReferenceTo"
        case .injection: "the cycle error \(spelled) (an injection refers to an initializer still running)"
        case .prototypes: "the cycle error of prototypes \(spelled)"
        }
    }
}
