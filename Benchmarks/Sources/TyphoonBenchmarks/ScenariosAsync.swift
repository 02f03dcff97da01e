import Dispatch
import Typhoon

// 8: async definitions (`defineAsync`): a graph whose initializers await, against the same graph
// of plain definitions and against hand-written `await` code; a published async singleton; and a
// cold async singleton that 1,000 tasks await at once (single flight), against 1,000 tasks
// awaiting one hand-made `Task`.

func asyncBenchmarks() -> [Benchmark] {
    let assembly = AsyncBenchmarkAssembly().activate()
    let database = HandAsyncDatabase()
    let holder = HandAsyncHolder()
    return [
        Benchmark(group: "async.graph", [
            Contender(id: "async.graph.hand", name: "async graph: hand-written await") { n in
                blocking { await repeatedAsync(n) { identity(await HandAsyncRepository.open(database)) } }
            },
            Contender(
                id: "async.graph.plain", name: "async graph: plain definitions, from async code",
                hand: "async.graph.hand"
            ) { n in
                blocking { await repeatedAsync(n) { identity(assembly.plainRepository()) } }
            },
            Contender(
                id: "async.graph.typhoon", name: "async graph: async definitions (defineAsync)",
                hand: "async.graph.hand"
            ) { n in
                blocking { await repeatedAsync(n) { identity(try! await assembly.repository()) } }
            },
        ]),
        Benchmark(group: "async.singleton", [
            Contender(id: "async.singleton.hand", name: "async singleton: hand (stored reference)") { n in
                blocking { await repeatedAsync(n) { identity(await holder.shared()) } }
            },
            Contender(
                id: "async.singleton.typhoon", name: "async singleton: published, by reference",
                hand: "async.singleton.hand"
            ) { n in
                blocking { await repeatedAsync(n) { identity(try! await assembly.database()) } }
            },
        ]),
        Benchmark("async.cold") { harness in
            let samples = harness.settings.samples
            let hand = median((0..<samples).map { _ in blockingTime { await handSingleFlight(tasks: 1_000) } })
            let typhoon = median((0..<samples).map { _ in blockingTime { await typhoonSingleFlight(tasks: 1_000) } })
            return [
                Measurement(
                    "async.cold.hand", "cold singleton, 1,000 tasks: hand (one Task awaited)", hand / 1_000,
                    per: "await"),
                Measurement(
                    "async.cold.typhoon", "cold singleton, 1,000 tasks: defineAsync lazySingleton", typhoon / 1_000,
                    per: "await", hand: "async.cold.hand"),
            ]
        },
    ]
}

/// A database that opens asynchronously without suspending: what is measured is the container.
final class HandAsyncDatabase: @unchecked Sendable {
    static func open() async -> HandAsyncDatabase { HandAsyncDatabase() }
}

/// A stored reference read through an async call the optimizer cannot see through, as a hand-made
/// async singleton is.
final class HandAsyncHolder: @unchecked Sendable {
    let database = HandAsyncDatabase()

    @inline(never)
    func shared() async -> HandAsyncDatabase { database }
}

/// A repository over the database, with a property set after its initializer.
final class HandAsyncRepository: @unchecked Sendable {
    let database: HandAsyncDatabase
    var cache: HandAsyncDatabase?
    init(database: HandAsyncDatabase) { self.database = database }

    /// The hand-written wiring: what `AsyncBenchmarkAssembly.repository()` does.
    static func open(_ database: HandAsyncDatabase) async -> HandAsyncRepository {
        let repository = HandAsyncRepository(database: database)
        repository.cache = database
        return repository
    }
}

final class AsyncBenchmarkAssembly: Assembly, @unchecked Sendable {
    func database() async throws -> HandAsyncDatabase {
        try await defineAsync(scope: .lazySingleton) { await HandAsyncDatabase.open() }
    }

    func repository() async throws -> HandAsyncRepository {
        try await defineAsync { HandAsyncRepository(database: try await self.database()) } configuration: {
            definition in
            definition.injectProperty(\.cache) { try await self.database() }
        }
    }

    func plainDatabase() -> HandAsyncDatabase {
        define(scope: .lazySingleton) { HandAsyncDatabase() }
    }

    func plainRepository() -> HandAsyncRepository {
        define { HandAsyncRepository(database: self.plainDatabase()) } configuration: { definition in
            definition.injectProperty(\.cache, with: self.plainDatabase())
        }
    }

    /// A cold singleton whose initializer suspends once, so that the 1,000 callers meet its build.
    func coldDatabase() async throws -> HandAsyncDatabase {
        try await defineAsync(scope: .lazySingleton) {
            await Task.yield()
            return HandAsyncDatabase()
        }
    }
}

/// 1,000 tasks awaiting one cold `defineAsync` singleton of a new assembly; the time of the
/// awaits only.
private func typhoonSingleFlight(tasks: Int) async -> (Duration, UInt) {
    let assembly = AsyncBenchmarkAssembly().activate()
    let started = ContinuousClock.now
    let sum = await withTaskGroup(of: UInt.self) { group in
        for _ in 0..<tasks { group.addTask { identity(try! await assembly.coldDatabase()) } }
        return await group.reduce(0, &+)
    }
    return (ContinuousClock.now - started, sum)
}

/// 1,000 tasks awaiting one `Task` that opens the database: single flight by hand.
private func handSingleFlight(tasks: Int) async -> (Duration, UInt) {
    let started = ContinuousClock.now
    let opening = Task {
        await Task.yield()
        return HandAsyncDatabase()
    }
    let sum = await withTaskGroup(of: UInt.self) { group in
        for _ in 0..<tasks { group.addTask { identity(await opening.value) } }
        return await group.reduce(0, &+)
    }
    return (ContinuousClock.now - started, sum)
}

/// Runs `n` async operations in a row and sums what they return.
private func repeatedAsync(_ count: Int, _ body: () async -> UInt) async -> UInt {
    var sum: UInt = 0
    for _ in 0..<count { sum &+= await body() }
    return sum
}

/// Runs async work from the benchmarks' synchronous harness, on the main thread, which is no
/// thread of the cooperative pool: blocking it while the pool runs the work cannot starve it.
private func blocking(_ work: @escaping @Sendable () async -> UInt) -> UInt {
    let done = DispatchSemaphore(value: 0)
    let result = ResultSlot()
    Task.detached {
        result.value = await work()
        done.signal()
    }
    done.wait()
    return result.value
}

/// ``blocking(_:)`` for work that times itself: nanoseconds.
private func blockingTime(_ work: @escaping @Sendable () async -> (Duration, UInt)) -> Double {
    let done = DispatchSemaphore(value: 0)
    let result = ResultSlot()
    let time = TimeSlot()
    Task.detached {
        let (elapsed, sum) = await work()
        time.value = elapsed
        result.value = sum
        done.signal()
    }
    done.wait()
    precondition(result.value != 0, "the awaits returned nothing")
    let (seconds, attoseconds) = time.value.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// A result handed from the detached task to the blocked main thread (the semaphore orders them).
private final class ResultSlot: @unchecked Sendable {
    var value: UInt = 0
}

private final class TimeSlot: @unchecked Sendable {
    var value: Duration = .zero
}
