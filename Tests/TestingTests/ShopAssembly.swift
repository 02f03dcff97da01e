import Foundation
import TyphoonTesting

/// What a shop's checkout reads the time from; tests must never read the real one.
protocol TimeSource: AnyObject {
    var label: String { get }
}

final class SystemTimeSource: TimeSource {
    let label = "system"
}

final class FixedTimeSource: TimeSource {
    let label: String
    init(_ label: String) { self.label = label }
}

/// A payment service, which no test may call for real either.
final class PaymentGateway {
    let endpoint: String
    init(endpoint: String) { self.endpoint = endpoint }
}

final class Checkout {
    let time: any TimeSource
    let payments: PaymentGateway
    init(time: any TimeSource, payments: PaymentGateway) {
        self.time = time
        self.payments = payments
    }
}

/// A receipt printer, a singleton listed eager, built when the factory is activated.
final class ReceiptPrinter {
    let time: any TimeSource
    init(time: any TimeSource) { self.time = time }
}

class ShopAssembly: Assembly, @unchecked Sendable {
    func time() -> any TimeSource {
        define(scope: .singleton) {
            SystemTimeSource()
        } configuration: { definition in
            definition.mustBePatchedInTests()
        }
    }

    func payments() -> PaymentGateway {
        define(scope: .lazySingleton) {
            PaymentGateway(endpoint: "https://pay.example.net")
        } configuration: { definition in
            definition.mustBePatchedInTests()
        }
    }

    func checkout() -> Checkout {
        define { Checkout(time: self.time(), payments: self.payments()) }
    }

    func printer() -> ReceiptPrinter {
        define(scope: .singleton) { ReceiptPrinter(time: self.time()) }
    }

    /// Not marked: a test may patch it or not.
    func banner() -> String {
        define { "Welcome" }
    }

    override var components: [Component] {
        [
            Component(Self.time), Component(Self.payments), Component(Self.checkout),
            Component(Self.printer, eager: true),
        ]
    }
}
