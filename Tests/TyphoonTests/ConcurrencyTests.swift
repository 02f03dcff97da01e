import Dispatch
import Synchronization
import Typhoon
import XCTest

/// Many threads resolving at once; run under `swift test --sanitize=thread` too.
final class ConcurrencyTests: XCTestCase {
    private let threads = 8

    func testASingletonIsBuiltExactlyOnceUnderContention() {
        for _ in 0..<20 {
            let assembly = ScopeAssembly().activate()
            let seen = Protected<Set<ObjectIdentifier>>([])
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                let service = assembly.lazyService()
                seen.withLock { _ = $0.insert(ObjectIdentifier(service)) }
            }
            XCTAssertEqual(seen.withLock { $0.count }, 1)
            XCTAssertEqual(assembly.builds.count, 2, "the eager singleton and the lazy one, once each")
        }
    }

    func testGraphsWithSingletonsWeakSingletonsAndCyclesResolveFromManyThreads() {
        let factory = ComponentFactory(assemblies: [ScopeAssembly(), SettingsAssembly(), KnightAssembly()])
        let scopes = factory.assembly(ScopeAssembly.self)
        let settings = factory.assembly(SettingsAssembly.self)
        let knights = factory.assembly(KnightAssembly.self)
        let failures = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for iteration in 0..<2_000 {
                let controller = settings.appSettingsController()
                if controller.settingsView.delegate !== controller { failures.add(1, ordering: .relaxed) }
                let job = settings.jobExecutionViewController(with: Job(name: "\(thread)-\(iteration % 5)"))
                if job.view?.delegate !== job { failures.add(1, ordering: .relaxed) }
                if settings.singletonController().view?.delegate !== settings.singletonController() {
                    failures.add(1, ordering: .relaxed)
                }
                if scopes.singletonService() !== scopes.singletonService() { failures.add(1, ordering: .relaxed) }
                if iteration % 3 == 0 {
                    _ = scopes.weakService()  // released at once: rebuilt by whichever thread comes next
                }
                let held = scopes.weakService()
                if scopes.weakService() !== held { failures.add(1, ordering: .relaxed) }  // shared while held
                let castle = knights.castle()
                if castle.knight.quest !== castle.horse.quest { failures.add(1, ordering: .relaxed) }
                _ = scopes.serviceNumbered(iteration % 7)
            }
        }
        XCTAssertEqual(failures.load(ordering: .relaxed), 0)
        XCTAssertEqual(Set((0..<7).map { ObjectIdentifier(scopes.serviceNumbered($0)) }).count, 7)
    }

    func testByTypeLookUpsFromManyThreadsSeeOneSingleton() throws {
        let factory = LookupAssembly().activate().factory
        let seen = Protected<Set<ObjectIdentifier>>([])
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<500 {
                guard let quest = try? factory.component((any Quest).self) else { continue }
                seen.withLock { _ = $0.insert(ObjectIdentifier(quest)) }
            }
        }
        XCTAssertEqual(seen.withLock { $0.count }, 1)
    }

    func testActivatingAndReleasingFactoriesFromManyThreads() {
        let failures = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<200 {
                let assembly = SettingsAssembly().activate()
                let controller = assembly.appSettingsController()
                if controller.settingsView.delegate !== controller { failures.add(1, ordering: .relaxed) }
            }
        }
        XCTAssertEqual(failures.load(ordering: .relaxed), 0)
    }
}
