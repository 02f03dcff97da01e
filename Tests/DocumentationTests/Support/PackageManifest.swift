import Foundation

/// Loads a `Package.swift` shown in an article with SwiftPM, as a user's package would be loaded:
/// in a temporary folder, with its Typhoon dependency pointed at this repository.
///
/// A manifest cannot be compiled into a test, so it is checked this way: `swift package
/// show-dependencies` compiles the manifest, resolves the dependency and loads the package graph,
/// which fails when a product or package name does not exist.
enum PackageManifest {
    /// The path dependency the articles write: Typhoon cloned next to the user's package.
    static let articlePath = #"path: "../Typhoon""#

    /// Whether a code block is a manifest rather than code to compile into a test.
    static func isManifest(_ text: String) -> Bool {
        text.hasPrefix("// swift-tools-version")
    }

    /// Writes the manifest and a source file for each of its targets, then loads it.
    static func load(_ manifest: String) throws -> ToolRun {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("typhoon-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let repository = DocumentationCatalog.repositoryRoot.path
        let text = manifest.replacingOccurrences(of: articlePath, with: "path: \"\(repository)\"")
        try Data(text.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        for target in targets(in: manifest) {
            let sources = folder.appendingPathComponent(target.isTest ? "Tests" : "Sources")
                .appendingPathComponent(target.name)
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Data("import Typhoon\n".utf8).write(to: sources.appendingPathComponent("\(target.name).swift"))
        }
        return try ToolRun.run(["swift", "package", "--package-path", folder.path, "show-dependencies"])
    }

    /// The targets a manifest declares, by the `name:` that opens each `.target(`,
    /// `.executableTarget(` or `.testTarget(`.
    static func targets(in manifest: String) -> [(name: String, isTest: Bool)] {
        manifest.matches(of: /\.(executableTarget|testTarget|target)\(\s*name:\s*"([^"]+)"/).map { match in
            (String(match.output.2), match.output.1 == "testTarget")
        }
    }
}
