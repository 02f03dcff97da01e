import Foundation

/// A configuration file found by name among a bundle's resources, the way Typhoon's
/// `forResourceNamed:` and `withConfigName:` found one.
///
/// A name is a file name with its extension (`Knights.properties`), optionally inside a folder of
/// the resources (`Fixtures/Knights.properties`); the extension picks the format, as it does for
/// ``Config/init(contentsOf:)``.
enum ConfigResource {
    /// The file called `name` in the bundle's resources, or `nil` when the bundle has none.
    ///
    /// - Throws: ``TyphoonError/unknownConfigFormat(file:)`` when the name's extension names no
    ///   format, before anything is looked up.
    static func url(named name: String, in bundle: Bundle) throws(TyphoonError) -> URL? {
        _ = try ConfigFile.format(of: URL(fileURLWithPath: name), file: name)
        let (folder, file) = split(name)
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return nil }
        return bundle.url(
            forResource: String(file[..<dot]), withExtension: String(file[file.index(after: dot)...]),
            subdirectory: folder)
    }

    /// Reads the configuration called `name`, or returns `nil` when the bundle has no such file.
    static func config(named name: String, in bundle: Bundle) throws(TyphoonError) -> Config? {
        guard let url = try url(named: name, in: bundle) else { return nil }
        do {
            return try Config(contentsOf: url)
        } catch let error as TyphoonError {
            throw error
        } catch {
            // Config(contentsOf:) throws only TyphoonError; this keeps the signature typed.
            throw .unreadableConfig(file: url.path, reason: "\(error)")
        }
    }

    /// Where a bundle is and where it keeps its resources, for messages: the two are the same
    /// folder in a flat bundle and differ in a macOS one (`Contents/Resources`).
    static func place(of bundle: Bundle) -> (bundle: String, resources: String) {
        (bundle.bundlePath, bundle.resourcePath ?? bundle.bundlePath)
    }

    /// The folder part (`nil` when there is none) and the file part of a name.
    private static func split(_ name: String) -> (folder: String?, file: String) {
        guard let slash = name.lastIndex(of: "/") else { return (nil, name) }
        return (String(name[..<slash]), String(name[name.index(after: slash)...]))
    }
}
