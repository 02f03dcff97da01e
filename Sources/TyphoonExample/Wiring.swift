import TyphoonAutoInjection

/// The application's wiring, as the library draws it: every listed component built in a sandbox,
/// and `shakeAnimation(view:)`, which takes a run-time argument, through a sample call.
func wiringGraph(of factory: ComponentFactory) throws -> WiringGraph {
    try factory.wiringGraph(samples: [
        VerificationSample { (ui: UIComponents) in ui.shakeAnimation(view: TextField(name: "userName")) }
    ])
}

/// The graph in a format of the command line.
func render(_ graph: WiringGraph, as format: CommandLineOptions.Format) -> String {
    switch format {
    case .dot: graph.dot
    case .mermaid: graph.mermaid
    case .json: graph.json
    }
}
