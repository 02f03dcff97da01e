import Dispatch
import TyphoonAutoInjection
import XCTest

// Examples of ThreadSafety.md.

// snippet: threads-global
let network = NetworkComponents().activate()
// end-snippet

// snippet: threads-server-routes
/// Answers one request: what a server builds for each request and drops when it ends.
final class QuestHandler {
    let response: String

    init(path: String) {
        response = "the quests of \(path)"
    }
}

class QuestHandlerAssembly: Assembly, @unchecked Sendable {
    func handler(for path: String) -> QuestHandler {
        define(arguments: path) { QuestHandler(path: path) }
    }

    func routes() -> QuestRoutes {
        define(scope: .singleton) { QuestRoutes(handlers: self) }
    }
}

/// The server's routes: they keep the assembly that builds each request's handler.
final class QuestRoutes: Sendable {
    let handlers: QuestHandlerAssembly

    init(handlers: QuestHandlerAssembly) {
        self.handlers = handlers
    }

    func respond(to path: String) -> String {
        handlers.handler(for: path).response
    }
}
// end-snippet

// snippet: threads-server-released
func makeRoutes() -> QuestRoutes {
    let factory = ComponentFactory(assemblies: [QuestHandlerAssembly()])
    return factory.assembly(QuestHandlerAssembly.self).routes()
}  // nothing holds the factory once this returns
// end-snippet

// snippet: threads-server-owner
/// The server's entry point: it keeps the factory for as long as it serves.
struct QuestServer {
    let factory = ComponentFactory(assemblies: [QuestHandlerAssembly()])

    /// Answers requests until they end (until the server shuts down).
    func serve(_ requests: AsyncStream<String>) async -> [String] {
        let routes = factory.assembly(QuestHandlerAssembly.self).routes()
        var responses: [String] = []
        for await path in requests {
            responses.append(routes.respond(to: path))
        }
        return responses
    }
}
// end-snippet

// snippet: threads-unchecked-sendable
/// Captured by `@Sendable` route closures, so it must be `Sendable`.
final class RoundTableController: @unchecked Sendable {
    @InjectedClass var handlers: QuestHandlerAssembly

    func respond(to path: String) -> String {
        handlers.handler(for: path).response
    }
}
// end-snippet

// snippet: threads-async-look-up
func currentQuest(in factory: ComponentFactory) async throws -> any Quest {
    try await factory.component((any Quest).self)
}
// end-snippet

final class ThreadSafetyTests: XCTestCase {
    func testTasksShareOneSingletonBuiltOnce() async {
        // snippet: threads-tasks
        let clients = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<100 {
                group.addTask { ObjectIdentifier(network.apiClient()) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        // clients.count == 1: every task got the same APIClient
        // end-snippet
        XCTAssertEqual(clients.count, 1)
    }

    func testThreadsShareOneSingletonBuiltOnce() {
        let network = NetworkComponents().activate()
        let first = ObjectIdentifier(network.apiClient())
        let mismatches = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<500 where ObjectIdentifier(network.apiClient()) != first {
                mismatches.increment()
            }
        }
        XCTAssertEqual(mismatches.value, 0)
    }

    func testByTypeLookUpsFromManyThreadsAllSucceed() {
        let factory = ComponentFactory(assemblies: [LoginComponents(), NetworkComponents()])
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 {
                do {
                    _ = try factory.component(APIClient.self)
                    _ = factory.assembly(LoginComponents.self).loginBehaviour()
                } catch {
                    failures.increment()
                }
            }
        }
        XCTAssertEqual(failures.value, 0)
    }

    func testAnAssemblyCanBeHandedToAnotherTask() async {
        // snippet: threads-detached
        let login = LoginComponents().activate()
        let baseURL = await Task.detached { login.loginBehaviour().apiClient.baseURL }.value
        // end-snippet
        XCTAssertEqual(baseURL, "https://api.example.net")
    }
}

final class ThreadSafetyServerTests: XCTestCase {
    func testTheServersOwnerKeepsTheFactoryAliveWhileItServes() async {
        let (requests, continuation) = AsyncStream.makeStream(of: String.self)
        for path in ["/knights/1", "/quests"] { continuation.yield(path) }
        continuation.finish()
        // snippet: threads-server-serve
        let responses = await QuestServer().serve(requests)
        // end-snippet
        XCTAssertEqual(responses, ["the quests of /knights/1", "the quests of /quests"])
    }

    func testEachRequestGetsItsOwnHandler() {
        let factory = ComponentFactory(assemblies: [QuestHandlerAssembly()])
        let handlers = factory.assembly(QuestHandlerAssembly.self)
        XCTAssertFalse(handlers.handler(for: "/quests") === handlers.handler(for: "/quests"))
        withExtendedLifetime(factory) {}
    }

    func testAControllerFilledOnceIsSharedByConcurrentRequests() async throws {
        let factory = ComponentFactory(assemblies: [QuestHandlerAssembly()])
        let controller = try Self.controller(filledBy: factory)
        let responses = await withTaskGroup(of: String.self) { group in
            for knight in 0..<100 {
                group.addTask { controller.respond(to: "/knights/\(knight)") }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        XCTAssertEqual(responses, Set((0..<100).map { "the quests of /knights/\($0)" }))
        withExtendedLifetime(factory) {}
    }

    /// Start-up code, which is synchronous here; in an `async` function, `inject(_:)` needs
    /// `await` as `component(_:)` does.
    private static func controller(filledBy factory: ComponentFactory) throws -> RoundTableController {
        // snippet: threads-unchecked-sendable-fill
        let controller = RoundTableController()
        try factory.inject(controller)  // filled before any request can see it
        // end-snippet
        return controller
    }

    func testAnAsyncLookUpOfAComponentNotOnTheMainActorIsBuiltAsTheSynchronousOneIs() async throws {
        let factory = ComponentFactory(assemblies: [KnightAssembly()])
        let quest = try await currentQuest(in: factory)
        XCTAssertEqual(quest.name, "Campaign")
    }

    /// The message as the article and the Errors article quote it.
    ///
    /// The threads' numbers differ in every run, so the stop itself, made by two real threads, is asserted in TyphoonTests
    /// (`SharedCycleTests`) with the numbers those threads had.
    func testThreadsThatWaitForEachOtherAreNamedWithWhatEachWaitsFor() {
        let error = TyphoonError.threadsWaitForEachOther(
            threads: [#"thread 4242 ("loader")"#, #"thread 4243 ("sync")"#],
            definitions: ["BridgeAssembly.bridge()", "TowerAssembly.tower()"])
        XCTAssertEqual(
            error.description,
            #"Threads wait for each other's shared instances: thread 4242 ("loader") waits for BridgeAssembly.bridge(), which thread 4243 ("sync") is building; thread 4243 ("sync") waits for TowerAssembly.tower(), which thread 4242 ("loader") is building. Each of these instances is still inside its initializer, so none can be handed to the thread that waits for it: a cycle of initializers, which one thread cannot build either. To fix, inject one side of the cycle after the initializer, through a property or a method (`injectProperty(_:backReferenceTo:)`)."#
        )
    }
}

/// A count that many threads can increment.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
