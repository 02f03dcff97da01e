import Foundation
import Hummingbird

/// The context of one request to the quest service: Hummingbird's core context and what the
/// services need to know of the request.
///
/// Use it as the router's context type; ``requestInfo(_:)`` is the run-time argument of the
/// per-request definitions.
public struct QuestRequestContext: RequestContext {
    /// What Hummingbird keeps for every request: logger, path parameters.
    public var coreContext: CoreRequestContextStorage

    /// Makes the context of a new request.
    ///
    /// - Parameter source: What the server knows of the connection.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// The largest request body the service reads, in bytes: 2 MiB, Hummingbird's default, named
    /// so that ``ExpectContinueHandler`` and the 413 answer use the same number.
    public static let uploadLimit = 2 * 1024 * 1024

    /// The largest request body the service reads; see ``uploadLimit``.
    public var maxUploadSize: Int { Self.uploadLimit }

    /// Writes JSON with its keys sorted and slashes as they are, so that answers read well in a terminal.
    public var responseEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The request's id: Hummingbird's, 32 hexadecimal digits once the leading zeros its first half
    /// drops are put back, so that every answer that carries it has one length whatever the
    /// process drew (the README's curl session shows an error's `Content-Length`).
    public var requestID: String {
        let id = self.id
        return id.count < 32 ? String(repeating: "0", count: 32 - id.count) + id : id
    }

    /// The request's id, method and path, for the services.
    ///
    /// - Parameter request: The request this context belongs to.
    /// - Returns: The description of the request.
    public func requestInfo(_ request: Request) -> RequestInfo {
        RequestInfo(id: requestID, method: request.method.rawValue, path: request.uri.path)
    }
}
