import Foundation

extension Assembly {
    /// Reads the files of ``configNames`` from ``configBundle``; called once per activation,
    /// before anything is built, so that eager singletons see them.
    ///
    /// - Throws: ``TyphoonError/missingAssemblyConfig(assembly:name:bundle:resources:)`` for a
    ///   name the bundle does not hold, and what reading a file throws.
    func loadDeclaredConfigs() throws(TyphoonError) {
        let names = configNames
        guard !names.isEmpty else { return }
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
        records.lock.withLock { declaredConfigs = configs }
    }
}
