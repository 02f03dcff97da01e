import Foundation
import Hummingbird
import HummingbirdTesting

extension TestClientProtocol {
    /// Sends a request with an optional JSON body.
    func send(_ method: HTTPRequest.Method, _ uri: String, json: String? = nil) async throws -> TestResponse {
        try await execute(uri: uri, method: method, body: json.map { ByteBuffer(string: $0) })
    }
}

extension TestResponse {
    /// The body decoded from JSON.
    func decoded<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(buffer: body))
    }
}
