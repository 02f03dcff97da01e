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

final class StubImageProviderNumbered: ImageProvider {
    let number: Int
    var name: String { "stub \(number)" }
    init(_ number: Int) { self.number = number }
}
