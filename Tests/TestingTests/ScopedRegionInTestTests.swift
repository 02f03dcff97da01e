import Testing
import TyphoonTesting

/// A shopper's cart: one per scoped region.
final class RegionCart: Sendable {}

/// A cart in the scoped scope, listed so that a test can look it up by type.
final class RegionShopAssembly: Assembly, @unchecked Sendable {
    func cart() -> RegionCart { define(scope: .scoped) { RegionCart() } }

    override var components: [Component] { [Component(Self.cart)] }
}

/// A test that TyphoonTesting manages runs its look-ups by type on a thread of its own
/// (Docs/Engine.md, Calls of a test, isolated); one made inside a scoped region is in that region
/// there too.
@Suite(.activating(RegionShopAssembly.self))
struct ScopedRegionInTestTests {
    @Test func aLookUpByTypeInsideARegionGetsTheRegionsInstanceOnTheTestsOwnThread() throws {
        let factory = try #require(ComponentFactory.default)
        let assembly = factory.assembly(RegionShopAssembly.self)
        try factory.withScope {
            let byType = try factory.component(RegionCart.self)
            #expect(byType === assembly.cart())
        }
    }
}
