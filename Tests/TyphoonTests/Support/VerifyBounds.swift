import Foundation
import Typhoon

// Fixtures for VerifyBoundsTests: verifications that each meet a problem a definition method cannot
// throw, so that each parks a thread, and what such a thread keeps.

/// A mebibyte, to see whether what a verification built is still alive.
final class Hoard {
    let bytes = [UInt8](repeating: 7, count: 1 << 20)
}

final class Vault {
    var depth = 0
}

/// Remembers, weakly, the last hoard a sandbox built.
final class HoardWatch: Sendable {
    private let last = Protected<WeakHoard>(WeakHoard())

    func saw(_ hoard: Hoard) -> Hoard {
        last.withLock { $0.hoard = hoard }
        return hoard
    }

    var lastHoardIsAlive: Bool { last.withLock { $0.hoard != nil } }
}

struct WeakHoard {
    weak var hoard: Hoard?
}

/// A listed singleton hoard, built by its own item, and a vault whose key no configuration holds.
final class TreasuryVaultAssembly: Assembly, @unchecked Sendable {
    static let watch = HoardWatch()

    func hoard() -> Hoard { define(scope: .lazySingleton) { Self.watch.saw(Hoard()) } }
    func vault() -> Vault {
        define {
            Vault()
        } configuration: {
            $0.injectProperty(\.depth, with: self.config("vault.depth"))
        }
    }

    override var components: [Component] { [Component(Self.hoard), Component(Self.vault)] }
}

/// A vault whose initializer builds a singleton hoard it does not keep, and then stops at a key no
/// configuration holds: only the stopped resolution holds the hoard.
final class CellarAssembly: Assembly, @unchecked Sendable {
    static let watch = HoardWatch()

    func hoard() -> Hoard { define(scope: .lazySingleton) { Self.watch.saw(Hoard()) } }
    func vault() -> Vault {
        define { () -> Vault in
            _ = self.hoard()
            return Vault()
        } configuration: {
            $0.injectProperty(\.depth, with: self.config("cellar.depth"))
        }
    }

    override var components: [Component] { [Component(Self.vault)] }
}

/// One listed vault whose key no configuration holds: each verification parks one thread.
final class StrongroomAssembly: Assembly, @unchecked Sendable {
    func vault() -> Vault {
        define {
            Vault()
        } configuration: {
            $0.injectProperty(\.depth, with: self.config("strongroom.depth"))
        }
    }

    override var components: [Component] { [Component(Self.vault)] }
}

/// This process's resident memory, in bytes, and its threads, as Linux counts them.
enum ProcessFootprint {
    /// Whether a sanitizer runs (`.ci/run` sets its options): its shadow memory and bookkeeping
    /// cost each thread far more than Typhoon does (ThreadSanitizer: about 650 KB a parked thread).
    static var underASanitizer: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["ASAN_OPTIONS"] != nil || environment["TSAN_OPTIONS"] != nil
    }

    static var residentBytes: Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The names of this process's threads (`/proc/self/task/*/comm`).
    static var threadNames: [String] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.compactMap { task in
            (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8))?
                .trimmingCharacters(in: .newlines)
        }
    }
}

final class PressureGauge {
    var pressure = 0
}

final class SteamBoiler {
    init(gauge: PressureGauge) {}
}

final class SteamWhistle {
    var gauge: PressureGauge?
}

/// Two listed components that both reach the gauge, whose one property stops at a key no
/// configuration holds; ``readings`` counts how often that value was made.
final class EngineRoomAssembly: Assembly, @unchecked Sendable {
    static let readings = AtomicCounter()

    func gauge() -> PressureGauge {
        define {
            PressureGauge()
        } configuration: {
            $0.injectProperty(\.pressure, with: self.readPressure())
        }
    }

    func boiler() -> SteamBoiler { define { SteamBoiler(gauge: self.gauge()) } }
    func whistle() -> SteamWhistle {
        define {
            SteamWhistle()
        } configuration: {
            $0.injectProperty(\.gauge, with: self.gauge())
        }
    }

    override var components: [Component] { [Component(Self.boiler), Component(Self.whistle)] }

    private func readPressure() -> Int {
        Self.readings.increment()
        return config("engine.pressure")
    }
}
