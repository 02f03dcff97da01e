/// Who reads a configuration value, as the messages of a failed look-up name it.
///
/// ``ConfigSources`` asks for one only when a look-up fails, because finding the definition that
/// asked and the assemblies that have configurations costs more than a look-up that succeeds.
package struct ConfigReader {
    /// The type name of the assembly whose configurations were read.
    package var assembly: String
    /// The definition that asked, as `Assembly.method()`, or `Assembly.config(_:) outside any
    /// definition`.
    package var definition: String
    /// The factory's other assemblies that have configurations of their own, each as
    /// `Name (sources)`.
    package var configuredAssemblies: [String]

    package init(assembly: String, definition: String, configuredAssemblies: [String]) {
        self.assembly = assembly
        self.definition = definition
        self.configuredAssemblies = configuredAssemblies
    }

    /// Code outside any definition and any assembly, such as `Config.value(forKey:as:converters:)`.
    package init(outsideDefinitions reader: String) {
        self.init(assembly: "", definition: reader, configuredAssemblies: [])
    }
}
