import Foundation

/// The package a newcomer makes by following the README: its `Package.swift` (depending on Typhoon
/// by path), the quick start and the first tests, each a Swift block of the README that names its
/// file in its first line (`// Sources/KnightsApp/main.swift`).
struct ReadmePackage {
    /// A file of the package: its path in the package and its text.
    struct File: Equatable {
        let path: String
        let text: String
    }

    /// The manifest, with its Typhoon dependency pointed at this repository.
    let manifest: String
    /// The README's other Swift blocks, by the path their first line names.
    let files: [File]
    /// What the README says the quick start prints: the `text` block after the first source file.
    let expectedOutput: String

    /// The path a Swift block's first line names (`// Sources/KnightsApp/main.swift`), if any.
    private static func path(namedBy firstLine: Substring) -> String? {
        let path = firstLine.dropFirst("// ".count)
        guard firstLine.hasPrefix("// "), path.hasPrefix("Sources/") || path.hasPrefix("Tests/"),
            path.hasSuffix(".swift"), !path.contains(" ")
        else { return nil }
        return String(path)
    }

    init(readme: String) throws {
        let blocks = DocumentationCatalog.codeBlocks(in: readme, article: "README.md")
        guard let manifest = blocks.first(where: { $0.language == "swift" && PackageManifest.isManifest($0.text) })
        else {
            throw ToolFailure(
                "README.md has no Package.swift block (a swift block that opens with swift-tools-version)")
        }
        var files: [File] = []
        var expectedOutput: String?
        for block in blocks {
            if block.language == "swift", let firstLine = block.text.split(separator: "\n").first,
                let path = Self.path(namedBy: firstLine)
            {
                files.append(File(path: path, text: block.text + "\n"))
            } else if block.language == "text", files.count == 1, expectedOutput == nil {
                expectedOutput = block.text
            }
        }
        guard let expectedOutput else {
            throw ToolFailure("README.md has no text block after its first source file to say what it prints")
        }
        self.manifest = manifest.text.replacingOccurrences(
            of: PackageManifest.articlePath, with: "path: \"\(DocumentationCatalog.repositoryRoot.path)\"")
        self.files = files
        self.expectedOutput = expectedOutput
    }

    /// The package's name, from the manifest's `name:`.
    var name: String {
        manifest.firstMatch(of: /Package\(\s*name:\s*"([^"]+)"/).map { String($0.output.1) } ?? "Package"
    }

    /// Writes the package into `folder`, with `extraFiles` beside the README's.
    ///
    /// Sources that are neither (left by an earlier run of another README) are removed. A file
    /// whose text is unchanged is not rewritten, so that SwiftPM rebuilds only what changed.
    func write(to folder: URL, extraFiles: [File] = []) throws {
        let all = [File(path: "Package.swift", text: manifest + "\n")] + files + extraFiles
        let manager = FileManager.default
        for folderName in ["Sources", "Tests"] {
            let root = folder.appendingPathComponent(folderName)
            for case let url as URL in manager.enumerator(at: root, includingPropertiesForKeys: nil) ?? .init()
            where url.pathExtension == "swift" {
                let path = String(url.path.dropFirst(folder.path.count + 1))
                if !all.contains(where: { $0.path == path }) { try manager.removeItem(at: url) }
            }
        }
        for file in all {
            let url = folder.appendingPathComponent(file.path)
            if (try? String(contentsOf: url, encoding: .utf8)) == file.text { continue }
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Atomic: under `swift test --parallel` both tests may write the package at once.
            try Data(file.text.utf8).write(to: url, options: .atomic)
        }
    }
}

/// A problem running a tool or reading what it needs, as opposed to a failed expectation.
struct ToolFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
