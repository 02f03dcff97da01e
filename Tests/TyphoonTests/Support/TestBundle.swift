import Foundation

/// A bundle directory written at run time, with an Info.plist and resource files, read back
/// with `Bundle(path:)`.
///
/// Each one gets a folder of its own: Foundation keeps the bundles it has opened by path, so a
/// folder written twice would be read as it first was.
struct TestBundle {
    /// Where Foundation looks for the Info.plist and the resources of a bundle folder.
    enum Layout {
        /// Info.plist and resources at the top of the folder (iOS apps, SwiftPM resource bundles).
        case flat
        /// `Contents/Info.plist` and `Contents/Resources/` (macOS apps and bundles).
        case contents
        /// `Resources/Info.plist` and `Resources/` (read so by swift-corelibs-foundation).
        case resourcesFolder

        var infoPlist: String {
            switch self {
            case .flat: "Info.plist"
            case .contents: "Contents/Info.plist"
            case .resourcesFolder: "Resources/Info.plist"
            }
        }

        var resources: String {
            switch self {
            case .flat: ""
            case .contents: "Contents/Resources/"
            case .resourcesFolder: "Resources/"
            }
        }
    }

    let folder: URL
    let bundle: Bundle

    /// Writes a bundle and opens it.
    ///
    /// - Parameters:
    ///   - layout: Where the Info.plist and the resources go.
    ///   - info: The Info.plist's keys, or `nil` for a bundle without one.
    ///   - resources: Files by name (a name may include a folder), with their text.
    /// - Throws: What writing the files throws.
    init(layout: Layout = .flat, info: [String: Any]?, resources: [String: String] = [:]) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("TyphoonTestBundle-\(UUID().uuidString).bundle")
        if let info {
            let data = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
            try Self.write(data, to: folder.appendingPathComponent(layout.infoPlist))
        }
        for (name, text) in resources {
            try Self.write(Data(text.utf8), to: folder.appendingPathComponent(layout.resources + name))
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let bundle = Bundle(path: folder.path) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: folder.path])
        }
        self.bundle = bundle
    }

    /// The folder's path, as messages name the bundle.
    var path: String { bundle.bundlePath }

    func remove() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private static func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
