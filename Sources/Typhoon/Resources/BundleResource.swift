import Foundation

/// A file among a bundle's resources, found by name, read as text, data or a URL: Typhoon's
/// `TyphoonBundleResource`.
///
/// Use it for what an app ships beside its code (a template, a certificate, a default
/// document) and hands to a component. Inside a definition, ``Assembly/resource(_:in:)``
/// injects one as `String`, `Data` or `URL`:
///
/// ```swift
/// func greeter() -> Greeter {
///     define { Greeter(template: resource("greeting.txt", in: .module)) }
/// }
/// ```
///
/// A name is a file name with its extension (`greeting.txt`), or without one for a file that has
/// none (`LICENSE`), optionally inside a folder of the resources (`Templates/greeting.txt`).
public struct BundleResource: Sendable, Equatable {
    /// The name it was found by.
    public let name: String
    /// The file.
    public let url: URL

    /// Finds a resource by name.
    ///
    /// - Parameters:
    ///   - name: The file's name, with its extension if it has one.
    ///   - bundle: The bundle whose resources hold it; the main bundle unless you say
    ///     (`.module` for a Swift package target's resources).
    /// - Throws: ``TyphoonError/missingResource(name:bundle:resources:)``, naming the resource and
    ///   the bundle, when the bundle has no such file.
    public init(_ name: String, in bundle: Bundle = .main) throws(TyphoonError) {
        guard let url = Self.url(named: name, in: bundle) else {
            let place = ConfigResource.place(of: bundle)
            throw .missingResource(name: name, bundle: place.bundle, resources: place.resources)
        }
        self.name = name
        self.url = url
    }

    /// The file's bytes.
    ///
    /// - Throws: ``TyphoonError/unreadableResource(name:file:reason:)`` when it cannot be read.
    public func data() throws(TyphoonError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadableResource(name: name, file: url.path, reason: error.localizedDescription)
        }
    }

    /// The file's text, read as UTF-8.
    ///
    /// - Throws: ``TyphoonError/unreadableResource(name:file:reason:)`` when it cannot be read or
    ///   is not UTF-8 text.
    public func string() throws(TyphoonError) -> String {
        guard let text = String(data: try data(), encoding: .utf8) else {
            throw .unreadableResource(name: name, file: url.path, reason: "it is not UTF-8 text")
        }
        return text
    }

    /// The file called `name` among the bundle's resources, or `nil`.
    private static func url(named name: String, in bundle: Bundle) -> URL? {
        let slash = name.lastIndex(of: "/")
        let folder = slash.map { String(name[..<$0]) }
        let file = slash.map { String(name[name.index(after: $0)...]) } ?? name
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else {
            return bundle.url(forResource: file, withExtension: nil, subdirectory: folder)
        }
        return bundle.url(
            forResource: String(file[..<dot]), withExtension: String(file[file.index(after: dot)...]),
            subdirectory: folder)
    }
}
