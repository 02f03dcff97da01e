import Foundation

/// A set of configuration values read from a properties, JSON or plist file or text.
///
/// Use it to keep values that change between builds or deployments (counts, flags, service
/// addresses) out of your assemblies: attach it to one assembly with `attach(_:)`, or to every
/// assembly through `ComponentFactory(assemblies:configs:)`, and inject a value with
/// `self.config("key")`. Nested JSON objects and plist dictionaries become dotted keys
/// (`{"service": {"url": …}}` is `service.url`). JSON and plist arrays, nulls, dates and data
/// are rejected, because a value must be a string, a number or a boolean.
public struct Config: Sendable {
    /// Where the values come from: the file's path, or a description of the text or data.
    ///
    /// Use it to tell configurations apart; error messages name a configuration by it.
    public let source: String

    /// The values by key, nested keys already joined with dots.
    let values: [String: ConfigValue]

    /// Reads a configuration file, choosing the format by its extension.
    ///
    /// Use it for files shipped with the app or written by deployment: `.properties`, `.json`
    /// and `.plist` (any case) are understood.
    /// - Parameter url: The file to read; its path becomes the ``source``.
    /// - Throws: ``TyphoonError/unknownConfigFormat(file:)`` for another extension,
    ///   ``TyphoonError/unreadableConfig(file:reason:)`` when the file cannot be read and
    ///   ``TyphoonError/malformedConfig(file:line:reason:)`` when it is not well formed.
    public init(contentsOf url: URL) throws {
        let file = url.isFileURL ? url.path : url.absoluteString
        let format = try ConfigFile.format(of: url, file: file)
        let data = try ConfigFile.read(url, file: file)
        switch format {
        case .properties: self = try Config(properties: data, source: file)
        case .json: self = try Config(json: data, source: file)
        case .plist: self = try Config(plist: data, source: file)
        }
    }

    /// Reads configuration values from text in the Java properties format.
    ///
    /// Use it for values built in code or fetched at run time; errors name it "properties text".
    /// - Parameter properties: Lines of `key=value`, `key: value` or `key value`, with `#` or `!` comments.
    /// - Throws: ``TyphoonError/malformedConfig(file:line:reason:)`` for a bad `\u` escape or a
    ///   final line that ends with a lone backslash.
    public init(properties: String) throws {
        try self.init(properties: properties, source: "properties text")
    }

    /// Reads configuration values from text in the Java properties format, naming its source.
    ///
    /// Use it when the text comes from somewhere a person should see in error messages.
    /// - Parameters:
    ///   - properties: Lines of `key=value`, `key: value` or `key value`, with `#` or `!` comments.
    ///   - source: The name error messages give this configuration, such as a path or an address.
    /// - Throws: ``TyphoonError/malformedConfig(file:line:reason:)`` for a bad `\u` escape or a
    ///   final line that ends with a lone backslash.
    public init(properties: String, source: String) throws {
        self.source = source
        values = try PropertiesParser.parse(properties, source: source)
    }

    /// Reads configuration values from bytes in the Java properties format, as a `.properties`
    /// file is read.
    ///
    /// Use it for properties fetched or loaded as `Data`; errors name it "properties data".
    /// - Parameter properties: UTF-8 text (a leading byte-order mark is skipped), or ISO 8859-1 as
    ///   Java's older files are.
    /// - Throws: ``TyphoonError/unsupportedEncoding(source:encoding:format:)`` for UTF-16 or
    ///   UTF-32, and ``TyphoonError/malformedConfig(file:line:reason:)`` as
    ///   ``init(properties:)-(String)`` does.
    public init(properties: Data) throws {
        try self.init(properties: properties, source: "properties data")
    }

    /// Reads configuration values from bytes in the Java properties format, naming their source.
    ///
    /// Use it when the data comes from somewhere a person should see in error messages.
    /// - Parameters:
    ///   - properties: UTF-8 text (a leading byte-order mark is skipped), or ISO 8859-1.
    ///   - source: The name error messages give this configuration, such as a path or an address.
    /// - Throws: ``TyphoonError/unsupportedEncoding(source:encoding:format:)`` for UTF-16 or
    ///   UTF-32, and ``TyphoonError/malformedConfig(file:line:reason:)`` for a bad `\u` escape or a
    ///   final line that ends with a lone backslash.
    public init(properties: Data, source: String) throws {
        try self.init(properties: ConfigEncoding.propertiesText(properties, source: source), source: source)
    }

    /// Reads configuration values from a JSON object.
    ///
    /// Use it for JSON built in code or fetched at run time; errors name it "JSON data".
    /// - Parameter json: UTF-8 JSON whose top level is an object.
    /// - Throws: ``TyphoonError/malformedConfig(file:line:reason:)`` naming the line and what is
    ///   wrong there (a stray comma, an array value, a missing brace …).
    public init(json: Data) throws {
        try self.init(json: json, source: "JSON data")
    }

    /// Reads configuration values from a JSON object, naming its source.
    ///
    /// Use it when the data comes from somewhere a person should see in error messages.
    /// - Parameters:
    ///   - json: UTF-8 JSON whose top level is an object.
    ///   - source: The name error messages give this configuration, such as a path or an address.
    /// - Throws: ``TyphoonError/malformedConfig(file:line:reason:)`` naming the line and what is
    ///   wrong there.
    public init(json: Data, source: String) throws {
        try ConfigEncoding.checkJSON(json, source: source)
        self.source = source
        values = try JSONConfigParser.parse(json, source: source)
    }

    /// Reads configuration values from JSON text.
    ///
    /// Use it for JSON you have as a `String` (a literal, an environment variable); errors name it
    /// "JSON text".
    /// - Parameter json: JSON whose top level is an object.
    /// - Throws: ``TyphoonError/malformedConfig(file:line:reason:)`` naming the line and what is
    ///   wrong there.
    public init(json: String) throws {
        try self.init(json: json, source: "JSON text")
    }

    /// Reads configuration values from JSON text, naming its source.
    ///
    /// Use it when the text comes from somewhere a person should see in error messages.
    /// - Parameters:
    ///   - json: JSON whose top level is an object.
    ///   - source: The name error messages give this configuration, such as a path or an address.
    /// - Throws: ``TyphoonError/malformedConfig(file:line:reason:)`` naming the line and what is
    ///   wrong there.
    public init(json: String, source: String) throws {
        try self.init(json: Data(json.utf8), source: source)
    }

    /// Reads configuration values from a property list.
    ///
    /// Use it for plist data built in code or fetched at run time; errors name it "plist data".
    /// - Parameter plist: A property list (XML, or any format `PropertyListSerialization` reads) whose
    ///     top level is a dictionary.
    /// - Throws: ``TyphoonError/malformedConfig(file:line:reason:)`` naming the line and what is
    ///   wrong there.
    public init(plist: Data) throws {
        try self.init(plist: plist, source: "plist data")
    }

    /// Reads configuration values from a property list, naming its source.
    ///
    /// Use it when the data comes from somewhere a person should see in error messages.
    /// - Parameters:
    ///   - plist: A property list whose top level is a dictionary.
    ///   - source: The name error messages give this configuration, such as a path or an address.
    /// - Throws: ``TyphoonError/malformedConfig(file:line:reason:)`` naming the line and what is
    ///   wrong there.
    public init(plist: Data, source: String) throws {
        self.source = source
        values = try PlistConfigParser.parse(plist, source: source)
    }

    /// Reads configuration values from property-list text in XML.
    ///
    /// Use it for a plist you have as a `String`; errors name it "plist text". A binary property
    /// list is not text: pass it as `Data` to ``init(plist:)-(Data)``.
    /// - Parameter plist: An XML property list whose top level is a `<dict>`.
    /// - Throws: ``TyphoonError/malformedConfig(file:line:reason:)`` naming the line and what is
    ///   wrong there.
    public init(plist: String) throws {
        try self.init(plist: plist, source: "plist text")
    }

    /// Reads configuration values from property-list text in XML, naming its source.
    ///
    /// Use it when the text comes from somewhere a person should see in error messages.
    /// - Parameters:
    ///   - plist: An XML property list whose top level is a `<dict>`.
    ///   - source: The name error messages give this configuration, such as a path or an address.
    /// - Throws: ``TyphoonError/malformedConfig(file:line:reason:)`` naming the line and what is
    ///   wrong there.
    public init(plist: String, source: String) throws {
        try self.init(plist: Data(plist.utf8), source: source)
    }

    /// The value stored under `key`, or `nil` when this configuration does not hold it.
    package func value(forKey key: String) -> ConfigValue? {
        values[key]
    }

    /// Every key this configuration holds, sorted; nested keys are joined with dots.
    ///
    /// Use it to list or check what a configuration provides, for instance in a test.
    public var keys: [String] {
        values.keys.sorted()
    }
}
