import TyphoonTesting

/// A payment gateway that connects asynchronously.
final class AsyncPaymentGateway: Sendable {
    let endpoint: String
    init(endpoint: String) { self.endpoint = endpoint }
}

/// A checkout whose gateway is an async definition.
final class AsyncCheckout: Sendable {
    let payments: AsyncPaymentGateway
    init(payments: AsyncPaymentGateway) { self.payments = payments }
}

/// An assembly whose async payment gateway every test must patch.
final class AsyncShopAssembly: Assembly, @unchecked Sendable {
    override var components: [Component] {
        [Component(Self.payments), Component(Self.checkout)]
    }

    func payments() async throws -> AsyncPaymentGateway {
        try await defineAsync(scope: .lazySingleton) {
            AsyncPaymentGateway(endpoint: "https://pay.example.net")
        } configuration: { definition in
            definition.mustBePatchedInTests()
        }
    }

    func checkout() async throws -> AsyncCheckout {
        try await defineAsync { AsyncCheckout(payments: try await self.payments()) }
    }
}
