import Typhoon

/// Reads settings from configurations, first one first, as the assemblies' definitions read them,
/// and names the configuration a setting came from.
///
/// Use it in ``SettingsCheck``.
struct SettingsReader {
    /// The configurations, the shipped defaults last.
    let configs: [Config]

    /// The value of `key` converted to `type`, with the application's converters.
    func read<V>(_ key: String, as type: V.Type) throws -> V {
        try Config.value(forKey: key, as: type, in: configs, converters: [LogLevelConverter()])
    }

    /// The configuration that holds `key`, as messages name it.
    func source(of key: String) -> String {
        configs.first { $0.keys.contains(key) }?.source ?? "the configuration"
    }

    /// The whole number under `key`, checked to be in `range`.
    ///
    /// - Parameters:
    ///   - key: The configuration key.
    ///   - range: The values the server can use.
    ///   - note: Said after the range, such as " (0 lets the system choose)".
    ///   - fix: What to do, such as "give a port in that range with --port or server.port".
    /// - Returns: The number.
    /// - Throws: `TyphoonError` when the value is not a whole number, ``InvalidSetting`` when it
    ///   is outside `range`.
    func number(_ key: String, in range: ClosedRange<Int>, note: String = "", fix: String) throws -> Int {
        let value = try read(key, as: Int.self)
        guard range.contains(value) else {
            throw InvalidSetting(
                key: key, value: "\(value)", source: source(of: key),
                rule: "outside its range \(range.lowerBound)...\(range.upperBound)\(note)", fix: fix)
        }
        return value
    }
}
