import Foundation
import Typhoon

/// The three assemblies of the quest server in one factory, and the configuration it reads.
///
/// Use ``factory(configs:)`` in the command line and in tests: give it the configurations that
/// override the shipped defaults, first the one that wins.
public enum QuestServerAssemblies {
    /// The configuration shipped with the server (`Resources/QuestServer.properties`).
    ///
    /// - Throws: `TyphoonError` if the resource is malformed.
    public static func defaults() throws -> Config {
        guard let url = Bundle.module.url(forResource: "QuestServer", withExtension: "properties") else {
            fatalError("QuestServer.properties is missing from the QuestServerKit bundle. To fix, rebuild the package.")
        }
        return try Config(contentsOf: url)
    }

    /// Activates the persistence, service and HTTP assemblies in one factory.
    ///
    /// The database is an eager async singleton: `try await factory.activate()` opens and
    /// migrates it; without that, the first request that needs it does.
    ///
    /// - Parameter configs: Configurations that win over the defaults, the first one first
    ///   (e.g. the command line's options, then the `--config` file).
    /// - Returns: The factory; keep it for as long as the server runs.
    /// - Throws: `TyphoonError` if the shipped defaults are malformed.
    public static func factory(configs: [Config]) throws -> ComponentFactory {
        ComponentFactory(
            assemblies: [PersistenceAssembly(), ServiceAssembly(), HTTPAssembly()],
            configs: configs + [try defaults()])
    }
}
