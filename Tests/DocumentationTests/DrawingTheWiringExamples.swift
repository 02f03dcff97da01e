import Testing
import TyphoonTesting

// Examples of DrawingTheWiring.md.

final class Lantern {
    var oil = ""
}

final class Lighthouse {
    let lantern: Lantern
    init(lantern: Lantern) { self.lantern = lantern }
}

class LighthouseAssembly: Assembly, @unchecked Sendable {
    func lighthouse() -> Lighthouse {
        define(scope: .singleton) { Lighthouse(lantern: self.lantern()) }
    }

    func lantern() -> Lantern {
        define {
            Lantern()
        } configuration: {
            $0.injectProperty(\.oil, with: self.config("lantern.oil"))
        }
    }

    override var components: [Component] {
        [Component(Self.lighthouse)]
    }
}

@Suite struct DrawingTheWiringExamples {
    @Test func theAsyncGraphAwaitsAsyncDefinitionsAndDrawsTheirReferences() async throws {
        let assembly = CofferAssembly().activate()
        // snippet: async-wiring-graph
        let graph = try await assembly.wiringGraph()
        print(graph.mermaid)  // coffer() and bursar() are async: boxes with double sides
        // end-snippet
        #expect(
            graph.mermaid == """
                flowchart LR
                  subgraph a0 ["CofferAssembly"]
                    n0[["bursar()<br/>Bursar · async objectGraph"]]
                    n1[["coffer()<br/>Coffer · async lazySingleton"]]
                  end
                  n0 --> n1
                  n0 -->|"ledger"| n1

                """)
    }

    @Test func theGraphOfAnAssemblyDrawsItsDefinitionsAndReferencesAsMermaid() throws {
        let assembly = LighthouseAssembly().activate(configs: [try Config(properties: "lantern.oil=whale")])
        // snippet: wiring-graph
        let graph = try assembly.wiringGraph()
        print(graph.mermaid)  // or graph.dot for Graphviz, graph.json for other tools
        // end-snippet
        #expect(
            graph.mermaid == """
                flowchart LR
                  subgraph a0 ["LighthouseAssembly"]
                    n0["lantern()<br/>Lantern · objectGraph<br/>config: lantern.oil"]
                    n1["lighthouse()<br/>Lighthouse · singleton"]
                  end
                  n1 --> n0

                """)
    }
}
