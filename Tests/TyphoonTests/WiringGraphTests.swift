import Testing
import Typhoon

/// The wiring graph: a node per definition and an edge per reference.
///
/// Built in a sandbox as verify() builds (Docs/Behaviour.md, Patching and testing, The wiring graph). The fixtures are in
/// `Support/Wiring.swift`.
@Suite struct WiringGraphTests {
    private static let samples = [VerificationSample { (maps: MapAssembly) in maps.pin(labelled: "north") }]

    private func mapFactory() throws -> ComponentFactory {
        ComponentFactory(assemblies: [MapAssembly()], configs: [try Config(properties: "map.title=Albion")])
    }

    @Test func theJSONOfAKnownWiringIsExactlyThis() throws {
        let graph = try mapFactory().wiringGraph(samples: Self.samples)
        #expect(graph.json == Self.mapJSON)
    }

    @Test func eachKindOfReferenceIsAnEdgeOfThatKind() throws {
        let graph = try mapFactory().wiringGraph(samples: Self.samples)
        let kinds = graph.edges.map { "\($0.from) -> \($0.to): \($0.kind) \($0.property ?? "-") \($0.byType)" }
        #expect(
            kinds == [
                "MapAssembly.cartographer() -> MapAssembly.ink(): method - false",
                "MapAssembly.cartographer() -> MapAssembly.map(): initializer - false",
                "MapAssembly.map() -> MapAssembly.cartographer(): backReference owner false",
                "MapAssembly.map() -> MapAssembly.compass(): initializer - false",
                "MapAssembly.map() -> MapAssembly.ink(): property ink true",
                "MapAssembly.map() -> MapAssembly.legend(): property legend false",
            ])
    }

    @Test func anOptionsPickIsAnOptionChoiceEdgeAndTheKeyItReadIsOnTheOption() throws {
        let factory = ComponentFactory(
            assemblies: [RouteAssembly()], configs: [try Config(properties: "route.kind=land")])
        let graph = try factory.wiringGraph()
        let edges = graph.edges.map { "\($0.from) -> \($0.to): \($0.kind)" }
        #expect(edges == ["RouteAssembly.route() -> RouteAssembly.landRoute(): optionChoice"])
        let option = try #require(graph.nodes.first { $0.id == "RouteAssembly.route()" })
        #expect(option.configKeys == ["route.kind"])
    }

    @Test func anUnpatchedDefinitionThatMustBePatchedIsBuiltInTheSandboxAndDrawnSo() throws {
        let graph = try ComponentFactory(assemblies: [UnpatchedSignalAssembly()], configs: []).wiringGraph()
        #expect(
            graph.edges.map { "\($0.from) -> \($0.to): \($0.kind)" } == [
                "UnpatchedSignalAssembly.watchpost() -> UnpatchedSignalAssembly.signalFire(): initializer"
            ])
        #expect(graph.nodes.filter(\.mustBePatchedInTests).map(\.id) == ["UnpatchedSignalAssembly.signalFire()"])
        #expect(UnpatchedSignalAssembly.builds.count == 1, "built once, in the sandbox")
    }

    @Test func aPatchedDefinitionThatMustBePatchedIsDrawnWithItsPatchAndNeverBuiltForReal() throws {
        let factory = ComponentFactory(assemblies: [PatchedSignalAssembly()], configs: [])
        let patch = factory.patch(factory.assembly(PatchedSignalAssembly.self).signalFire) { SignalFire() }
        defer { patch.detach() }
        let graph = try factory.wiringGraph()
        let fire = try #require(graph.nodes.first { $0.id == "PatchedSignalAssembly.signalFire()" })
        #expect(fire.mustBePatchedInTests && fire.isPatched)
        #expect(PatchedSignalAssembly.builds.count == 0)
    }

    @Test func aNodeShowsTheConfigKeysItsBuildReadAndTheArgumentsOfItsSample() throws {
        let graph = try mapFactory().wiringGraph(samples: Self.samples)
        let legend = try #require(graph.nodes.first { $0.id == "MapAssembly.legend()" })
        let pin = try #require(graph.nodes.first { $0.id == "MapAssembly.pin(labelled:)" })
        #expect(legend.configKeys == ["map.title"])
        #expect(pin.arguments == [[#""north""#]])
    }

    @Test func aDefinitionWithArgumentsAndNoSampleIsNotDrawnAndSaysWhy() throws {
        let factory = try mapFactory()
        _ = factory.assembly(MapAssembly.self).pin(labelled: "south")
        let graph = try factory.wiringGraph()
        #expect(!graph.nodes.contains { $0.method == "pin(labelled:)" })
        #expect(graph.notDrawn.count == 1)
        #expect(graph.notDrawn.first?.hasPrefix("MapAssembly.pin(labelled:) (TyphoonTests/Wiring.swift:") == true)
    }

    @Test func aPatchedDefinitionIsMarkedPatchedAndTheFactoryKeepsItsPatch() throws {
        let factory = try mapFactory()
        let maps = factory.assembly(MapAssembly.self)
        let patch = factory.patch(maps.compass) { Compass() }
        defer { patch.detach() }
        let graph = try factory.wiringGraph(samples: Self.samples)
        #expect(graph.nodes.filter(\.isPatched).map(\.id) == ["MapAssembly.compass()"])
    }

    @Test func afterDrawingTheFactoryBuildsItsOwnSingletonsWithTheirBackReferences() throws {
        let factory = try mapFactory()
        _ = try factory.wiringGraph(samples: Self.samples)
        let maps = factory.assembly(MapAssembly.self)
        #expect(maps.cartographer() === maps.cartographer())
        #expect(maps.cartographer().map.owner === maps.cartographer())
    }

    @Test func aWiringWithAMistakeHasNoGraphButTheVerificationError() throws {
        let factory = ComponentFactory(assemblies: [MapAssembly()])
        #expect {
            _ = try factory.wiringGraph()
        } throws: { error in
            "\(error)".contains("map.title") && "\(error)".contains("MapAssembly.legend()")
        }
    }

    @Test func dotDrawsAClusterPerAssemblyAndAnArrowPerReference() throws {
        let dot = try mapFactory().wiringGraph(samples: Self.samples).dot
        #expect(dot.hasPrefix("digraph wiring {\n"))
        #expect(dot.contains(#"  subgraph cluster_0 {\#n    label="MapAssembly";"#))
        #expect(dot.contains(#""MapAssembly.legend()" [label="legend()\nLegend · objectGraph\nconfig: map.title"];"#))
        #expect(dot.contains(#""MapAssembly.map()" -> "MapAssembly.ink()" [label="ink, by type", arrowhead=empty];"#))
        #expect(
            dot.contains(
                #""MapAssembly.map()" -> "MapAssembly.cartographer()" [label="back-reference owner", style=dashed, constraint=false];"#
            ))
    }

    @Test func mermaidDrawsASubgraphPerAssemblyAndAnArrowPerReference() throws {
        let mermaid = try mapFactory().wiringGraph(samples: Self.samples).mermaid
        #expect(mermaid.hasPrefix("flowchart LR\n  subgraph a0 [\"MapAssembly\"]\n"))
        #expect(
            mermaid.contains(
                #"    n2["ink()<br/>Ink · lazySingleton<br/>listed as Pigment<br/>must be patched in tests"]"#))
        #expect(mermaid.contains(#"  n4 -.->|"back-reference owner"| n0"#))
        #expect(mermaid.contains("  style n2 stroke:orange"))
    }

    @Test func theSameWiringGivesTheSameTextEveryTime() throws {
        let first = try mapFactory().wiringGraph(samples: Self.samples)
        let second = try mapFactory().wiringGraph(samples: Self.samples)
        #expect(first == second && first.dot == second.dot && first.mermaid == second.mermaid)
    }

    /// The JSON of `MapAssembly` with its sample: written out, so that a change of the format shows here.
    static let mapJSON = #"""
        {
          "nodes": [
            {
              "id": "MapAssembly.cartographer()",
              "assembly": "MapAssembly",
              "method": "cartographer()",
              "scope": "singleton",
              "declaredType": "Cartographer",
              "listedTypes": ["Cartographer"],
              "location": "TyphoonTests/Wiring.swift:69",
              "configKeys": [],
              "mustBePatchedInTests": false,
              "isPatched": false,
              "arguments": [],
              "isAsync": false
            },
            {
              "id": "MapAssembly.compass()",
              "assembly": "MapAssembly",
              "method": "compass()",
              "scope": "singleton",
              "declaredType": "Compass",
              "listedTypes": [],
              "location": "TyphoonTests/Wiring.swift:50",
              "configKeys": [],
              "mustBePatchedInTests": false,
              "isPatched": false,
              "arguments": [],
              "isAsync": false
            },
            {
              "id": "MapAssembly.ink()",
              "assembly": "MapAssembly",
              "method": "ink()",
              "scope": "lazySingleton",
              "declaredType": "Ink",
              "listedTypes": ["Ink", "Pigment"],
              "location": "TyphoonTests/Wiring.swift:61",
              "configKeys": [],
              "mustBePatchedInTests": true,
              "isPatched": false,
              "arguments": [],
              "isAsync": false
            },
            {
              "id": "MapAssembly.legend()",
              "assembly": "MapAssembly",
              "method": "legend()",
              "scope": "objectGraph",
              "declaredType": "Legend",
              "listedTypes": [],
              "location": "TyphoonTests/Wiring.swift:53",
              "configKeys": ["map.title"],
              "mustBePatchedInTests": false,
              "isPatched": false,
              "arguments": [],
              "isAsync": false
            },
            {
              "id": "MapAssembly.map()",
              "assembly": "MapAssembly",
              "method": "map()",
              "scope": "objectGraph",
              "declaredType": "Map",
              "listedTypes": [],
              "location": "TyphoonTests/Wiring.swift:41",
              "configKeys": [],
              "mustBePatchedInTests": false,
              "isPatched": false,
              "arguments": [],
              "isAsync": false
            },
            {
              "id": "MapAssembly.pin(labelled:)",
              "assembly": "MapAssembly",
              "method": "pin(labelled:)",
              "scope": "objectGraph",
              "declaredType": "Pin",
              "listedTypes": [],
              "location": "TyphoonTests/Wiring.swift:76",
              "configKeys": [],
              "mustBePatchedInTests": false,
              "isPatched": false,
              "arguments": [["\"north\""]],
              "isAsync": false
            }
          ],
          "edges": [
            {
              "from": "MapAssembly.cartographer()",
              "to": "MapAssembly.ink()",
              "kind": "method",
              "property": null,
              "byType": false
            },
            {
              "from": "MapAssembly.cartographer()",
              "to": "MapAssembly.map()",
              "kind": "initializer",
              "property": null,
              "byType": false
            },
            {
              "from": "MapAssembly.map()",
              "to": "MapAssembly.cartographer()",
              "kind": "backReference",
              "property": "owner",
              "byType": false
            },
            {
              "from": "MapAssembly.map()",
              "to": "MapAssembly.compass()",
              "kind": "initializer",
              "property": null,
              "byType": false
            },
            {
              "from": "MapAssembly.map()",
              "to": "MapAssembly.ink()",
              "kind": "property",
              "property": "ink",
              "byType": true
            },
            {
              "from": "MapAssembly.map()",
              "to": "MapAssembly.legend()",
              "kind": "property",
              "property": "legend",
              "byType": false
            }
          ],
          "collaborations": [],
          "notDrawn": []
        }

        """#
}
