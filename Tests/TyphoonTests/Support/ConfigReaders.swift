@testable import Typhoon

extension ConfigSources {
    /// The sources of a look-up made for `KnightAssembly.knight()`, in a factory whose other
    /// assemblies have no configurations, for tests that read values without an assembly.
    init(assemblyConfigs: [Config], globalConfigs: [Config], converters: [String: any TypeConverter]) {
        self.init(
            assemblyConfigs: assemblyConfigs, globalConfigs: globalConfigs, converters: converters,
            reader: {
                ConfigReader(
                    assembly: "KnightAssembly", definition: "KnightAssembly.knight()", configuredAssemblies: [])
            })
    }
}
