import Testing
import TyphoonTesting

/// An async definition marked `mustBePatchedInTests()` is never built without a patch in a test
/// run with `TyphoonTesting`: the call throws, naming it, where it is declared, the test and the
/// path, so the test fails where it awaits it.
@Suite(.activating(AsyncShopAssembly.self))
struct AsyncStrictPatchingTests {
    @Test func anUnpatchedAsyncDefinitionThrowsNamingItTheTestAndThePath() async throws {
        let shop = try #require(ComponentFactory.default).assembly(AsyncShopAssembly.self)
        let expected = TyphoonError.unpatchedInTest(
            definition: "AsyncShopAssembly.payments()", declaredAt: "TestingTests/AsyncShopAssembly.swift:22",
            test: "anUnpatchedAsyncDefinitionThrowsNamingItTheTestAndThePath()",
            path: ["AsyncShopAssembly.checkout()", "AsyncShopAssembly.payments()"])
        await #expect(throws: expected) { _ = try await shop.checkout() }
    }

    @Test func aPatchedAsyncDefinitionBuildsTheStandIn() async throws {
        let factory = try #require(ComponentFactory.default)
        let shop = factory.assembly(AsyncShopAssembly.self)
        try await factory.patch(shop.payments) { AsyncPaymentGateway(endpoint: "stub") }
        #expect(try await shop.checkout().payments.endpoint == "stub")
    }
}

/// Outside a test run with `TyphoonTesting`, the mark changes nothing.
@Suite struct AsyncStrictPatchingOutsideTestsTests {
    @Test func aMarkedAsyncDefinitionResolvesNormallyWithoutTheTrait() async throws {
        let shop = AsyncShopAssembly().activate()
        #expect(try await shop.payments().endpoint == "https://pay.example.net")
    }

    @Test func asyncVerifyNeverBuildsItForRealAndNamesItAsNotVerified() async throws {
        let report = try await AsyncShopAssembly().activate().factory.verify()
        #expect(report.verified.isEmpty)
        #expect(
            report.notVerified == [
                "AsyncShopAssembly.payments(): must be patched in tests (`mustBePatchedInTests()`) and has no patch,"
                    + " and verify() never builds it for real. To verify it, patch AsyncShopAssembly.payments() in"
                    + " the test (`.patching(…)`, or `patch(_:with:)` on the factory) before verify().",
                "AsyncShopAssembly.checkout(): needs AsyncShopAssembly.payments(), which must be patched in tests"
                    + " (`mustBePatchedInTests()`) and has no patch; verify() never builds it for real, and checked"
                    + " only what does not need it. To verify it, patch AsyncShopAssembly.payments() in the test"
                    + " (`.patching(…)`, or `patch(_:with:)` on the factory) before verify().",
            ])
    }
}
