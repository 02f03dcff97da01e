import Foundation
import Testing
import TyphoonTesting

/// Many tests run at once, each patching the same definition with its own stub: each sees only its
/// own.
///
/// `TYPHOON_ISOLATION_CASES` sets how many: 100 by default, to keep the run fast; Docs/Measuring.md
/// gives the larger run that measures isolation.
@Suite(
    .activating(ShopAssembly.self),
    .patching(ShopAssembly.time) { FixedTimeSource("suite") },
    .patching(ShopAssembly.payments) { PaymentGateway(endpoint: "stub") })
struct ParallelIsolationTests {
    static let count = ProcessInfo.processInfo.environment["TYPHOON_ISOLATION_CASES"].flatMap(Int.init) ?? 100

    @Test(arguments: 0..<count)
    func eachParallelTestSeesOnlyItsOwnStub(number: Int) async throws {
        let factory = try #require(ComponentFactory.default)
        factory.patch(ShopAssembly.time) { FixedTimeSource("test \(number)") }
        // Let the other tests run between the patch and the look-ups.
        await Task.yield()
        let checkout = try await factory.component(Checkout.self)
        let time = try #require(ComponentFactory.default).assembly(ShopAssembly.self).time()
        #expect(checkout.time.label == "test \(number)")
        #expect(time === checkout.time)
    }
}
