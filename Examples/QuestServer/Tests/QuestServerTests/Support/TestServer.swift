import Foundation
import Hummingbird
import QuestServerKit
import Typhoon

/// The quest server's factory on a database file in a temporary folder, as the tests start it.
///
/// The configuration keeps the shipped defaults but for the database file, a port the system
/// chooses, and logs of critical problems only (the failure tests would fill the output).
struct TestServer: Sendable {
    let factory: ComponentFactory

    /// Activates the assemblies on `folder`'s database file, with `settings` winning over the defaults.
    init(in folder: TemporaryFolder, settings: [String: String] = [:]) throws {
        var values = ["database.path": folder.databaseFile.path, "server.port": "0", "log.level": "critical"]
        values.merge(settings) { _, given in given }
        let lines = values.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
        factory = try QuestServerAssemblies.factory(configs: [Config(properties: lines, source: "the test's settings")])
    }

    var persistence: PersistenceAssembly { factory.assembly(PersistenceAssembly.self) }
    var services: ServiceAssembly { factory.assembly(ServiceAssembly.self) }
    var application: Application<RouterResponder<QuestRequestContext>> {
        factory.assembly(HTTPAssembly.self).application()
    }
}
