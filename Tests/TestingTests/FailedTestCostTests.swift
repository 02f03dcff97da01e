import Foundation
import Testing
import TyphoonTesting

/// What failing tests cost the run: each managed test that meets a mistake a definition cannot
/// throw parks the thread its call ran on, and a run of a thousand of them must stay bounded (one
/// parked thread per failed test at most, under 100 MB of resident memory).
///
/// The thousand tests run in a child process (an exit test), so that nothing else of the run
/// counts in its threads and memory: each is what the trait makes of a test (a factory of new
/// assemblies, the test on the task, the call through `try component(_:)`), and each meets a
/// cycle of initializers or a missing configuration key. The numbers are printed, and the time
/// is never asserted: it belongs to the machine.
@Suite struct FailedTestCostTests {
    static let failures = 1_000

    /// Not under a sanitizer: ThreadSanitizer and AddressSanitizer keep state of their own for
    /// every thread (about 0.6 MB each under ThreadSanitizer), which is theirs, not the test's.
    @Test(.enabled(if: ProcessFootprint.isReadable && !ProcessFootprint.isSanitized))
    func aThousandFailingTestsParkAThreadEachAtMostAndStayUnderAHundredMegabytes() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let before = ProcessFootprint.now()
            let start = ContinuousClock.now
            var failed = 0
            for index in 0..<FailedTestCostTests.failures {
                if FailedTestCostTests.failingTest(index) { failed += 1 }
            }
            let elapsed = ContinuousClock.now - start
            let after = ProcessFootprint.now()
            let threads = after.threads - before.threads
            let megabytes = Double(after.residentBytes - before.residentBytes) / 1_048_576
            let perTest = (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 1e6
            print(
                String(
                    format:
                        "TyphoonTesting: %d failing tests took %.0f µs each, left %d more threads and %.1f MB more resident memory.",
                    failed, perTest / Double(FailedTestCostTests.failures), threads, megabytes))
            guard failed == FailedTestCostTests.failures, threads <= failed, megabytes < 100 else { exit(1) }
        }
        let report = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        print(report.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// One managed test that meets a mistake through `try component(_:)`; whether it failed with
    /// the container's error.
    static func failingTest(_ index: Int) -> Bool {
        let factory = ComponentFactory(assemblies: [MistakesAssembly()])
        let test = ActiveTest(factory: factory, name: "failing\(index)()", fail: { _ in })
        return ActiveTest.$current.withValue(test) {
            do {
                if index.isMultiple(of: 2) {
                    _ = try factory.component(Ring.self)
                } else {
                    _ = try factory.component(Gauge.self)
                }
                return false
            } catch {
                return true
            }
        }
    }
}

/// This process's thread count and resident memory, as Linux reports them in `/proc/self`.
struct ProcessFootprint {
    let threads: Int
    let residentBytes: Int

    /// Whether `/proc/self` can be read here (Linux).
    static var isReadable: Bool {
        FileManager.default.isReadableFile(atPath: "/proc/self/statm")
    }

    /// Whether the process runs under ThreadSanitizer or AddressSanitizer, whose runtimes define
    /// these entry points.
    static var isSanitized: Bool {
        let entryPoints: [String] = ["__tsan_init", "__asan_init"]
        return entryPoints.contains { dlsym(UnsafeMutableRawPointer(bitPattern: 0), $0) != nil }
    }

    static func now() -> ProcessFootprint {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let threads =
            status.split(separator: "\n").first { $0.hasPrefix("Threads:") }
            .flatMap { Int($0.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return ProcessFootprint(threads: threads, residentBytes: pages * Int(sysconf(Int32(_SC_PAGESIZE))))
    }
}
