import Dispatch
import TyphoonAutoInjection
import XCTest

// Examples of ThreadSafety.md.

// snippet: threads-global
let network = NetworkComponents().activate()
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

/// A count that many threads can increment.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
