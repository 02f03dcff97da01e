import TyphoonAutoInjection

// 8: the four-object graph by reference in a factory with one instance post-processor attached,
// side by side with the same graph in a factory with none: what every built instance pays for
// going through a post-processor that hands it back.

/// Hands back what it is given: the cost measured is the engine's, not the post-processor's work.
final class PassThroughPostProcessor: InstancePostProcessor {
    func postProcess(_ component: Any) -> Any { component }
}

func postProcessingBenchmarks() -> [Benchmark] {
    let plain = BenchmarkAssembly().activate()
    let processed = BenchmarkAssembly().activate()
    processed.factory.attach(PassThroughPostProcessor())
    return [
        Benchmark(
            group: "postprocess",
            [
                Contender(id: "postprocess.none", name: "graph: no post-processor") { n in
                    repeated(n) { fingerprint(plain.castle()) }
                },
                Contender(id: "postprocess.one", name: "graph: one instance post-processor") { n in
                    repeated(n) { fingerprint(processed.castle()) }
                },
            ])
    ]
}
