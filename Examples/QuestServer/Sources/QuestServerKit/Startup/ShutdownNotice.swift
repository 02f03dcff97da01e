import Logging
import ServiceLifecycle

/// Says in the log that the server is shutting down, as soon as SIGINT or SIGTERM arrives.
///
/// Use it as the last service of the group that runs the application (``Serving``): a group
/// shuts its services down in reverse order, so this one hears of the shutdown first, before the
/// server stops taking connections and finishes the requests in flight.
struct ShutdownNotice: Service {
    let logger: Logger

    func run() async throws {
        // Cancelled instead when the group stops on an error, which is reported on its own.
        guard (try? await gracefulShutdown()) != nil else { return }
        logger.info("Shutting down: no new connections are taken, and the requests in flight finish first")
    }
}
