import Foundation

extension Assembly {
    /// Reads the files of ``configNames`` from ``configBundle``; called once per activation,
    /// before the assembly joins the factory, so that a missing file changes nothing.
    ///
    /// - Returns: The configurations, in the order of ``configNames``.
    /// - Throws: ``TyphoonError/missingAssemblyConfig(assembly:name:bundle:resources:)`` for a
    ///   name the bundle does not hold, and what reading a file throws.
    func readDeclaredConfigs() throws(TyphoonError) -> [Config] {
        let names = configNames
        guard !names.isEmpty else { return [] }
        let bundle = configBundle
        var configs: [Config] = []
        for name in names {
            guard let config = try ConfigResource.config(named: name, in: bundle) else {
                let place = ConfigResource.place(of: bundle)
                throw .missingAssemblyConfig(
                    assembly: assemblyName, name: name, bundle: place.bundle, resources: place.resources)
            }
            configs.append(config)
        }
        return configs
    }

    /// Keeps the configurations read by ``readDeclaredConfigs()``, so that eager singletons and
    /// every later definition see them.
    func keepDeclaredConfigs(_ configs: [Config]) {
        records.lock.withLock { declaredConfigs = configs }
    }
}
