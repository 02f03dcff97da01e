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
// Each graph is also timed cold: after `sweep` megabytes of other memory are written, as a
// server's other work (rows, JSON, sockets, the kernel, other programs) evicts the caches between
// two requests. A server's request meets its wiring cold, and there the wiring's code and data
// come from memory, not from the caches a loop of graphs keeps warm: the load runs' difference
// follows the cold figure, not the warm one.
//
// It prints four numbers, nanoseconds per graph: Typhoon and by hand warm, then Typhoon and by
// hand cold.
//
//     swift run -c release WiringCost [graphs per round] [cold graphs per round] [sweep in MB]
import Foundation
import QuestServerKit
import Typhoon

let arguments = CommandLine.arguments.dropFirst().map { Int($0) }
let graphs = arguments.first.flatMap { $0 } ?? 200_000
let coldGraphs = arguments.dropFirst().first.flatMap { $0 } ?? 2_000
let sweepMegabytes = arguments.dropFirst(2).first.flatMap { $0 } ?? 64
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
/// `RequestRegionMiddleware` does (Typhoon's, as `HTTPAssembly.requestRegion()` makes it).
typealias Region = @Sendable (_ body: () async throws -> Void) async throws -> Void
let persistence = factory.assembly(PersistenceAssembly.self)
let typhoonRegion: Region = { [persistence] body in
    try await persistence.withScope {
        try await persistence.unitOfWork().settle(body) { _ in true }
    }
}
let handRegion: Region = { [handWired] body in try await handWired.runInRequest(body) { _ in true } }

/// One request's graph: a region with a knight service (even `index`) or a quest service.
nonisolated func buildGraph(
    _ index: Int, for request: RequestInfo, _ services: any RequestServices, in region: Region
) async throws {
    try await region {
        if index & 1 == 0 {
            withExtendedLifetime(try await services.knightService(for: request)) {}
        } else {
            withExtendedLifetime(try await services.questService(for: request)) {}
        }
    }
}

/// `count` requests, each with its own id.
func requests(_ count: Int) -> [RequestInfo] {
    (0..<count).map { RequestInfo(id: String($0, radix: 16), method: "GET", path: "/knights/42") }
}

func nanoseconds(_ duration: Duration, per count: Int) -> Double {
    (Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9) / Double(count)
}

/// Nanoseconds per graph, `graphs` graphs one after the other, which keeps the caches warm.
///
/// Nonisolated, so that it runs on the global executor: the regions and services it awaits
/// are nonisolated too, and none of its `await`s changes thread.
nonisolated func nanosecondsPerGraph(_ services: any RequestServices, in region: Region) async throws -> Double {
    let requests = requests(graphs)
    let clock = ContinuousClock()
    let start = clock.now
    for (index, request) in requests.enumerated() {
        try await buildGraph(index, for: request, services, in: region)
    }
    return nanoseconds(clock.now - start, per: graphs)
}

/// Nanoseconds per graph, `coldGraphs` graphs each timed alone after `sweepMegabytes` of other
/// memory are written, one word in each 64-byte line, so that the graph meets caches that hold
/// none of it.
nonisolated func coldNanosecondsPerGraph(_ services: any RequestServices, in region: Region) async throws -> Double {
    let requests = requests(coldGraphs)
    var sweep = [UInt64](repeating: 0, count: sweepMegabytes << 17)
    var total = Duration.zero
    let clock = ContinuousClock()
    for (index, request) in requests.enumerated() {
        sweep.withUnsafeMutableBufferPointer { words in
            for line in stride(from: 0, to: words.count, by: 8) { words[line] &+= 1 }
        }
        let start = clock.now
        try await buildGraph(index, for: request, services, in: region)
        total += clock.now - start
    }
    withExtendedLifetime(sweep) {}
    return nanoseconds(total, per: coldGraphs)
}

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

/// The median over `rounds` rounds of `measure`, Typhoon's and by hand, alternating which goes
/// first so that drift falls on both.
func medians(
    _ measure: (any RequestServices, Region) async throws -> Double
) async throws -> (typhoon: Double, byHand: Double) {
    var typhoon: [Double] = []
    var byHand: [Double] = []
    for round in 0..<rounds {
        if round % 2 == 0 {
            typhoon.append(try await measure(assembled, typhoonRegion))
            byHand.append(try await measure(handWired, handRegion))
        } else {
            byHand.append(try await measure(handWired, handRegion))
            typhoon.append(try await measure(assembled, typhoonRegion))
        }
    }
    return (median(typhoon), median(byHand))
}

_ = (
    try await nanosecondsPerGraph(assembled, in: typhoonRegion),
    try await nanosecondsPerGraph(handWired, in: handRegion)
)  // warm-up
let warm = try await medians(nanosecondsPerGraph)
let cold = try await medians(coldNanosecondsPerGraph)
print(String(format: "%.0f %.0f %.0f %.0f", warm.typhoon, warm.byHand, cold.typhoon, cold.byHand))
