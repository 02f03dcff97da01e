import Dispatch
import Testing
import TyphoonAutoInjection
import XCTest

/// Tests that activate their own assemblies share nothing, so they can run in parallel without
/// seeing each other's patches or singletons.
struct ParallelSuite {
    @Test(arguments: 0..<64)
    func eachParallelTestSeesOnlyItsOwnPatchAndSingleton(number: Int) throws {
        let assembly = ServiceAssembly().activate()
        let provider = StubImageProviderNumbered(number)
        let patch = assembly.patch(assembly.imageProvider) { provider }
        defer { patch.detach() }
        let controller = ChannelBrowserController()
        try assembly.inject(controller)
        #expect((controller.imageProvider as? StubImageProviderNumbered)?.number == number)
        #expect(controller.webService === assembly.webService())
    }
}

final class ParallelTests: XCTestCase {
    func testManyTestsRunningAtOnceEachSeeOnlyTheirOwnPatchAndSingleton() {
        let webServices = Protected<[HttpWebService]>([])
        let mistakes = Protected<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 200) { number in
            let assembly = ServiceAssembly().activate()
            let patch = assembly.patch(assembly.imageProvider) { StubImageProviderNumbered(number) }
            let controller = ChannelBrowserController()
            do {
                try assembly.inject(controller)
            } catch {
                mistakes.withLock { $0.append("\(number): \(error)") }
            }
            if (controller.imageProvider as? StubImageProviderNumbered)?.number != number {
                mistakes.withLock { $0.append("\(number) saw another test's patch") }
            }
            webServices.withLock { $0.append(assembly.webService()) }
            patch.detach()
        }
        XCTAssertEqual(mistakes.withLock { $0 }, [])
        XCTAssertEqual(
            Set(webServices.withLock { $0.map(ObjectIdentifier.init) }).count, 200, "every test has its own singleton")
    }

    func testAPropertyReplacedFromManyThreadsAlwaysReadsAWholeValue() throws {
        let panel = SharedPanel()
        try ServiceAssembly().activate().inject(panel)
        let failures = Protected(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for iteration in 0..<2_000 {
                if (thread + iteration).isMultiple(of: 2) {
                    panel.imageProvider = iteration.isMultiple(of: 3) ? StubImageProvider() : DiskImageProvider()
                } else if !["disk", "stub"].contains(panel.imageProvider.name) {
                    failures.withLock { $0 += 1 }
                }
            }
        }
        XCTAssertEqual(failures.withLock { $0 }, 0)
    }

    func testInjectFromManyThreadsFillsEveryObject() throws {
        let factory = ServiceAssembly().activate().factory
        let failures = Protected(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<300 {
                let controller = ChannelBrowserController()
                do {
                    try factory.inject(controller)
                    if controller.imageProvider.name != "disk" { failures.withLock { $0 += 1 } }
                } catch {
                    failures.withLock { $0 += 1 }
                }
            }
        }
        XCTAssertEqual(failures.withLock { $0 }, 0)
    }
}

/// An object shared by threads: its only state is an auto-injected property, which is safe to
/// read and set from any thread.
final class SharedPanel: @unchecked Sendable {
    @InjectedProtocol var imageProvider: any ImageProvider
}

final class StubImageProviderNumbered: ImageProvider {
    let number: Int
    var name: String { "stub \(number)" }
    init(_ number: Int) { self.number = number }
}
