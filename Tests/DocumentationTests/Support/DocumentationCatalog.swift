import Foundation

/// The articles of `Sources/Typhoon/Typhoon.docc` and the snippets of these test sources, read from disk so
/// that a test can check that every code block of an article is code that compiles and runs here.
enum DocumentationCatalog {
    /// The repository's root, three folders up from this file (`Tests/DocumentationTests/Support`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let catalog = repositoryRoot.appendingPathComponent("Sources/Typhoon/Typhoon.docc")
    static let testSources = repositoryRoot.appendingPathComponent("Tests/DocumentationTests")

    /// A fenced code block of an article.
    struct CodeBlock {
        let article: String
        let line: Int
        let language: String
        let text: String
    }

    /// A `// snippet: name` … `// end-snippet` region of a test source.
    struct Snippet {
        let name: String
        let file: String
        let line: Int
        let text: String
    }

    /// Every `.md` file of the catalog, by file name, sorted.
    static func articles() throws -> [(name: String, text: String)] {
        try files(in: catalog, withExtension: "md").map { url in
            (url.lastPathComponent, try String(contentsOf: url, encoding: .utf8))
        }
    }

    /// The text of one article, e.g.
    ///
    /// `"ConfigurationAndTypeConverters.md"`.
    static func article(_ name: String) throws -> String {
        try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
    }

    /// Every fenced code block of every article.
    static func codeBlocks() throws -> [CodeBlock] {
        try articles().flatMap { codeBlocks(in: $0.text, article: $0.name) }
    }

    /// The fenced code blocks of one article's text.
    static func codeBlocks(in markdown: String, article: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (line: Int, language: String, lines: [String])?
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let current = open {
                if trimmed == "```" {
                    blocks.append(
                        CodeBlock(
                            article: article, line: current.line, language: current.language,
                            text: normalized(current.lines.joined(separator: "\n"))))
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if trimmed.hasPrefix("```") {
                open = (index + 1, String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
            }
        }
        return blocks
    }

    /// Every snippet of the test sources.
    static func snippets() throws -> [Snippet] {
        var snippets: [Snippet] = []
        for url in try files(in: testSources, withExtension: "swift") {
            let file = url.lastPathComponent
            let text = try String(contentsOf: url, encoding: .utf8)
            var open: (name: String, line: Int, lines: [String])?
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix(snippetStart) {
                    let name = String(trimmed.dropFirst(snippetStart.count)).trimmingCharacters(in: .whitespaces)
                    open = (name, index + 1, [])
                } else if trimmed == snippetEnd, let current = open {
                    snippets.append(
                        Snippet(
                            name: current.name, file: file, line: current.line,
                            text: normalized(current.lines.joined(separator: "\n"))))
                    open = nil
                } else if open != nil {
                    open?.lines.append(line)
                }
            }
        }
        return snippets
    }

    /// The markers, kept apart so that this file does not mark a snippet itself.
    static let snippetStart = "// " + "snippet:"
    static let snippetEnd = "// " + "end-snippet"

    /// The text of every test source, for checking that a quoted message is asserted somewhere.
    static func testSourceText() throws -> String {
        try files(in: testSources, withExtension: "swift")
            .map { try String(contentsOf: $0, encoding: .utf8) }
            .joined(separator: "\n")
    }

    /// A block's text as compared: trailing spaces removed, leading and trailing blank lines
    /// dropped, and the indentation common to every non-blank line removed.
    static func normalized(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n").map { line in
            String(line.reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed())
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indentation =
            lines.filter { !$0.isEmpty }
            .map { $0.prefix(while: { $0 == " " }).count }
            .min() ?? 0
        return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(indentation)) }.joined(separator: "\n")
    }

    private static func files(in directory: URL, withExtension pathExtension: String) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == pathExtension }
            .sorted { $0.path < $1.path }
    }
}
