extension WiringGraph {
    /// A definition in the graph.
    public struct Node: Sendable, Equatable {
        /// `Assembly.method()`, or, when two definitions share that name (an override and the
        /// method it calls with `super`), that name and where its `define` is.
        public let id: String
        /// The assembly's type name.
        public let assembly: String
        /// The method as Swift names it (`knight(named:)`).
        public let method: String
        /// The scope of its instances.
        public let scope: Scope
        /// The type its `define` returns.
        public let declaredType: String
        /// The types it is listed as in its assembly's `components` (the declared type and
        /// `implements:`); empty when it is not listed.
        public let listedTypes: [String]
        /// Where its `define` is, as `Module/File.swift:12`.
        public let location: String
        /// The configuration keys its builds read, in the order first read.
        public let configKeys: [String]
        /// Whether it is marked ``Definition/mustBePatchedInTests()``.
        public let mustBePatchedInTests: Bool
        /// Whether the factory had it patched when the graph was drawn.
        public let isPatched: Bool
        /// The run-time arguments it was called with, each list once, as text.
        public let arguments: [[String]]
        /// Whether it is an async definition
        /// (``Assembly/defineAsync(scope:arguments:initializer:configuration:function:fileID:line:column:)``),
        /// which only `try await` reaches: drawn by ``ComponentFactory/wiringGraph(samples:)-9hcb``.
        public let isAsync: Bool

        /// A node from its parts.
        ///
        /// Use it with ``WiringGraph/init(nodes:edges:collaborations:notDrawn:)``.
        public init(
            id: String, assembly: String, method: String, scope: Scope, declaredType: String,
            listedTypes: [String] = [], location: String, configKeys: [String] = [],
            mustBePatchedInTests: Bool = false, isPatched: Bool = false, arguments: [[String]] = [],
            isAsync: Bool = false
        ) {
            self.id = id
            self.assembly = assembly
            self.method = method
            self.scope = scope
            self.declaredType = declaredType
            self.listedTypes = listedTypes
            self.location = location
            self.configKeys = configKeys
            self.mustBePatchedInTests = mustBePatchedInTests
            self.isPatched = isPatched
            self.arguments = arguments
            self.isAsync = isAsync
        }
    }
}
