/// One measured figure.
struct Measurement: Sendable {
    /// Stable identifier, used by `--only`, by the goals and in the JSON (`graph.typhoon.ref`).
    let id: String
    /// What the table shows.
    let name: String
    /// Nanoseconds per `unit`.
    let nanoseconds: Double
    /// What one operation is: a resolution, a listed definition, a level of the graph.
    let unit: String
    /// The measurement this one is compared with as "×hand", if any.
    let hand: String?
    /// The measurement this one is compared with as "×Swinject", if any.
    let swinject: String?
    /// How many `unit`s one operation of the timed batch performs (1,000 definitions for one
    /// activation of the 1,000-definition assembly): what turns a count per operation, such as
    /// callgrind's instructions under `--iterations`, into a count per `unit`.
    var unitsPerOperation: Double = 1
    /// The measurement subtracted from this one's batch to give its figure, if any (`inject.hand`
    /// is net of `inject.construct`), so that a count of the whole batch can be made net alike.
    var netOf: String? = nil

    init(_ id: String, _ name: String, _ nanoseconds: Double, per unit: String = "op", hand: String? = nil, swinject: String? = nil) {
        self.id = id
        self.name = name
        self.nanoseconds = nanoseconds
        self.unit = unit
        self.hand = hand
        self.swinject = swinject
    }
}

/// A benchmark: measured as a whole, it yields the figures that belong together (hand wiring,
/// Typhoon and Swinject on the same work; one thread and two threads).
struct Benchmark {
    let id: String
    /// The ids of a group's contenders, which `--only` can name one by one.
    var contenders: [String] = []
    let measure: (Harness) -> [Measurement]

    init(_ id: String, measure: @escaping (Harness) -> [Measurement]) {
        self.id = id
        self.measure = measure
    }

    /// A benchmark whose contenders are measured in turns (see
    /// ``Harness/interleavedNanosecondsPerOperation(_:)``). `--only` with one contender's id runs
    /// that one alone.
    init(group id: String, per unit: String = "op", scale: Double = 1, _ contenders: [Contender]) {
        self.id = id
        self.contenders = contenders.map(\.id)
        measure = { harness in
            let chosen = selects(harness.only, id) ? contenders : contenders.filter { selects(harness.only, $0.id) }
            let times = harness.interleavedNanosecondsPerOperation(chosen.map(\.body))
            return zip(chosen, times).map { contender, time in
                var measurement = Measurement(
                    contender.id, contender.name, time / scale, per: unit, hand: contender.hand,
                    swinject: contender.swinject)
                measurement.unitsPerOperation = scale
                return measurement
            }
        }
    }

    /// Whether `--only NAME` selects it: its id, or a group its id starts with (`graph`).
    func matches(_ filter: String?) -> Bool {
        selects(filter, id) || contenders.contains { selects(filter, $0) }
    }
}

/// Whether `--only NAME` selects an id: no filter, the id itself, or a group it belongs to.
func selects(_ filter: String?, _ id: String) -> Bool {
    guard let filter else { return true }
    return id == filter || id.hasPrefix(filter + ".")
}

/// One contender of a group: hand wiring, a way of using Typhoon, Swinject.
struct Contender {
    let id: String
    let name: String
    var hand: String? = nil
    var swinject: String? = nil
    let body: (Int) -> UInt
}

/// Runs `body` `count` times and sums what it returns.
@inline(__always)
func repeated(_ count: Int, _ body: () -> UInt) -> UInt {
    var sum: UInt = 0
    for _ in 0..<count { sum &+= body() }
    return sum
}

/// Runs `body` `count` times, handing it the running sum, and returns the sum.
@inline(__always)
func chained(_ count: Int, _ body: (UInt) -> UInt) -> UInt {
    var sum: UInt = 0
    for _ in 0..<count { sum &+= body(sum) }
    return sum
}
