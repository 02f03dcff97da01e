/// The test running on this task, as the module `TyphoonTesting` sets it (its Swift Testing trait,
/// its XCTest base class): the factory that test activated, and how to fail the test.
///
/// It is task-local, so tests that run in parallel each see their own, and code the test calls
/// sees it too, on the same task or on a child task. ``ComponentFactory/default`` returns its
/// factory while the test runs, and a definition marked
/// ``Definition/mustBePatchedInTests()`` that is built without a patch is reported to it
/// (Docs/Behaviour.md, Patching and testing). Outside a test there is none, and neither changes.
package final class ActiveTest: Sendable {
    /// The factory the test activated.
    package let factory: ComponentFactory
    /// The test's name, for messages.
    package let name: String
    /// Fails the test with a problem found where nothing can throw.
    package let fail: @Sendable (TyphoonError) -> Void

    package init(factory: ComponentFactory, name: String, fail: @escaping @Sendable (TyphoonError) -> Void) {
        self.factory = factory
        self.name = name
        self.fail = fail
    }

    /// The test running on this task, if `TyphoonTesting` set one.
    @TaskLocal package static var current: ActiveTest?

    /// The strictly patched definitions already reported to the test.
    private let reported = Protected<Set<String>>([])

    /// Whether an unpatched build of `definition` is the first this test reports: a strictly
    /// patched definition fails the test once, however many paths reach it.
    func isFirstReport(of definition: String) -> Bool {
        reported.withLock { $0.insert(definition).inserted }
    }

    /// The problem that abandoned one of the test's isolated calls (``IsolatedRun``), if any, and
    /// where it was met.
    private let abandoned = Protected<(problem: TyphoonError, location: String)?>(nil)

    /// The problem that abandoned one of the test's calls: what was left half built stays in its
    /// factory, so every later isolated call of the test throws it too.
    package var abandonment: TyphoonError? { abandoned.withLock { $0?.problem } }

    /// Where the problem that abandoned one of the test's calls was met, as `Module/File.swift:12`:
    /// the definition the message names, where the stop would have pointed, so that the test's
    /// failure points there too.
    package var abandonmentLocation: String? { abandoned.withLock { $0?.location } }

    /// Records the problem that abandoned a call of the test, and where; the first one is kept.
    func abandon(with problem: TyphoonError, at location: String) {
        abandoned.withLock { if $0 == nil { $0 = (problem, location) } }
    }
}
