import Foundation
import Hummingbird

/// Reads what controllers need from a request: a JSON body, a numeric path parameter, numeric
/// and enumerated query parameters; anything unreadable is an ``APIError`` that says how to fix it.
enum RequestReading {
    /// Decodes the body as JSON into `T`.
    ///
    /// - Parameters:
    ///   - type: The body's type.
    ///   - request: The request.
    ///   - context: The request's context, which limits the body's size.
    ///   - example: A good body, shown in messages.
    /// - Returns: The decoded body.
    /// - Throws: ``APIError`` (400) naming what is wrong with the body; Hummingbird's `HTTPError`
    ///   (413) for a body over the context's upload limit.
    static func body<T: Decodable>(
        _ type: T.Type, of request: Request, _ context: QuestRequestContext, example: String
    ) async throws -> T {
        var request = request
        let buffer = try await request.collectBody(upTo: context.maxUploadSize)
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer: buffer))
        } catch let error as DecodingError {
            throw APIError(.badRequest, "\(describe(error)). To fix, send a JSON body such as \(example).")
        }
    }

    /// The path parameter `name` as a number; `what` names it in messages ("knight id").
    static func id(_ name: String, of request: Request, _ context: QuestRequestContext, what: String) throws -> Int64 {
        let text = context.parameters.get(name) ?? ""
        guard let id = Int64(text) else {
            throw APIError(
                .badRequest,
                "The \(what) \"\(text)\" in \(request.uri.path) is not a number. To fix, use the number the service "
                    + "gave, e.g. \(request.uri.path.replacingOccurrences(of: "/\(text)", with: "/1")).")
        }
        return id
    }

    /// The query parameter `name` as a number, or `nil` if absent.
    static func number(_ name: String, of request: Request) throws -> Int? {
        guard let text = request.uri.queryParameters.get(name) else { return nil }
        guard let number = Int(text) else {
            throw APIError(
                .badRequest,
                "The query parameter \"\(name)\" is \"\(text)\", which is not a whole number. To fix, write e.g. "
                    + "?\(name)=1.")
        }
        return number
    }

    /// The `status` query parameter, or `nil` if absent.
    static func status(of request: Request) throws -> QuestStatus? {
        guard let text = request.uri.queryParameters.get("status") else { return nil }
        guard let status = QuestStatus(rawValue: text) else {
            let known = QuestStatus.allCases.map(\.rawValue).joined(separator: ", ")
            throw APIError(
                .badRequest,
                "The query parameter \"status\" is \"\(text)\", which is not a quest status. To fix, use one of: "
                    + "\(known).")
        }
        return status
    }

    /// What a decoding error says, as a sentence without its fix.
    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _):
            "The request body has no field \"\(key.stringValue)\""
        case .typeMismatch(let type, let context):
            "The field \"\(path(context))\" of the request body is not \(article(type))"
        case .valueNotFound(let type, let context):
            "The field \"\(path(context))\" of the request body is null instead of \(article(type))"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            "The request body is not valid JSON"
        case .dataCorrupted(let context):
            "The field \"\(path(context))\" of the request body is not valid: \(context.debugDescription)"
        @unknown default:
            "The request body cannot be read"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map(\.stringValue).joined(separator: ".")
    }

    private static func article(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int64.Type, is Int.Type: "a whole number"
        default: "a \(type)"
        }
    }
}
