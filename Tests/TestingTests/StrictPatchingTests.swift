import Testing
import TyphoonTesting

/// A definition marked `mustBePatchedInTests()` fails the test that builds it without a patch,
/// naming it, where it is declared, the test and the path that reached it.
@Suite(.activating(ShopAssembly.self), .patching(ShopAssembly.time) { FixedTimeSource("fixed") })
struct StrictPatchingTests {
    /// The message for `payments()` built by `test`, through `path`.
    static func unpatchedPayments(test: String, through path: String?) -> String {
        let through = path.map { ", through \($0)" } ?? ""
        return """
            ShopAssembly.payments() (TestingTests/ShopAssembly.swift:49) must be patched in tests, but the test \
            \(test) built it without a patch\(through). To fix, patch it for this test with \
            `.patching(ShopAssembly.payments) { … }` on the test or its suite, or with `patch` on the test's \
            factory before it is built; or remove `mustBePatchedInTests()` from its configuration.
            """
    }

    @Test func aDefinitionCalledByReferenceFailsTheTestWithAnIssueNamingItAndThePath() throws {
        let shop = try #require(ComponentFactory.default).assembly(ShopAssembly.self)
        let expected = Self.unpatchedPayments(
            test: "aDefinitionCalledByReferenceFailsTheTestWithAnIssueNamingItAndThePath()",
            through: "ShopAssembly.checkout() -> payments()")
        let location = try #require(Test.current).sourceLocation
        withKnownIssue {
            _ = shop.checkout()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [expected] && issue.sourceLocation == location
        }
    }

    /// Two paths reach the unpatched definition (the checkout, then the definition itself): one
    /// failure.
    @Test func aDefinitionReachedByTwoPathsFailsTheTestOnce() throws {
        let shop = try #require(ComponentFactory.default).assembly(ShopAssembly.self)
        let failures = Protected(0)
        withKnownIssue {
            _ = shop.checkout()
            _ = shop.payments()
        } matching: { issue in
            failures.withLock { $0 += 1 }
            return issue.comments.first?.rawValue.hasPrefix("ShopAssembly.payments()") == true
        }
        #expect(failures.withLock { $0 } == 1)
    }

    @Test func aLookUpThatThrowsThrowsItAndPublishesNothing() throws {
        let factory = try #require(ComponentFactory.default)
        let expected = TyphoonError.unpatchedInTest(
            definition: "ShopAssembly.payments()", declaredAt: "TestingTests/ShopAssembly.swift:49",
            test: "aLookUpThatThrowsThrowsItAndPublishesNothing()", path: ["ShopAssembly.payments()"])
        #expect(throws: expected) { try factory.component(PaymentGateway.self) }
        #expect(
            expected.description
                == Self.unpatchedPayments(test: "aLookUpThatThrowsThrowsItAndPublishesNothing()", through: nil))
        // The lazy singleton built for the failed look-up was not kept: a patch made now is used.
        factory.patch(ShopAssembly.payments) { PaymentGateway(endpoint: "stub") }
        #expect(try factory.component(PaymentGateway.self).endpoint == "stub")
    }

    @Test func injectingAnObjectThatNeedsItThrows() throws {
        let expected = TyphoonError.unpatchedInTest(
            definition: "ShopAssembly.payments()", declaredAt: "TestingTests/ShopAssembly.swift:49",
            test: "injectingAnObjectThatNeedsItThrows()", path: ["ShopAssembly.payments()"])
        #expect(throws: expected) { try inject(NeedsPayments()) }
    }

    @Test(.patching(ShopAssembly.payments) { PaymentGateway(endpoint: "stub") })
    func aPatchedDefinitionBuildsTheStubAndFailsNothing() throws {
        let checkout = try #require(ComponentFactory.default).assembly(ShopAssembly.self).checkout()
        #expect(checkout.payments.endpoint == "stub")
    }
}

/// Without the trait, a marked definition is built as any other.
@Suite struct StrictPatchingOutsideTheTraitTests {
    @Test func aMarkedDefinitionResolvesNormallyWithoutTheTrait() {
        let shop = ShopAssembly().activate()
        #expect(shop.checkout().payments.endpoint == "https://pay.example.net")
        #expect(shop.printer().time.label == "system")
    }
}

/// A test suite that needs the payment gateway.
final class NeedsPayments {
    @InjectedClass var payments: PaymentGateway
}
