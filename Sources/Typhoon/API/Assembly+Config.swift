/// Configuration values in definitions: attached configurations and type converters.
extension Assembly {
    /// Attaches a configuration that only this assembly's definitions read.
    ///
    /// Use it for values that belong to one module; a value attached here wins over a global one
    /// of ``ComponentFactory/init(assemblies:configs:)`` with the same key. Attach before or after
    /// activation.
    ///
    /// - Parameter config: The configuration, e.g. `try Config(contentsOf: url)`.
    public func attach(_ config: Config) {
        records.lock.withLock { attachedConfigs.append(config) }
    }

    /// The configuration value for a key, converted to the type the definition needs.
    ///
    /// Use it as an injected value: `definition.injectProperty(\.serviceURL, with:
    /// self.config("service.url"))`. Strings, integers, floating-point numbers, booleans
    /// (true/false/yes/no/1/0) and URLs convert by themselves; a value written `Name(text)` is
    /// converted by the ``TypeConverter`` whose `typeName` is `Name`. This assembly's own
    /// configurations are read, then the factory's global ones; another assembly's are not. A
    /// missing key or a value that does not convert stops with a message naming the key, the
    /// type, the definition that asked, the sources read and the assemblies that have
    /// configurations.
    ///
    /// - Parameter key: The key, e.g. `"damsels.rescued"`.
    /// - Returns: The converted value.
    public func config<V>(_ key: String) -> V {
        do {
            return try configValue(key)
        } catch {
            stop(error)
        }
    }

    /// The configuration value for a key, converted to the type wanted, or an error: the form of
    /// ``config(_:)`` for throwing definitions.
    ///
    /// Use it in a definition written with
    /// ``defineThrowing(scope:arguments:initializer:configuration:isolation:function:fileID:line:column:)``,
    /// where a missing key or a value that does not convert should reach the caller as an error
    /// instead of stopping the program:
    /// `try defineThrowing { try Database(path: self.configValue("database.path")) }`. It reads
    /// what ``config(_:)`` reads, and converts the same way.
    ///
    /// - Parameters:
    ///   - key: The key, e.g. `"database.path"`.
    ///   - type: The type wanted; inferred where Swift can.
    /// - Returns: The converted value.
    /// - Throws: ``TyphoonError`` naming the key, the type, the definition that asked and the
    ///   sources read, as ``config(_:)`` would stop with.
    public func configValue<V>(_ key: String, as type: V.Type = V.self) throws(TyphoonError) -> V {
        let core = core(calling: "configValue(_:as:)")
        ResolutionContext.noteConfigKeyRead(key)
        let sources = ConfigSources(
            assemblyConfigs: ownConfigs, globalConfigs: core.lock.withLock { core.globalConfigs },
            converters: core.converters(), reader: { self.configReader(in: core) })
        return try sources.value(forKey: key, as: V.self)
    }

    /// The configurations attached to this assembly and those of its ``configNames``.
    var ownConfigs: [Config] {
        records.lock.withLock { declaredConfigs.isEmpty ? attachedConfigs : attachedConfigs + declaredConfigs }
    }

    /// Who is reading this assembly's configurations now: the definition whose initializer or
    /// injections run on this thread, and where else in the factory configurations are.
    private func configReader(in core: FactoryCore) -> ConfigReader {
        let name = assemblyName
        return ConfigReader(
            assembly: name,
            definition: ThreadContextSlot.withContext(\.currentDefinition)
                ?? "\(name).config(_:) outside any definition",
            configuredAssemblies: core.configuredAssemblies(besides: self))
    }
}

extension ComponentFactory {
    /// Registers a converter for configuration values written `Name(text)`.
    ///
    /// Use it for converters that need no injection; a converter that does can be a component
    /// listed with the declared type `any TypeConverter` instead. A converter registered here
    /// replaces one with the same `typeName`, built-in ones included.
    ///
    /// - Parameter converter: The converter.
    public func register(_ converter: any TypeConverter) {
        core.lock.withLock { core.registeredConverters[converter.typeName] = converter }
    }
}

extension FactoryCore {
    /// Every assembly of this factory but `reader` that has configurations of its own, as
    /// `Name (sources)`, for the message of a key `reader` does not find.
    func configuredAssemblies(besides reader: Assembly) -> [String] {
        assemblies.compactMap { assembly in
            guard assembly !== reader else { return nil }
            let configs = assembly.ownConfigs
            guard !configs.isEmpty else { return nil }
            return "\(assembly.assemblyName) (\(configs.map(\.source).joined(separator: ", ")))"
        }
    }

    /// The listed `any TypeConverter` components and the registered converters, by type name;
    /// registered ones win.
    func converters() -> [String: any TypeConverter] {
        var converters: [String: any TypeConverter] = [:]
        for candidate in candidates(for: (any TypeConverter).self) {
            if let converter = call(candidate) as? any TypeConverter {
                converters[converter.typeName] = converter
            }
        }
        return converters.merging(lock.withLock { registeredConverters }) { _, registered in registered }
    }
}
