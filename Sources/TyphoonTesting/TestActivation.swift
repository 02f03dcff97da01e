import Foundation
import Typhoon

/// One test's factory, from its start to its end: made from new instances of the test's
/// assemblies, patched, then made the task's ``ComponentFactory/default`` while the test runs.
///
/// The Swift Testing trait and ``TyphoonTestCase`` both run a test through it.
struct TestActivation {
    let assemblies: [Assembly.Type]
    let configs: [Config]
    let patches: [TestPatch]

    /// Runs `body` as the test `name`, with a new factory that reports to `fail` what a test must
    /// not build (``Typhoon/Definition/mustBePatchedInTests()``).
    ///
    /// - Throws: What installing a patch throws (an assembly the factory does not hold), before
    ///   the test runs; otherwise what `body` throws.
    func run<R>(
        test name: String, fail: @escaping @Sendable (TyphoonError) -> Void,
        _ body: (ComponentFactory) async throws -> R
    ) async throws -> R {
        let (test, installed) = try prepare(test: name, fail: fail)
        defer { detach(installed) }
        return try await ActiveTest.$current.withValue(test) {
            try buildEagerSingletons(of: test)
            return try await body(test.factory)
        }
    }

    /// ``run(test:fail:_:)`` for a test that is not asynchronous (an XCTest case's `invokeTest`).
    ///
    /// - Parameters:
    ///   - name: The test.
    ///   - fail: Fails the test with a problem found where nothing can throw.
    ///   - abandoned: Told, before this returns, where the problem that abandoned one of the test's
    ///     calls was met (`Module/File.swift:12`), so that the failure points there.
    ///   - body: The test.
    /// - Returns: What `body` returns.
    /// - Throws: What installing a patch throws, before the test runs; otherwise what `body` throws.
    func run<R>(
        test name: String, fail: @escaping @Sendable (TyphoonError) -> Void,
        abandoned: (String) -> Void, _ body: (ComponentFactory) throws -> R
    ) throws -> R {
        let (test, installed) = try prepare(test: name, fail: fail)
        defer {
            detach(installed)
            if let location = test.abandonmentLocation { abandoned(location) }
        }
        return try ActiveTest.$current.withValue(test) {
            try buildEagerSingletons(of: test)
            return try body(test.factory)
        }
    }

    /// Builds the test factory's eager singletons on a thread of their own (off the main actor).
    ///
    /// A mistake in one fails the test instead of ending the run.
    ///
    /// - Throws: The problem an eager singleton met.
    private func buildEagerSingletons(of test: ActiveTest) throws(TyphoonError) {
        guard !Thread.isMainThread else { return test.factory.buildEagerSingletons() }
        let factory = test.factory
        try IsolatedRun.run(in: test) { factory.buildEagerSingletons() }
    }

    /// The test's factory, with every patch installed and no eager singleton built yet.
    private func prepare(
        test name: String, fail: @escaping @Sendable (TyphoonError) -> Void
    ) throws(TyphoonError) -> (ActiveTest, [Patch]) {
        let factory = ComponentFactory(deferringEagerSingletonsOf: assemblies.map { $0.init() }, configs: configs)
        var installed: [Patch] = []
        for patch in patches {
            do {
                installed.append(try patch.apply(factory))
            } catch {
                detach(installed)
                throw error
            }
        }
        return (ActiveTest(factory: factory, name: name, fail: fail), installed)
    }

    /// Detaches the test's patches, latest first; patches the test made itself go with its factory.
    private func detach(_ patches: [Patch]) {
        for patch in patches.reversed() { patch.detach() }
    }
}
