import Dispatch
import Foundation
import Synchronization

/// How long and how often to measure.
struct Settings: Sendable {
    /// The time one sample should take; the iteration count is calibrated to it.
    let sampleTime: Duration
    /// Samples per benchmark; the median is reported.
    let samples: Int
    /// When set, no calibration: one batch of exactly this many operations (for profiling, where a
    /// fixed amount of work matters and time does not).
    var fixedIterations: Int?

    static let full = Settings(sampleTime: .milliseconds(20), samples: 15)
    static let quick = Settings(sampleTime: .milliseconds(2), samples: 3)
}

/// The running checksum of everything the benchmarks built, printed at the end so that the
/// optimizer cannot delete the work.
final class Checksum: Sendable {
    private let value = Atomic<UInt>(0)
    func add(_ part: UInt) { _ = value.wrappingAdd(part, ordering: .relaxed) }
    var current: UInt { value.load(ordering: .relaxed) }
}

/// A monotonic clock that measures batches and reports the median time per operation.
struct Harness {
    let settings: Settings
    let checksum: Checksum
    /// `--only`: which contenders of a group to measure.
    let only: String?
    private let clock = ContinuousClock()

    init(settings: Settings, checksum: Checksum, only: String?) {
        self.settings = settings
        self.checksum = checksum
        self.only = only
    }

    /// Nanoseconds per operation: `body(n)` performs `n` operations and returns a fingerprint of
    /// what it built. Calibration doubles `n` until a batch takes the sample time (which also warms
    /// up caches and lazily built state); then the median of the samples is taken.
    func nanosecondsPerOperation(_ body: (Int) -> UInt) -> Double {
        if let fixed = settings.fixedIterations {
            return nanoseconds(time(fixed, body)) / Double(fixed)
        }
        let count = calibrate(body)
        var perOperation: [Double] = []
        for _ in 0..<settings.samples {
            perOperation.append(nanoseconds(time(count, body)) / Double(count))
        }
        return median(perOperation)
    }

    /// Nanoseconds per operation of several bodies measured side by side: each is calibrated, then
    /// the samples take turns (a sample of each body in every round), so that a slow phase of a
    /// noisy machine, or the allocator's state, weighs on all of them alike and their ratios hold.
    func interleavedNanosecondsPerOperation(_ bodies: [(Int) -> UInt]) -> [Double] {
        if settings.fixedIterations != nil { return bodies.map { nanosecondsPerOperation($0) } }
        let counts = bodies.map { calibrate($0) }
        var perOperation = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<settings.samples {
            for (index, body) in bodies.enumerated() {
                perOperation[index].append(nanoseconds(time(counts[index], body)) / Double(counts[index]))
            }
        }
        return perOperation.map(median)
    }

    /// The operation count whose batch takes about the sample time.
    private func calibrate(_ body: (Int) -> UInt) -> Int {
        var count = 1
        while true {
            let elapsed = time(count, body)
            if elapsed >= settings.sampleTime || count >= 1 << 30 { return count }
            let scale = elapsed > .zero ? nanoseconds(settings.sampleTime) / nanoseconds(elapsed) : 16
            count = max(count * 2, Int(Double(count) * min(scale * 1.1, 16)))
        }
    }

    private func time(_ count: Int, _ body: (Int) -> UInt) -> Duration {
        var result: UInt = 0
        let elapsed = clock.measure { result = body(count) }
        checksum.add(result)
        return elapsed
    }

    /// Wall-clock nanoseconds per operation for a fixed amount of work, `total` operations split
    /// evenly across `threads` threads that start together.
    ///
    /// `work(n)` performs `n` operations on the calling thread. One thread runs the same way as two
    /// (a new thread, started by the same barrier), so that only the parallelism differs.
    func parallelNanosecondsPerOperation(threads: Int, total: Int, _ work: @escaping @Sendable (Int) -> UInt) -> Double {
        var perOperation: [Double] = []
        let share = total / threads
        if settings.fixedIterations == nil {
            _ = run(threads: threads, share: share, work)  // warm-up
        }
        for _ in 0..<(settings.fixedIterations == nil ? settings.samples : 1) {
            perOperation.append(nanoseconds(run(threads: threads, share: share, work)) / Double(share * threads))
        }
        return median(perOperation)
    }

    /// The operation count that one thread performs in about `factor` sample times.
    func calibrateParallelWork(factor: Int, _ work: @escaping @Sendable (Int) -> UInt) -> Int {
        settings.fixedIterations ?? calibrate(work) * factor
    }

    /// Starts `threads` threads, releases them at once when all are ready, and returns the time
    /// from the release until the last one has finished.
    private func run(threads: Int, share: Int, _ work: @escaping @Sendable (Int) -> UInt) -> Duration {
        let gate = StartGate()
        let finished = DispatchSemaphore(value: 0)
        let checksum = checksum
        for _ in 0..<threads {
            let thread = Thread {
                gate.arriveAndWait()
                checksum.add(work(share))
                finished.signal()
            }
            thread.start()
        }
        gate.waitUntilArrived(threads)
        let start = clock.now
        gate.open()
        for _ in 0..<threads { finished.wait() }
        return clock.now - start
    }

    func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Lets threads start their work at the same moment: each arrives and spins until the gate opens.
final class StartGate: Sendable {
    private let arrived = Atomic<Int>(0)
    private let isOpen = Atomic<Bool>(false)

    func arriveAndWait() {
        arrived.add(1, ordering: .releasing)
        while !isOpen.load(ordering: .acquiring) {}
    }

    func waitUntilArrived(_ count: Int) {
        while arrived.load(ordering: .acquiring) < count { sched_yield() }
    }

    func open() { isOpen.store(true, ordering: .releasing) }
}
