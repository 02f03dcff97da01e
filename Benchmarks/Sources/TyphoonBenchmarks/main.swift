import Foundation

// Typhoon's benchmarks, side by side with hand wiring and Swinject, in one run.
//
//     swift run -c release TyphoonBenchmarks [--quick] [--json PATH] [--only NAME] [--list]
//     swift run -c release TyphoonBenchmarks --soak [CYCLES]

let usage = """
    usage: TyphoonBenchmarks [--quick] [--json PATH] [--only NAME] [--iterations N] [--list] | --soak [CYCLES]
      --quick      few iterations (for CI)
      --json PATH  also write the results as JSON to PATH
      --only NAME  run one benchmark, or a group (graph, graph.typhoon.ref, singleton.typhoon.ref, ...)
      --iterations N  no calibration: one batch of N operations (for profiling under callgrind)
      --list       list the benchmarks' names
      --soak [CYCLES]  no benchmarks: a leak check of CYCLES (200000) activate-resolve-release
                   cycles that reports resident memory and fails if it grows
    """

var quick = false
var jsonPath: String?
var only: String?
var list = false
var iterations: Int?
var soakCycles: Int?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": quick = true
    case "--list": list = true
    case "--soak":
        soakCycles = 200_000
        if let value = arguments.first, let count = Int(value) {
            guard count > 0 else {
                FileHandle.standardError.write(Data("--soak needs a positive number of cycles\n".utf8))
                exit(2)
            }
            soakCycles = count
            arguments.removeFirst()
        }
    case "--json", "--only", "--iterations":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("\(argument) needs a value\n\(usage)\n".utf8))
            exit(2)
        }
        switch argument {
        case "--json": jsonPath = value
        case "--only": only = value
        default:
            guard let count = Int(value), count > 0 else {
                FileHandle.standardError.write(Data("--iterations needs a positive number\n".utf8))
                exit(2)
            }
            iterations = count
        }
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n\(usage)\n".utf8))
        exit(2)
    }
}

if let soakCycles { exit(runSoak(cycles: soakCycles)) }

let benchmarks =
    resolutionBenchmarks() + configurationBenchmarks() + injectionBenchmarks() + activationBenchmarks()
    + verifyBenchmarks() + deepGraphBenchmarks() + threadBenchmarks() + optionBenchmarks() + regionBenchmarks()
    + postProcessingBenchmarks() + asyncBenchmarks()
if list {
    for benchmark in benchmarks {
        print(benchmark.id)
        for contender in benchmark.contenders { print("  \(contender)") }
    }
    exit(0)
}
let selected = benchmarks.filter { $0.matches(only) }
if selected.isEmpty {
    FileHandle.standardError.write(Data("no benchmark matches \(only ?? "")\n".utf8))
    exit(2)
}

let checksum = Checksum()
var settings: Settings = quick ? .quick : .full
settings.fixedIterations = iterations
let harness = Harness(settings: settings, checksum: checksum, only: only)
let started = ContinuousClock.now
var measurements: [Measurement] = []
for benchmark in selected {
    FileHandle.standardError.write(Data("running \(benchmark.id)\n".utf8))
    measurements += benchmark.measure(harness)
}

let report = Report(measurements: measurements, quick: quick, checksum: checksum.current)
print(report.text)
print("")
print(
    "checksum \(String(checksum.current, radix: 16)); \(quick ? "quick" : "full") run in \(ContinuousClock.now - started)"
)
if let jsonPath {
    do {
        try report.json().write(to: URL(fileURLWithPath: jsonPath))
    } catch {
        FileHandle.standardError.write(Data("cannot write \(jsonPath): \(error)\n".utf8))
        exit(1)
    }
}
