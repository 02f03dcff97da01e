// Whole GET requests through one of the two applications' responders, in this process and
// without sockets, for `Scripts/count`, which counts what they do (reference-count operations,
// allocations, casts) with uprobes. Counts, unlike CPU time, do not move with what else runs on
// the machine, nor with how the kernel wakes the server's threads.
//
// It seeds the data `Scripts/load` seeds (100 knights, 200 quests, the first 50 assigned), sends
// each route 200 requests to warm it, then `requests` more, and exits; whatever the two steps
// before the last one cost, running it with n and 2n requests and taking the difference leaves
// the cost of n requests.
//
//     swift run -c release RequestCounts typhoon|hand requests route...
import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import QuestServerKit
import Typhoon

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 3, ["typhoon", "hand"].contains(arguments.first),
    let requests = Int(arguments.dropFirst().first!)
else {
    FileHandle.standardError.write(Data("Usage: RequestCounts typhoon|hand requests route...\n".utf8))
    exit(64)
}
let routes = arguments.dropFirst(2)

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RequestCounts-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let config = try Config(properties: "database.path=\(folder.path)/quests.sqlite", source: "RequestCounts")

// Each wiring as its server makes it, with its own database. The factory is kept to the end, as
// the server's application keeps it.
let responder: RouterResponder<QuestRequestContext>
var factory: ComponentFactory?
if arguments.first == "typhoon" {
    let typhoon = try QuestServerAssemblies.factory(configs: [config])
    try await QuestDatabase.activating(typhoon, try SettingsCheck.check([config]))
    responder = typhoon.assembly(HTTPAssembly.self).application().responder
    factory = typhoon
} else {
    let settings = try SettingsCheck.check([config])
    responder = HandWiring.application(settings, database: try await QuestDatabase.opening(settings)).responder
}

/// Discards a response's body once the responder has written it.
struct Discarding: ResponseBodyWriter {
    func write(_ buffer: ByteBuffer) async throws {}
    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

let channel = EmbeddedChannel()
let logger = Logger.questServer(level: .info)

/// Sends one request, as Hummingbird's server would hand it to the responder, and returns the status.
nonisolated func send(_ method: HTTPRequest.Method, _ uri: String, body: String = "") async throws -> Int {
    let request = Request(
        head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri),
        body: RequestBody(buffer: ByteBuffer(string: body)))
    var requestLogger = logger
    requestLogger[metadataKey: "hb.request.id"] = .stringConvertible(RequestID())
    let response = try await responder.respond(
        to: request, context: QuestRequestContext(source: .init(channel: channel, logger: requestLogger)))
    try await response.body.write(Discarding())
    return response.status.code
}

/// Sends `count` GET requests to `route`; stops at the first that is not answered 200.
nonisolated func get(_ route: String, _ count: Int) async throws {
    for _ in 0..<count {
        let status = try await send(.get, route)
        guard status == 200 else {
            FileHandle.standardError.write(Data("GET \(route) answered \(status), not 200.\n".utf8))
            exit(1)
        }
    }
}

for number in 1...100 { _ = try await send(.post, "/knights", body: #"{"name": "Knight \#(number)"}"#) }
for number in 1...200 { _ = try await send(.post, "/quests", body: #"{"title": "Quest \#(number)"}"#) }
for number in 1...50 { _ = try await send(.post, "/quests/\(number)/assignment", body: #"{"knightID": \#(number)}"#) }
for route in routes { try await get(route, 200) }
for route in routes { try await get(route, requests) }
withExtendedLifetime(factory) { print("Sent \(requests) requests to each route.") }
