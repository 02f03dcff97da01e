#if canImport(Testing)
    import Testing
    import Typhoon

    /// A Swift Testing trait that gives each test a factory of its own: new instances of the given
    /// assemblies, the test's patches, and strict patching.
    ///
    /// Write it as `.activating(ShopAssembly.self)` on a test or a suite (on a suite it applies to
    /// each of its tests, and to each argument of a parameterized test):
    ///
    /// ```swift
    /// @Suite(.activating(ShopAssembly.self), .patching(ShopAssembly.clock) { FixedClock() })
    /// final class CheckoutTests {
    ///     @InjectedClass var checkout: Checkout
    ///     init() throws { try inject(self) }
    ///     @Test func totalIsDatedByTheClock() { … }
    /// }
    /// ```
    ///
    /// While the test runs, on its task and the tasks it starts, the factory is
    /// ``Typhoon/ComponentFactory/default`` and the one `inject(self)` fills from; so tests that run
    /// in parallel never see each other's singletons or patches. The patches of `.patching(…)`
    /// traits are installed before anything is built and detached when the test ends; the
    /// factory, with every patch the test made on it, is released then. A definition marked
    /// ``Typhoon/Definition/mustBePatchedInTests()`` that the test builds without a patch fails the
    /// test with an issue that names it and the path that reached it.
    public struct ActivationTrait: TestTrait, SuiteTrait, TestScoping {
        let assemblies: [Assembly.Type]
        let configs: [Config]

        /// Each test of a suite, and each argument of a parameterized test, gets its own factory.
        public var isRecursive: Bool { true }

        /// Runs the test (or one argument of it) with a new factory, patched, as its default one.
        ///
        /// - Parameters:
        ///   - test: The test; its `.patching(…)` traits, and its suite's, are installed.
        ///   - testCase: The argument being run, for a parameterized test.
        ///   - function: The test.
        /// - Throws: What installing a patch throws, before the test runs; otherwise what the test
        ///   throws.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            let patches = test.traits.compactMap { ($0 as? PatchTrait)?.patch }
            let activation = TestActivation(assemblies: assemblies, configs: configs, patches: patches)
            let location = test.sourceLocation
            try await activation.run(test: test.name, fail: { Self.record($0, at: location) }) { _ in
                try await function()
            }
        }

        /// Fails the running test with a problem found where nothing can throw.
        private static func record(_ error: TyphoonError, at location: SourceLocation) {
            Issue.record(Comment(rawValue: error.description), sourceLocation: location)
        }
    }

    extension Trait where Self == ActivationTrait {
        /// Activates new instances of these assemblies for each test, as its own factory.
        ///
        /// - Parameters:
        ///   - assemblies: The assembly classes; each test makes new instances, activated
        ///     together (collaborators they need are added as activation does).
        ///   - configs: Configurations every assembly reads, as
        ///     ``Typhoon/ComponentFactory/init(assemblies:configs:)`` takes them.
        /// - Returns: The trait.
        public static func activating(_ assemblies: Assembly.Type..., configs: [Config] = []) -> Self {
            ActivationTrait(assemblies: assemblies, configs: configs)
        }
    }

    /// A Swift Testing trait that patches one definition of the test's factory (see
    /// ``ActivationTrait``) for the whole test.
    ///
    /// Write it as `.patching(ShopAssembly.clock) { FixedClock() }` beside `.activating(…)`, on the
    /// test or on its suite. A test with patches and no activation fails before it starts.
    public struct PatchTrait: TestTrait, SuiteTrait {
        let patch: TestPatch

        /// A suite's patches apply to each of its tests.
        public var isRecursive: Bool { true }

        /// Fails the test before it starts when it has no activation to patch.
        ///
        /// - Parameter test: The test.
        /// - Throws: ``Typhoon/TyphoonError/patchingWithoutActivating(test:)``.
        public func prepare(for test: Test) async throws {
            guard test.traits.contains(where: { $0 is ActivationTrait }) else {
                throw TyphoonError.patchingWithoutActivating(test: test.name)
            }
        }
    }

    extension Trait where Self == PatchTrait {
        /// Replaces a definition without parameters, `ShopAssembly.clock`, for the test.
        ///
        /// - Parameters:
        ///   - method: The definition method, unbound.
        ///   - replacement: Builds the stand-in; the definition keeps its scope.
        /// - Returns: The trait.
        public static func patching<A: Assembly, T>(
            _ method: @escaping @Sendable (A) -> () -> T, with replacement: @escaping @Sendable () -> T
        ) -> Self {
            PatchTrait(patch: TestPatch(method, with: replacement))
        }

        /// Replaces a definition with run-time arguments, for every argument set, for the test.
        ///
        /// - Parameters:
        ///   - call: Calls the method with any arguments: `{ $0.userDetails(for: User(name: "any")) }`.
        ///   - replacement: Builds the stand-in.
        /// - Returns: The trait.
        public static func patching<A: Assembly, T>(
            calling call: @escaping @Sendable (A) -> T, with replacement: @escaping @Sendable () -> T
        ) -> Self {
            PatchTrait(patch: TestPatch(calling: call, with: replacement))
        }
    }
#endif
