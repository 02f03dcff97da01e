/// Configuration values read outside definitions, with the factory's converters.
extension ComponentFactory {
    /// The value for a key in the factory's global configurations, converted with its converters.
    ///
    /// Use it in code that runs outside any definition and must handle a problem itself, such as
    /// start-up code that reports a bad setting: it reads what ``Assembly/config(_:)`` reads
    /// from the global configurations (those of ``init(assemblies:configs:)`` or
    /// ``Assembly/activate(with:configs:)``), converted by the same standard conversions and by
    /// the converters registered with ``register(_:)`` or listed as components, but it throws
    /// where a definition would stop. An assembly's own configurations are not read here; read
    /// them with that assembly's ``Assembly/config(_:)``.
    ///
    /// - Parameters:
    ///   - key: The key, e.g. `"server.port"`.
    ///   - type: The type wanted; leave it out where Swift infers it.
    /// - Returns: The converted value.
    /// - Throws: ``TyphoonError/missingConfigValue(key:type:reader:sources:closestKeys:)`` when no global
    ///   configuration holds the key,
    ///   ``TyphoonError/unconvertibleConfigValue(key:value:type:source:definition:reason:)`` and
    ///   ``TyphoonError/unknownConverter(key:converter:source:definition:known:)`` when its value
    ///   does not convert.
    public func configValue<V>(_ key: String, as type: V.Type = V.self) throws -> V {
        let sources = ConfigSources(
            assemblyConfigs: [], globalConfigs: core.lock.withLock { core.globalConfigs },
            converters: core.converters(),
            reader: { ConfigReader(outsideDefinitions: "ComponentFactory.configValue(_:as:)") })
        return try sources.valueOutsideDefinitions(forKey: key, as: V.self)
    }
}
