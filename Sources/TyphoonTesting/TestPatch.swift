import Typhoon

/// A patch a test declares before it starts: a definition of one of the test's assemblies and the
/// stand-in that replaces it.
///
/// Give it to the Swift Testing trait as `.patching(ShopAssembly.clock) { FixedClock() }`, or
/// to an XCTest case in ``TyphoonTestCase/patches``. It is applied to each test's new factory
/// before anything is built (eager singletons included) and detached when the test ends.
public struct TestPatch: Sendable {
    /// Installs the patch on a test's factory.
    let apply: @Sendable (ComponentFactory) throws(TyphoonError) -> Patch

    /// A patch of a definition method without parameters.
    ///
    /// - Parameters:
    ///   - method: The method, unbound: `ShopAssembly.clock`. The test's factory must hold an
    ///     assembly of that class (or a subclass).
    ///   - replacement: Builds the stand-in; the definition keeps its scope.
    public init<A: Assembly, T>(
        _ method: @escaping @Sendable (A) -> () -> T, with replacement: @escaping @Sendable () -> T
    ) {
        apply = { (factory) throws(TyphoonError) in
            let assembly = try factory.heldAssembly(A.self)
            return factory.patch(method(assembly), with: replacement)
        }
    }

    /// A patch of a definition method with run-time arguments, for every argument set.
    ///
    /// - Parameters:
    ///   - call: Calls the method on the assembly with any arguments:
    ///     `{ $0.userDetails(for: User(name: "any")) }`.
    ///   - replacement: Builds the stand-in.
    public init<A: Assembly, T>(
        calling call: @escaping @Sendable (A) -> T, with replacement: @escaping @Sendable () -> T
    ) {
        apply = { (factory) throws(TyphoonError) in
            let assembly = try factory.heldAssembly(A.self)
            return factory.patch({ call(assembly) }, with: replacement)
        }
    }
}
