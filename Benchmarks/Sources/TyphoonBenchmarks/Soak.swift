import Foundation
import TyphoonAutoInjection

#if canImport(Darwin)
    import Darwin
#endif

// The soak run (`--soak [CYCLES]`): not a timing but a leak check. Each cycle activates an
// assembly, resolves a graph that uses every scope, cycles, run-time arguments and the two
// wrappers, and lets everything go; resident memory must stay flat.

// MARK: The graph of one cycle

final class SoakSettings {}
final class SoakCache {}
protocol SoakClock: AnyObject {}
final class SoakSystemClock: SoakClock {}

final class SoakRoot {
    let settings: SoakSettings
    let cache: SoakCache
    var child: SoakChild?
    var page: SoakPage?
    init(settings: SoakSettings, cache: SoakCache) {
        self.settings = settings
        self.cache = cache
    }
}

final class SoakChild {
    weak var parent: SoakRoot?
    var clock: (any SoakClock)?
}

final class SoakPage {
    let number: Int
    let header: SoakHeader
    init(number: Int, header: SoakHeader) {
        self.number = number
        self.header = header
    }
}

final class SoakHeader {
    weak var page: SoakPage?
}

/// Something the container does not build, filled by `inject(_:)`.
final class SoakClient {
    @InjectedClass var cache: SoakCache
    @InjectedProtocol var clock: any SoakClock
}

final class SoakAssembly: Assembly, @unchecked Sendable {
    func settings() -> SoakSettings { define(scope: .singleton) { SoakSettings() } }
    func cache() -> SoakCache { define(scope: .weakSingleton) { SoakCache() } }
    func clock() -> any SoakClock { define(scope: .lazySingleton) { SoakSystemClock() } }

    /// An object-graph root in a property cycle with its child.
    func root(page number: Int) -> SoakRoot {
        define(arguments: number) {
            SoakRoot(settings: self.settings(), cache: self.cache())
        } configuration: { definition in
            definition.injectProperty(\.child, with: self.child(page: number))
            definition.injectProperty(\.page, with: self.page(number))
        }
    }

    func child(page number: Int) -> SoakChild {
        define(arguments: number) { SoakChild() } configuration: { definition in
            definition.injectProperty(\.parent, with: self.root(page: number))
            definition.injectProperty(\.clock, with: self.clock())
        }
    }

    /// A cycle with a run-time argument, one side through the initializer; a weak singleton per page.
    func page(_ number: Int) -> SoakPage {
        define(scope: .weakSingleton, arguments: number) { SoakPage(number: number, header: self.header(number)) }
    }

    func header(_ number: Int) -> SoakHeader {
        define(arguments: number) { SoakHeader() } configuration: {
            $0.injectProperty(\.page, backReferenceTo: self.page(number))
        }
    }

    override var components: [Component] {
        [Component(Self.settings, eager: true), Component(Self.cache), Component(Self.clock)]
    }
}

// MARK: The run

/// One cycle: activate, resolve, inject, check the identities, release (on return).
@inline(never)
func soakCycle(_ cycle: Int) throws -> UInt {
    let assembly = SoakAssembly().activate()
    let root = assembly.root(page: cycle % 16)
    let client = SoakClient()
    try assembly.inject(client)
    guard let child = root.child, let page = root.page, child.parent === root, page.header.page === page,
        root.settings === assembly.settings(), client.cache === root.cache, client.clock === child.clock
    else {
        fatalError("soak cycle \(cycle): the graph has the wrong identities")
    }
    return identity(root) &+ identity(page) &+ identity(client.cache)
}

/// Resident memory in bytes, or nil where it cannot be read.
func residentBytes() -> Int? {
    #if os(Linux)
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    #elseif canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let result = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        return result == KERN_SUCCESS ? Int(info.resident_size) : nil
    #else
        return nil
    #endif
}

/// The largest growth of resident memory allowed between the second report and the last.
let soakGrowthLimit = 4 << 20

/// Runs `cycles` cycles, reporting resident memory ten times (every 20,000 cycles at most), and
/// returns the exit status: 1 if memory grew by more than ``soakGrowthLimit`` after the first
/// report (which includes the warm-up: caches, the allocator's arenas, the runtime's metadata).
func runSoak(cycles: Int) -> Int32 {
    let interval = max(1, min(20_000, cycles / 10))
    var checksum: UInt = 0
    var reports: [Int] = []
    let started = ContinuousClock.now
    print("soak: \(cycles) cycles, resident memory every \(interval) cycles")
    for cycle in 1...cycles {
        do { checksum &+= try soakCycle(cycle) } catch {
            print("soak cycle \(cycle): inject(_:) threw \(error)")
            return 1
        }
        guard cycle % interval == 0 else { continue }
        guard let bytes = residentBytes() else {
            print("cycle \(cycle): resident memory unavailable")
            continue
        }
        reports.append(bytes)
        print("cycle \(cycle): resident \(mebibytes(bytes)) MiB")
    }
    print("checksum \(String(checksum, radix: 16)); \(cycles) cycles in \(ContinuousClock.now - started)")
    return verdict(reports)
}

/// Compares the second report with the last, and says what it decided.
func verdict(_ reports: [Int]) -> Int32 {
    guard reports.count >= 3 else {
        print("soak: too few memory reports to judge growth (resident memory unavailable, or under 30 cycles)")
        return 0
    }
    let growth = reports[reports.count - 1] - reports[1]
    let limit = "limit \(mebibytes(soakGrowthLimit)) MiB from the second report to the last"
    if growth > soakGrowthLimit {
        print("soak: FAILED: resident memory grew by \(mebibytes(growth)) MiB (\(limit))")
        return 1
    }
    print("soak: flat: resident memory changed by \(mebibytes(growth)) MiB (\(limit))")
    return 0
}

func mebibytes(_ bytes: Int) -> String {
    String(format: "%.2f", Double(bytes) / 1_048_576)
}
