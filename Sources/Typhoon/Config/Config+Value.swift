/// Configuration values read outside definitions, by code that must handle a problem itself.
extension Config {
    /// The value for a key, converted as a definition's ``Assembly/config(_:)`` converts it.
    ///
    /// Use it where no definition runs and a problem must not stop the program: a command line
    /// that checks a setting before it activates the assemblies, say, and reports a bad value as
    /// a usage error. The conversions are those of definitions (strings, integers,
    /// floating-point numbers, booleans, URLs, `URL(text)`, and `Optional`s of these), plus the
    /// converters you pass.
    ///
    /// - Parameters:
    ///   - key: The key, e.g. `"database.path"`.
    ///   - type: The type wanted; leave it out where Swift infers it.
    ///   - converters: Converters for values of your own types, as registered with a factory;
    ///     one of the same `typeName` as a built-in one, or as one earlier in the list, replaces it.
    /// - Returns: The converted value.
    /// - Throws: ``TyphoonError/missingConfigValue(key:type:reader:sources:closestKeys:)`` when the key is
    ///   not in this configuration,
    ///   ``TyphoonError/unconvertibleConfigValue(key:value:type:source:definition:reason:)`` and
    ///   ``TyphoonError/unknownConverter(key:converter:source:definition:known:)`` when its value
    ///   does not convert.
    public func value<V>(
        forKey key: String, as type: V.Type = V.self, converters: [any TypeConverter] = []
    ) throws -> V {
        try Self.read(key, as: V.self, in: [self], converters: converters, by: "Config.value(forKey:as:converters:)")
    }

    /// The value for a key in the first of several configurations that holds it, converted as a
    /// definition's ``Assembly/config(_:)`` converts it.
    ///
    /// Use it for the configurations you will give a factory, before you make it: the first one
    /// that holds the key wins, as among a factory's global configurations.
    ///
    /// - Parameters:
    ///   - key: The key, e.g. `"database.path"`.
    ///   - type: The type wanted; leave it out where Swift infers it.
    ///   - configs: The configurations, the one that wins first.
    ///   - converters: Converters for values of your own types, as in ``value(forKey:as:converters:)``.
    /// - Returns: The converted value.
    /// - Throws: What ``value(forKey:as:converters:)`` throws; a missing key names every
    ///   configuration that was read.
    public static func value<V>(
        forKey key: String, as type: V.Type = V.self, in configs: [Config], converters: [any TypeConverter] = []
    ) throws -> V {
        try read(key, as: V.self, in: configs, converters: converters, by: "Config.value(forKey:as:in:converters:)")
    }

    private static func read<V>(
        _ key: String, as type: V.Type, in configs: [Config], converters: [any TypeConverter], by reader: String
    ) throws(TyphoonError) -> V {
        let sources = ConfigSources(
            assemblyConfigs: [], globalConfigs: configs,
            converters: Dictionary(converters.map { ($0.typeName, $0) }) { _, later in later },
            reader: { ConfigReader(outsideDefinitions: reader) })
        return try sources.valueOutsideDefinitions(forKey: key, as: V.self)
    }
}
