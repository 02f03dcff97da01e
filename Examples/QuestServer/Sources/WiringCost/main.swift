// What wiring one request's graph costs, with Typhoon and by hand: the step every request of
// QuestServer takes before its handler runs (a region with its unit of work, and a service with
// its own journal, built for the request's RequestInfo), timed alone, so that the machine's other work, which blurs a load test,
// blurs it less. Scripts/load runs it after its wrk runs and sets it against the CPU time a
// request costs.
//
// The graphs are built on the global executor, as the server's handlers run, not on the main
// actor that runs this file's top-level code: there, every `await` of a region hopped to the
// global executor and back, two thread hand-offs per graph that cost both wirings some 20 to
// 50 µs and drowned their difference.
//
//     swift run -c release WiringCost [graphs per round]
import Foundation
import QuestServerKit
import Typhoon

let graphs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 200_000
let rounds = 7
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("WiringCost-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let config = try Config(
    properties: "database.path=\(folder.path)/quests.sqlite\nlog.level=critical", source: "WiringCost")

// The two makers of request services the two servers use, on one database.
let factory = try QuestServerAssemblies.factory(configs: [config])
try await factory.activate()
let assembled = factory.assembly(ServiceAssembly.self)
let settings = try SettingsCheck.check([config])
let handWired = HandWiredServices(
    database: try await factory.assembly(PersistenceAssembly.self).database(),
    paging: Paging(defaultSize: settings.pageSize, maxSize: settings.maxPageSize),
    logger: .questServer(level: settings.logLevel), inFlight: InFlightRequests())

/// Opens one request's region around `body` and settles its unit of work, as each server's
/// `RequestRegionMiddleware` does.
typealias Region = @Sendable (_ body: () async throws -> Void) async throws -> Void
let typhoonRegion: Region = { [factory] body in
    try await factory.withScope {
        try await factory.assembly(PersistenceAssembly.self).unitOfWork().settle(body) { _ in true }
    }
}
let handRegion: Region = { [handWired] body in try await handWired.runInRequest(body) { _ in true } }

/// Nanoseconds per graph: a region with a knight service or a quest service in turn, each for a
/// new request.
///
/// Nonisolated, so that it runs on the global executor: the regions and services it awaits
/// are nonisolated too, and none of its `await`s changes thread.
nonisolated func nanosecondsPerGraph(_ services: any RequestServices, in region: Region) async throws -> Double {
    let requests = (0..<graphs).map { RequestInfo(id: String($0, radix: 16), method: "GET", path: "/knights/42") }
    let clock = ContinuousClock()
    let start = clock.now
    for (index, request) in requests.enumerated() {
        try await region {
            if index & 1 == 0 {
                withExtendedLifetime(try await services.knightService(for: request)) {}
            } else {
                withExtendedLifetime(try await services.questService(for: request)) {}
            }
        }
    }
    let elapsed = clock.now - start
    return (Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9) / Double(graphs)
}

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

_ = (
    try await nanosecondsPerGraph(assembled, in: typhoonRegion),
    try await nanosecondsPerGraph(handWired, in: handRegion)
)  // warm-up
var typhoon: [Double] = []
var byHand: [Double] = []
for round in 0..<rounds {
    // Alternating which goes first, so that drift falls on both.
    if round % 2 == 0 {
        typhoon.append(try await nanosecondsPerGraph(assembled, in: typhoonRegion))
        byHand.append(try await nanosecondsPerGraph(handWired, in: handRegion))
    } else {
        byHand.append(try await nanosecondsPerGraph(handWired, in: handRegion))
        typhoon.append(try await nanosecondsPerGraph(assembled, in: typhoonRegion))
    }
}
print(String(format: "%.0f %.0f", median(typhoon), median(byHand)))
