import Typhoon
import XCTest

/// Typhoon's `Tests/Factory/WeakPool/TyphoonWeakComponentsPoolTests.m`, ported.
///
/// The pool behind weak singletons, tested through the weak singletons it keeps.
final class TyphoonWeakComponentsPoolTests: XCTestCase {
    // From Tests/Factory/WeakPool/TyphoonWeakComponentsPoolTests.m, test_weak_reference: each weak singleton is kept
    // while it is held, and released with its last holder, independently of the other.
    func test_weak_reference() {
        let assembly = WeakSingletonAssembly().activate()
        var objectA: Scroll? = assembly.weakSingleton()
        var objectB: Scroll? = assembly.otherWeakSingleton()
        weak let weakA = objectA
        weak let weakB = objectB
        XCTAssertTrue(assembly.weakSingleton() === objectA)
        XCTAssertTrue(assembly.otherWeakSingleton() === objectB)

        objectA = nil
        XCTAssertNil(weakA)
        XCTAssertNotNil(weakB)
        objectB = nil
        XCTAssertNil(weakB)
    }
}
