import Typhoon

/// Fills an instance's `@InjectedClass` and `@InjectedProtocol` properties from the running
/// test's factory.
///
/// Use it in a Swift Testing suite's `init()` under the trait `.activating(…)`:
/// `init() throws { try inject(self) }`. The factory is the one the trait activated for this
/// test (``Typhoon/ComponentFactory/default`` while the test runs), so each test of a suite that
/// runs in parallel gets its own. Outside such a test it uses the default factory, if any.
///
/// - Parameter instance: The object to fill, usually the test suite itself.
/// - Throws: What ``Typhoon/ComponentFactory/inject(_:)-860pq`` throws (a property with no match,
///   a definition the test must patch and did not), or
///   ``Typhoon/TyphoonError/noFactoryForTest(instance:)`` when there is no factory to fill from.
public func inject(_ instance: AnyObject) throws {
    guard let factory = ComponentFactory.default else {
        throw TyphoonError.noFactoryForTest(instance: typeName(type(of: instance)))
    }
    try factory.inject(instance)
}
