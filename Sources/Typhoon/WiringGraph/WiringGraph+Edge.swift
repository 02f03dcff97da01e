extension WiringGraph {
    /// A reference that one definition's build makes to another.
    public struct Edge: Sendable, Equatable {
        /// Where in the referring build the reference is made.
        public enum Kind: String, Sendable, CaseIterable {
            /// In the initializer (`define { Knight(quest: self.quest()) }`).
            case initializer
            /// In a property injection (`injectProperty(\.quest, with: self.quest())`).
            case property
            /// In a method injection, or in a before call-back.
            case method
            /// In a property injection marked as a back-reference
            /// (``Definition/injectProperty(_:backReferenceTo:fileID:line:)``).
            case backReference
            /// In the choice of an option definition: the definition it picked.
            case optionChoice
        }

        /// The ``Node/id`` of the definition whose build makes the reference.
        public let from: String
        /// The ``Node/id`` of the definition referred to.
        public let to: String
        /// Where the reference is made.
        public let kind: Kind
        /// The property injected, for ``Kind/property`` and ``Kind/backReference``, when its key
        /// path names a plainly stored property.
        public let property: String?
        /// Whether the reference finds its definition by type (`injectProperty(\.quest)`,
        /// `component(_:)`, an auto-injected property) rather than by calling its method.
        public let byType: Bool

        /// An edge from its parts.
        ///
        /// Use it with ``WiringGraph/init(nodes:edges:collaborations:notDrawn:)``.
        public init(from: String, to: String, kind: Kind, property: String? = nil, byType: Bool = false) {
            self.from = from
            self.to = to
            self.kind = kind
            self.property = property
            self.byType = byType
        }

        /// The graph's order: by `from`, `to`, kind, property, then by reference before by type.
        static func precedes(_ lhs: Edge, _ rhs: Edge) -> Bool {
            (lhs.from, lhs.to, lhs.kind.rawValue, lhs.property ?? "", lhs.byType ? 1 : 0)
                < (rhs.from, rhs.to, rhs.kind.rawValue, rhs.property ?? "", rhs.byType ? 1 : 0)
        }
    }
}
