import ServiceLifecycle
import Typhoon

/// Keeps the component factory alive for as long as the application runs.
///
/// The controllers hold the service assembly, which works only while its factory lives, and
/// an assembly does not keep its factory: Typhoon lets the factory go when its owner lets go of
/// it, so that nothing leaks. A Hummingbird application is usually all a caller keeps, so
/// ``HTTPAssembly/application()`` hands it this service, which owns the factory until the
/// server shuts down.
public struct FactoryLifetime: Service {
    /// The factory the application's components come from.
    public let factory: ComponentFactory

    /// Makes the service that owns `factory`.
    ///
    /// - Parameter factory: The factory the application was built by.
    public init(factory: ComponentFactory) {
        self.factory = factory
    }

    /// Waits for the server's graceful shutdown, holding the factory until then.
    public func run() async throws {
        try? await gracefulShutdown()
        withExtendedLifetime(factory) {}
    }
}
