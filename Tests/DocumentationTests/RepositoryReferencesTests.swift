import Foundation
import XCTest

/// The repository stands alone: no file points at a document outside it, and every citation of the
/// behaviour rules names a section that `Docs/Behaviour.md` has.
final class RepositoryReferencesTests: XCTestCase {
    /// Names of what lies outside the repository, kept apart so that this file does not hold them.
    private static let outsideNames = ["DES" + "IGN.md", "../" + "shared"]

    func testNoFileOfTheRepositoryCitesADocumentOutsideIt() throws {
        let files = try RepositoryFiles.all()
        XCTAssertGreaterThan(files.count, 100)
        for file in files {
            let text = String(decoding: try Data(contentsOf: file.url), as: UTF8.self)
            // CI's script runs the project's acceptance suite where CI keeps it, beside the clone.
            for name in Self.outsideNames
            where text.contains(name) && !(file.path.hasPrefix(".ci/") && name != Self.outsideNames[0]) {
                XCTFail(
                    """
                    \(file.path) mentions \(name), which is not in the repository; cite the rule's section \
                    of Docs/Behaviour.md (or the Docs/ page that holds it) instead
                    """)
            }
        }
    }

    func testEveryCitationOfTheBehaviourRulesNamesOneOfItsSections() throws {
        let sections = try behaviourSections()
        XCTAssertTrue(sections.contains("Order of a build"), "sections: \(sections)")
        var citations = 0
        for file in try RepositoryFiles.all() where ["swift", "md", "h", "c"].contains(file.url.pathExtension) {
            let text = try String(contentsOf: file.url, encoding: .utf8)
            for match in text.matches(of: /Behaviour\.md\)?,\s+([A-Za-z][A-Za-z -]*[a-z])/) {
                citations += 1
                let section = String(match.output.1)
                XCTAssertTrue(
                    sections.contains(section),
                    "\(file.path) cites a section \"\(section)\" that Docs/Behaviour.md does not have: \(sections.sorted())"
                )
            }
        }
        XCTAssertGreaterThan(citations, 15)
    }

    /// The titles of `Docs/Behaviour.md`'s numbered sections (`## 2. Order of a build`).
    private func behaviourSections() throws -> Set<String> {
        let url = DocumentationCatalog.repositoryRoot.appendingPathComponent("Docs/Behaviour.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        return Set(text.matches(of: /(?m)^## \d+\. (.+)$/).map { String($0.output.1) })
    }
}

/// Every file of the repository as a clone has it, with what is built or generated locally left out.
enum RepositoryFiles {
    struct File {
        let url: URL
        /// The path from the repository's root.
        let path: String
    }

    /// Folders that are not the repository's content: git's own, Xcode's `.swiftpm`, and build
    /// folders (`.build`, `.build-docs` with the documentation site, `.build-asan` …, in the root
    /// and in the packages below it).
    static func isSkipped(folder name: String) -> Bool {
        name == ".git" || name.hasPrefix(".build") || name == ".swiftpm"
    }

    static func all() throws -> [File] {
        let root = DocumentationCatalog.repositoryRoot
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey])
        else { return [] }
        var files: [File] = []
        for case let url as URL in enumerator {
            let values = try url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey])
            if values.isDirectory == true {
                if isSkipped(folder: url.lastPathComponent) { enumerator.skipDescendants() }
            } else if values.isRegularFile == true {
                files.append(File(url: url, path: String(url.path.dropFirst(root.path.count + 1))))
            }
        }
        return files
    }
}
