import Foundation
import QuestServerKit
import Testing

/// `openapi.yaml`, which `Scripts/fuzz` checks the running server against, describes the routes
/// the router serves: no more, no fewer.
@Suite struct OpenAPIDocumentTests {
    /// "GET /knights/{id}" for every operation of the document's `paths`.
    static func documentedRoutes() throws -> [String] {
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("openapi.yaml")
        var routes: [String] = []
        var path: String?
        for line in try String(contentsOf: document, encoding: .utf8).split(separator: "\n") {
            if let match = line.wholeMatch(of: /\ {2}(\/\S*):/) {
                path = String(match.1)
            } else if let match = line.wholeMatch(of: /\ {4}(get|put|post|delete|patch|head|options):/), let path {
                routes.append("\(match.1.uppercased()) \(path)")
            } else if !line.hasPrefix(" ") {
                path = nil
            }
        }
        return routes
    }

    @Test func theDocumentListsEveryRouteTheRouterServes() throws {
        let folder = try TemporaryFolder()
        let server = try TestServer(in: folder)
        let table = server.factory.assembly(HTTPAssembly.self).routeTable()
        _ = QuestApplication.router(
            controllers: server.factory.allComponents(ofType: (any RouteProvider).self), routes: table,
            errorMiddleware: JSONErrorMiddleware(logger: server.services.logger(), routes: table),
            requestRegion: server.factory.assembly(HTTPAssembly.self).requestRegion())
        #expect(try Set(Self.documentedRoutes()) == Set(table.descriptions))
        #expect(try Self.documentedRoutes().count == 14)
    }
}
