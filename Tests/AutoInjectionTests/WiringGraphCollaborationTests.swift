import Testing
import TyphoonAutoInjection

// The wiring graph of collaborating assemblies and of auto-injected properties
// (Docs/Behaviour.md, Patching and testing, The wiring graph).

final class Atlas {
    @InjectedClass var webService: HttpWebService
    var imageProvider: (any ImageProvider)?
    func show(with provider: any ImageProvider) { imageProvider = provider }
}

final class AtlasAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var services: ServiceAssembly

    func atlas() -> Atlas {
        define {
            Atlas()
        } configuration: { atlas in
            atlas.injectMethod { $0.show(with: self.services.imageProvider()) }
        }
    }

    override var components: [Component] {
        [Component(Self.atlas)]
    }
}

@Suite struct WiringGraphCollaborationTests {
    @Test func anAssemblyPropertyHoldingACollaboratorIsACollaboration() throws {
        let graph = try AtlasAssembly().activate(with: [ServiceAssembly()]).wiringGraph()
        #expect(
            graph.collaborations == [
                WiringGraph.Collaboration(
                    assembly: "AtlasAssembly", property: "services", collaborator: "ServiceAssembly")
            ])
        #expect(graph.dot.contains("lhead=cluster_1, style=dashed, color=gray40, label=\"services\""))
    }

    @Test func anAutoInjectedPropertyIsAPropertyEdgeByTypeAndACallOfACollaboratorAnEdgeIntoItsAssembly() throws {
        let graph = try AtlasAssembly().activate(with: [ServiceAssembly()]).wiringGraph()
        let fromAtlas = graph.edges.filter { $0.from == "AtlasAssembly.atlas()" }
        #expect(
            fromAtlas == [
                WiringGraph.Edge(from: "AtlasAssembly.atlas()", to: "ServiceAssembly.imageProvider()", kind: .method),
                WiringGraph.Edge(
                    from: "AtlasAssembly.atlas()", to: "ServiceAssembly.webService()", kind: .property,
                    property: "webService", byType: true),
            ])
    }
}
