import Logging
import ServiceLifecycle

/// Runs a server until SIGINT or SIGTERM, and says in the log when it shuts down and when it has
/// stopped.
///
/// Use it for the application however it was wired; Hummingbird's own `runService()` says
/// neither, and reports an address it cannot listen on with NIO's error text.
public enum Serving {
    /// Runs `application` until SIGINT or SIGTERM, then lets it finish the requests in flight.
    ///
    /// - Parameters:
    ///   - application: The application.
    ///   - settings: The settings it was made with, for the messages.
    ///   - logger: Where the shutdown is said.
    /// - Throws: ``StartupFailure`` when the address cannot be listened on; what the application
    ///   throws otherwise.
    public static func run(_ application: some Service, settings: Settings, logger: Logger) async throws {
        let group = ServiceGroup(
            configuration: .init(
                services: [application, ShutdownNotice(logger: logger)], gracefulShutdownSignals: [.sigterm, .sigint],
                logger: logger))
        do {
            try await group.run()
        } catch {
            throw StartupFailure.listening(settings, error) ?? error
        }
        logger.info("Stopped")
    }
}
