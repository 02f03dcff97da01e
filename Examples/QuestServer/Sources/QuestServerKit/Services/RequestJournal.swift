import Logging

/// The log of one request: every line carries the request id, and a failure of the storage is
/// logged in full but answered with a message that shows no internals.
///
/// Use the one that ``ServiceAssembly`` builds for a request; the services of that request
/// share it. It lives as long as the request's object graph, which ``InFlightRequests`` watches.
public final class RequestJournal: Sendable {
    /// The request this journal belongs to.
    public let request: RequestInfo
    private let logger: Logger

    /// Makes the journal of a request.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - logger: The application's logger; the request id is added to its metadata.
    public init(request: RequestInfo, logger: Logger) {
        self.request = request
        var logger = logger
        logger[metadataKey: "request.id"] = "\(request.id)"
        self.logger = logger
    }

    /// Runs one operation of a service: logs its outcome, lets a refusal by the rules through,
    /// and turns any other error into a ``ServiceFailure``.
    ///
    /// - Parameters:
    ///   - operation: What is done, as a verb phrase for messages ("assign quest 3 to knight 2").
    ///   - body: The operation.
    /// - Returns: What `body` returns.
    /// - Throws: ``RuleViolation`` as `body` threw it, or ``ServiceFailure`` for anything else.
    func run<T>(_ operation: String, _ body: () async throws -> T) async throws -> T {
        do {
            let result = try await body()
            logger.debug("\(request.method) \(request.path): did \(operation)")
            return result
        } catch let violation as RuleViolation {
            logger.info("\(request.method) \(request.path): refused to \(operation): \(violation)")
            throw violation
        } catch {
            logger.error("\(request.method) \(request.path): could not \(operation): \(String(reflecting: error))")
            throw ServiceFailure(operation: operation, requestID: request.id)
        }
    }
}
