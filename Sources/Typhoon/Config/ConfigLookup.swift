/// Everything a config look-up reads: the assembly's own configs win over the global ones.
///
/// The container builds one for each look-up (`Assembly.config(_:)`) from the configurations
/// attached to the assembly, those given to the factory, and the converters registered with
/// the factory. It is not `Sendable`, because user converters need not be; it is made, used
/// and dropped on the thread that resolves the definition.
package struct ConfigSources {
    package var assemblyConfigs: [Config]
    package var globalConfigs: [Config]
    /// User-registered converters by `typeName`; the built-in ones are added underneath.
    package var converters: [String: any TypeConverter]
    /// Who reads, for the message of a look-up that fails; called only then.
    package var reader: () -> ConfigReader

    package init(
        assemblyConfigs: [Config], globalConfigs: [Config], converters: [String: any TypeConverter],
        reader: @escaping () -> ConfigReader
    ) {
        self.assemblyConfigs = assemblyConfigs
        self.globalConfigs = globalConfigs
        self.converters = converters
        self.reader = reader
    }

    /// Finds `key` and converts it to V.
    ///
    /// The assembly's configs are searched first, then the global ones; within each list the
    /// first config that holds the key wins. `V` may be `Optional`: the value is converted to
    /// the wrapped type, and a missing key is still an error.
    package func value<V>(forKey key: String, as type: V.Type) throws(TyphoonError) -> V {
        guard let (config, value) = find(key) else {
            let reader = reader()
            throw .missingConfigKey(
                key: key, type: ValueConversion.name(of: V.self), definition: reader.definition,
                assembly: reader.assembly, sources: (assemblyConfigs + globalConfigs).map(\.source),
                configuredAssemblies: reader.configuredAssemblies, closestKeys: closestKeys(to: key))
        }
        return try ValueConversion(key: key, value: value, source: config.source, sources: self).convert(to: V.self)
    }

    /// Finds `key` and converts it to V for code outside any definition, which has no assembly
    /// whose configurations a message could discuss: a missing key names only what was read.
    func valueOutsideDefinitions<V>(forKey key: String, as type: V.Type) throws(TyphoonError) -> V {
        guard let (config, value) = find(key) else {
            throw .missingConfigValue(
                key: key, type: ValueConversion.name(of: V.self), reader: reader().definition,
                sources: (assemblyConfigs + globalConfigs).map(\.source), closestKeys: closestKeys(to: key))
        }
        return try ValueConversion(key: key, value: value, source: config.source, sources: self).convert(to: V.self)
    }

    /// The keys of the configurations read that a missing `key` was probably meant to be.
    private func closestKeys(to key: String) -> [String] {
        ClosestKeys.to(key, among: (assemblyConfigs + globalConfigs).lazy.flatMap(\.values.keys))
    }

    /// The converter called `name`: a registered one, else a built-in one.
    func converter(named name: String) -> (any TypeConverter)? {
        converters[name] ?? BuiltInConverters.converter(named: name)
    }

    /// The registered converter for plain values of `type`, and its name: the one named most
    /// precisely (`Logger.Level` before `Level`), since a short name may be meant for another
    /// type of that name.
    func registeredConverter(for type: Any.Type) -> (String, any TypeConverter)? {
        guard !converters.isEmpty else { return nil }
        for name in TypeNames.of(type).converterNames {
            if let converter = converters[name] {
                return (name, converter)
            }
        }
        return nil
    }

    /// Every converter name a value may use, sorted, for error messages.
    var converterNames: [String] {
        Set(converters.keys).union(BuiltInConverters.names).sorted()
    }

    /// Walks both lists without joining them, since a look-up runs on every build of a
    /// definition that injects a config value.
    private func find(_ key: String) -> (Config, ConfigValue)? {
        for config in assemblyConfigs {
            if let value = config.value(forKey: key) {
                return (config, value)
            }
        }
        for config in globalConfigs {
            if let value = config.value(forKey: key) {
                return (config, value)
            }
        }
        return nil
    }
}
