import Foundation
import Hummingbird
import NIOCore

/// Reads what controllers need from a request: a JSON body, a numeric path parameter, query
/// parameters; anything unreadable is an ``APIError`` that says how to fix it.
enum RequestReading {
    /// Decodes the body as JSON into `T`.
    ///
    /// - Parameters:
    ///   - type: The body's type.
    ///   - request: The request.
    ///   - context: The request's context, which limits the body's size.
    ///   - example: A good body, shown in messages.
    /// - Returns: The decoded body.
    /// - Throws: ``APIError``: 400 naming what is wrong with the body (a field it has twice
    ///   included), 413 for a body over the context's upload limit.
    static func body<T: Decodable>(
        _ type: T.Type, of request: Request, _ context: QuestRequestContext, example: String
    ) async throws -> T {
        let body = Data(buffer: try await collectBody(of: request, upTo: context.maxUploadSize, example: example))
        let decoded = Result { try JSONDecoder().decode(T.self, from: body) }
        // Read only once the decoder has parsed the body: on a body that is not JSON it would mean nothing.
        if !isNotJSON(decoded), let key = DuplicateJSONKey.first(in: body) {
            throw APIError(
                .badRequest,
                "The request body has the field \(Echo.quoted(key)) more than once, and JSON does not say which "
                    + "value counts. To fix, send each field once, as in \(example).")
        }
        do {
            return try decoded.get()
        } catch let error as DecodingError {
            throw APIError(.badRequest, "\(describe(error, body: body)). To fix, send a JSON body such as \(example).")
        } catch let error as BodyFieldError {
            throw APIError(.badRequest, "\(error). To fix, send a JSON body such as \(example).")
        }
    }

    /// The whole body, refused with 413 as soon as its declared or received length is over `limit`.
    private static func collectBody(of request: Request, upTo limit: Int, example: String) async throws -> ByteBuffer {
        let tooLarge = APIError(
            .contentTooLarge,
            "The request body of \(request.method) \(Echo.plain(request.uri.path)) is over \(limit) bytes, the most "
                + "the service reads. To fix, send a JSON body such as \(example).")
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            throw tooLarge
        }
        var request = request
        do {
            return try await request.collectBody(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw tooLarge
        }
    }

    /// Whether decoding failed because the body is not JSON at all (as opposed to JSON of the wrong shape).
    private static func isNotJSON<T>(_ decoded: Result<T, any Error>) -> Bool {
        guard case .failure(DecodingError.dataCorrupted(let context)) = decoded else { return false }
        return context.codingPath.isEmpty
    }

    /// The path parameter `name` as a number; `what` names it in messages ("knight id").
    static func id(_ name: String, of request: Request, _ context: QuestRequestContext, what: String) throws -> Int64 {
        let text = context.parameters.get(name) ?? ""
        guard let id = Int64(text) else {
            throw APIError(
                .badRequest,
                "The \(what) \(Echo.quoted(text)) in \(Echo.plain(request.uri.path)) \(notANumber(text)). To fix, use "
                    + "the number the service gave, e.g. "
                    + "\(Echo.plain(request.uri.path.replacingOccurrences(of: "/\(text)", with: "/1"))).")
        }
        return id
    }

    /// The query parameter `name` as it was sent, or `nil` if absent; the services check it
    /// (``Paging`` reads `page` and `size`).
    static func query(_ name: String, of request: Request) -> String? {
        request.uri.queryParameters.get(name).map { String($0) }
    }

    /// Why `text` is not read as a number: not one at all, or one beyond the 64-bit range.
    private static func notANumber(_ text: String) -> String {
        isWholeNumber(text) ? "is \(beyondRange)" : "is not a number"
    }

    /// Why a whole number is not read: `Int64` cannot hold it.
    static let beyondRange = "beyond the whole numbers the service reads (\(Int64.min) to \(Int64.max))"

    /// Whether `text` is written as a whole number, such as `-12`, whatever its size.
    private static func isWholeNumber(_ text: String) -> Bool {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : text[...]
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    /// The `status` query parameter, or `nil` if absent.
    static func status(of request: Request) throws -> QuestStatus? {
        guard let text = request.uri.queryParameters.get("status") else { return nil }
        guard let status = QuestStatus(rawValue: text) else {
            let known = QuestStatus.allCases.map(\.rawValue).joined(separator: ", ")
            throw APIError(
                .badRequest,
                "The query parameter \"status\" is \(Echo.quoted(text)), which is not a quest status. To fix, use one "
                    + "of: \(known).")
        }
        return status
    }

    /// What a decoding error says, as a sentence without its fix.
    private static func describe(_ error: DecodingError, body: Data) -> String {
        switch error {
        case .keyNotFound(let key, _):
            "The request body has no field \"\(key.stringValue)\""
        case .typeMismatch(_, let context) where context.codingPath.isEmpty,
            .valueNotFound(_, let context) where context.codingPath.isEmpty:
            "The request body is \(kind(of: body)), but it must be a JSON object"
        case .typeMismatch(let type, let context):
            "The field \"\(path(context))\" of the request body is not \(article(type))"
        case .valueNotFound(let type, let context):
            "The field \"\(path(context))\" of the request body is null instead of \(article(type))"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            body.allSatisfy(isJSONWhiteSpace) ? "The request body is empty" : "The request body is not valid JSON"
        case .dataCorrupted(let context):
            "The field \"\(path(context))\" of the request body is not valid: "
                + Echo.plain(context.debugDescription)
        @unknown default:
            "The request body cannot be read"
        }
    }

    /// What kind of JSON value a body that is not an object is, told by its first character.
    private static func kind(of body: Data) -> String {
        let first = body.first { !isJSONWhiteSpace($0) }
        return switch first.map({ Character(Unicode.Scalar($0)) }) {
        case "n": "null"
        case "[": "an array"
        case "\"": "a string"
        case "t", "f": "a boolean"
        default: "a number"
        }
    }

    private static func isJSONWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
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
