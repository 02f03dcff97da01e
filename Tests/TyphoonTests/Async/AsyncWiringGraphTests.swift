import Foundation
import Testing
import Typhoon

/// The wiring graph of a factory with async definitions.
///
/// `try await wiringGraph()` awaits them in its sandbox and draws every reference their builds
/// make, across `await` (Docs/Behaviour.md, Async definitions). The fixtures are in
/// `Support/AsyncWiring.swift`.
@Suite struct AsyncWiringGraphTests {
    private func edges(_ graph: WiringGraph) -> [String] {
        graph.edges.map { "\($0.from) -> \($0.to): \($0.label.isEmpty ? $0.kind.rawValue : $0.label)" }
    }

    @Test func anAsyncDefinitionThatSuspendsBeforeCallingItsDependencyStillHasItsEdge() async throws {
        let graph = try await asyncWiringFactory().wiringGraph()
        #expect(edges(graph).contains("AsyncWiringAssembly.database() -> AsyncWiringAssembly.clock(): initializer"))
        let database = try #require(graph.nodes.first { $0.id == "AsyncWiringAssembly.database()" })
        #expect(database.configKeys == ["db.path"], "read after the initializer suspended")
    }

    @Test func asyncPropertyAndMethodInjectionsAreEdgesOfTheirKind() async throws {
        let graph = try await asyncWiringFactory().wiringGraph()
        let fromRepository = edges(graph).filter { $0.hasPrefix("AsyncWiringAssembly.repository()") }
        #expect(
            fromRepository == [
                "AsyncWiringAssembly.repository() -> AsyncWiringAssembly.clock(): method, by type",
                "AsyncWiringAssembly.repository() -> AsyncWiringAssembly.database(): database",
                "AsyncWiringAssembly.repository() -> AsyncWiringAssembly.log(): log",
            ])
    }

    @Test func anAsyncBackReferenceIsABackReferenceEdgeNamingItsProperty() async throws {
        let graph = try await ComponentFactory(assemblies: [AsyncScreenAssembly()]).wiringGraph()
        #expect(
            edges(graph) == [
                "AsyncScreenAssembly.panel() -> AsyncScreenAssembly.screen(): back-reference screen",
                "AsyncScreenAssembly.screen() -> AsyncScreenAssembly.panel(): initializer",
            ])
    }

    @Test func aLookUpByTypeInAnAsyncInitializerIsAnEdgeByType() async throws {
        let graph = try await asyncWiringFactory().wiringGraph()
        let edge = try #require(graph.edges.first { $0.from == "AsyncWiringAssembly.unitOfWork()" })
        #expect(edge.to == "AsyncWiringAssembly.database()" && edge.kind == .initializer && edge.byType)
    }

    @Test func asyncDefinitionsAreMarkedAsyncAndPlainOnesAreNot() async throws {
        let graph = try await asyncWiringFactory().wiringGraph()
        #expect(
            graph.nodes.filter(\.isAsync).map(\.id) == [
                "AsyncWiringAssembly.database()", "AsyncWiringAssembly.repository()",
                "AsyncWiringAssembly.unitOfWork()",
            ])
        #expect(graph.nodes.filter { !$0.isAsync }.map(\.id).contains("AsyncWiringAssembly.clock()"))
        #expect(graph.notDrawn.isEmpty)
    }

    @Test func dotDrawsAnAsyncDefinitionWithADoubleBorderAndItsEdges() async throws {
        let dot = try await asyncWiringFactory().wiringGraph().dot
        #expect(
            dot.contains(
                #""AsyncWiringAssembly.database()" [label="database()\nWiredDatabase · async lazySingleton\nconfig: db.path", peripheries=2];"#
            ))
        #expect(dot.contains(#""AsyncWiringAssembly.repository()" -> "AsyncWiringAssembly.log()" [label="log"];"#))
        #expect(dot.contains(#""AsyncWiringAssembly.database()" -> "AsyncWiringAssembly.clock()";"#))
    }

    @Test func mermaidDrawsAnAsyncDefinitionAsASubroutineBoxWithItsEdges() async throws {
        let graph = try await asyncWiringFactory().wiringGraph()
        let mermaid = graph.mermaid
        let index = try #require(graph.nodes.firstIndex { $0.id == "AsyncWiringAssembly.repository()" })
        let log = try #require(graph.nodes.firstIndex { $0.id == "AsyncWiringAssembly.log()" })
        #expect(mermaid.contains(#"    n\#(index)[["repository()<br/>WiredRepository · async objectGraph"]]"#))
        #expect(mermaid.contains(#"  n\#(index) -->|"log"| n\#(log)"#))
    }

    @Test func jsonMarksEachNodeAsyncOrNotAndHasTheAsyncEdges() async throws {
        let json = try await asyncWiringFactory().wiringGraph().json
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        let isAsync = Dictionary(uniqueKeysWithValues: nodes.map { ($0["id"] as! String, $0["isAsync"] as! Bool) })
        #expect(isAsync["AsyncWiringAssembly.database()"] == true)
        #expect(isAsync["AsyncWiringAssembly.clock()"] == false)
        let edges = try #require(object["edges"] as? [[String: Any]])
        #expect(
            edges.contains {
                $0["from"] as? String == "AsyncWiringAssembly.repository()"
                    && $0["to"] as? String == "AsyncWiringAssembly.database()" && $0["kind"] as? String == "property"
                    && $0["property"] as? String == "database"
            })
    }

    @Test func anAsyncScopedDefinitionIsDrawnWithItsScope() async throws {
        let graph = try await asyncWiringFactory().wiringGraph()
        let unit = try #require(graph.nodes.first { $0.id == "AsyncWiringAssembly.unitOfWork()" })
        #expect(unit.scope == .scoped && unit.isAsync)
        #expect(graph.dot.contains(#"unitOfWork()\nWiredUnitOfWork · async scoped"#))
    }

    @Test func theSynchronousGraphListsEachAsyncDefinitionAsNotDrawnWithTheReason() throws {
        let graph = try asyncWiringFactory().wiringGraph()
        #expect(!graph.nodes.contains { $0.isAsync })
        #expect(graph.notDrawn.count == 3)
        #expect(
            graph.notDrawn.allSatisfy {
                $0.contains("async, and the synchronous wiringGraph(samples:) cannot await it")
                    && $0.contains("To fix: call it with await, `try await factory.wiringGraph(samples:)`")
            })
    }

    @Test func aPlainScopedDefinitionIsDrawnWithItsScope() throws {
        let graph = try asyncWiringFactory().wiringGraph()
        let requestLog = try #require(graph.nodes.first { $0.id == "AsyncWiringAssembly.requestLog()" })
        #expect(requestLog.scope == .scoped && !requestLog.isAsync)
        #expect(graph.dot.contains(#"requestLog()\nWiredRequestLog · scoped"#))
    }

    @Test func anAsyncDefinitionThisFactoryCalledThatNothingListedReachesIsNotDrawnAndSaysWhy() async throws {
        let factory = try asyncWiringFactory()
        _ = try await factory.assembly(AsyncWiringAssembly.self).auditTrail()
        let graph = try await factory.wiringGraph()
        #expect(graph.notDrawn.count == 1)
        #expect(
            graph.notDrawn.first?.hasPrefix("AsyncWiringAssembly.auditTrail() (TyphoonTests/AsyncWiring.swift:") == true
        )
        #expect(graph.notDrawn.first?.hasSuffix("is async and not listed, and no listed definition reached it") == true)
    }

    @Test func anAsyncDefinitionThatThrowsLeavesNoGraphButTheVerificationError() async throws {
        let factory = ComponentFactory(
            assemblies: [AsyncWiringAssembly()], configs: [try Config(properties: "log.level=info")])
        await #expect {
            _ = try await factory.wiringGraph()
        } throws: { error in
            "\(error)".contains("AsyncWiringAssembly component of type WiredDatabase") && "\(error)".contains("db.path")
        }
    }

    @Test func drawingBuildsInTheSandboxAndTheFactoryPublishesNothing() async throws {
        let factory = try asyncWiringFactory()
        let assembly = factory.assembly(AsyncWiringAssembly.self)
        _ = try await factory.wiringGraph()
        #expect(assembly.databaseBuilds.count == 0, "the sandbox's own assembly built it")
        let database = try await assembly.database()
        #expect(try await assembly.database() === database)
        #expect(assembly.databaseBuilds.count == 1)
    }

    @Test func graphsDrawnWhileOtherTasksResolveTheSameFactoryAreAllTheSame() async throws {
        let factory = try asyncWiringFactory()
        let assembly = factory.assembly(AsyncWiringAssembly.self)
        let expected = try await factory.wiringGraph()
        let graphs = try await withThrowingTaskGroup(of: WiringGraph?.self) { group in
            for index in 0..<24 {
                group.addTask {
                    guard index % 3 == 0 else {
                        let repository = try await assembly.repository()
                        #expect(repository.database === (try await assembly.database()))
                        return nil
                    }
                    return try await factory.wiringGraph()
                }
            }
            var graphs: [WiringGraph] = []
            for try await graph in group { if let graph { graphs.append(graph) } }
            return graphs
        }
        #expect(graphs.count == 8)
        #expect(graphs.allSatisfy { $0 == expected })
        #expect(assembly.databaseBuilds.count == 1)
    }
}
