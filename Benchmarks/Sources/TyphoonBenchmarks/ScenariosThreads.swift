import Synchronization
import TyphoonAutoInjection

/// Hands each thread of a run a different number, to pick its own singleton.
private let tickets = Atomic<Int>(0)

// 7: two threads resolving at once, against one thread doing the same amount of work.

func threadBenchmarks() -> [Benchmark] {
    let assembly = BenchmarkAssembly().activate()
    let holder = HandHolder()
    return [
        pair("threads.singleton.hand", "singleton, hand (stored reference, call)") { n in
            chained(n) { identity(holder.shared(salt: $0)) }
        },
        pair("threads.singleton.handstrong", "singleton, hand (strong reference from an atomic)") { n in
            repeated(n) { identity(holder.sharedStrong()) }
        },
        pair("threads.singleton.typhoon", "singleton, Typhoon by reference") { n in
            repeated(n) { identity(assembly.sharedService()) }
        },
        // Every resolution returns a strong reference, so two threads on one object contend for
        // its reference count (a Swift property, not the container's); with a singleton each, the
        // container itself is measured.
        pair("threads.singletons.typhoon", "a singleton per thread, Typhoon by reference") { n in
            let first = tickets.add(1, ordering: .relaxed).oldValue % 2 == 0
            return first
                ? repeated(n) { identity(assembly.firstThreadService()) }
                : repeated(n) { identity(assembly.secondThreadService()) }
        },
        pair("threads.graph.hand", "graph, hand wiring") { n in
            repeated(n) { fingerprint(handWiredCastle()) }
        },
        pair("threads.graph.typhoon", "graph, Typhoon by reference") { n in
            repeated(n) { fingerprint(assembly.castle()) }
        },
    ]
}

/// One thread, then two threads, on the same fixed amount of work: wall time per operation.
private func pair(_ id: String, _ name: String, _ work: @escaping @Sendable (Int) -> UInt) -> Benchmark {
    Benchmark(id) { harness in
        let total = harness.calibrateParallelWork(factor: 5, work)
        let one = harness.parallelNanosecondsPerOperation(threads: 1, total: total, work)
        let two = harness.parallelNanosecondsPerOperation(threads: 2, total: total, work)
        return [
            Measurement("\(id).1", "threads: \(name), 1 thread", one),
            Measurement("\(id).2", "threads: \(name), 2 threads", two, hand: nil),
        ]
    }
}
