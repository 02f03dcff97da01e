import Foundation
import Typhoon

// The wirings of ConfigStopMessageTests: a shop whose configuration is attached to one assembly
// and read by a definition of its collaborator.

final class APIClient {
    var baseURL = URL(fileURLWithPath: "/")
}

final class RetryPolicy {
    let attempts: Int
    init(attempts: Int) { self.attempts = attempts }
}

/// The assembly the app attaches its configuration to.
final class ShopAssembly: Assembly, @unchecked Sendable {
    func basket() -> Node { define { Node(name: "basket") } }
}

/// The collaborator whose definitions read configuration values: one in a property injection,
/// one in its initializer.
final class CoreAssembly: Assembly, @unchecked Sendable {
    func apiClient() -> APIClient {
        define {
            APIClient()
        } configuration: {
            $0.injectProperty(\.baseURL, with: self.config("api.baseURL"))
        }
    }

    func retryPolicy() -> RetryPolicy {
        define { RetryPolicy(attempts: self.config("api.retries")) }
    }
}
