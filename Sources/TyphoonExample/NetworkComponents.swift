import Foundation
import TyphoonAutoInjection

/// The network side of the application: the API client and the session.
final class NetworkComponents: Assembly, @unchecked Sendable {
    /// One client for the whole application (a singleton, built when the factory starts because
    /// its listing says `eager: true`), configured from the config file: `api.url` is written
    /// `URL(https://…)`, so the URL converter makes it a `URL`; `api.timeout` becomes a `Double`.
    func apiClient() -> APIClient {
        define(scope: .singleton) {
            APIClient(baseURL: self.config("api.url"))
        } configuration: { definition in
            definition.injectProperty(\.timeout, with: self.config("api.timeout"))
        }
    }

    /// Shared by everything that is open while anything holds it (a weak singleton): close the
    /// last screen and the next caller gets a new, logged-out session.
    func session() -> Session {
        define(scope: .weakSingleton) { Session(apiClient: self.apiClient()) }
    }

    override var components: [Component] {
        [Component(Self.apiClient, eager: true), Component(Self.session)]
    }
}
