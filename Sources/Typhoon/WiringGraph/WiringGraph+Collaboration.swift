extension WiringGraph {
    /// An assembly property that holds a collaborating assembly, whose definitions the first
    /// assembly's may call.
    public struct Collaboration: Sendable, Equatable {
        /// The assembly's type name.
        public let assembly: String
        /// The property.
        public let property: String
        /// The collaborating assembly's type name.
        public let collaborator: String

        /// A collaboration from its parts.
        public init(assembly: String, property: String, collaborator: String) {
            self.assembly = assembly
            self.property = property
            self.collaborator = collaborator
        }
    }
}
