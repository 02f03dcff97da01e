import Foundation

/// Reading a configuration file from disk: which format it is and what bytes it holds.
enum ConfigFile {
    /// The formats a configuration file can have, named by their extensions.
    enum Format: String {
        case properties, json, plist
    }

    /// The format named by the URL's extension, compared without regard to case.
    static func format(of url: URL, file: String) throws(TyphoonError) -> Format {
        guard let format = Format(rawValue: url.pathExtension.lowercased()) else {
            throw .unknownConfigFormat(file: file)
        }
        return format
    }

    /// The file's bytes, or an error that says why the system could not read them.
    static func read(_ url: URL, file: String) throws(TyphoonError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadableConfig(file: file, reason: reason(for: error, reading: url))
        }
    }

    /// Short, stable words ("no such file") rather than Foundation's wrapper text ("The
    /// operation could not be completed …"), which differs between platforms and says less.
    private static func reason(for error: any Error, reading url: URL) -> String {
        if url.isFileURL {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                return "no such file"
            }
            if isDirectory.boolValue {
                return "it is a directory"
            }
            if !FileManager.default.isReadableFile(atPath: url.path) {
                return "permission denied"
            }
        }
        return (error as NSError).localizedDescription
    }
}
